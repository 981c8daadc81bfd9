// The admin group's front door: what the routes, the jobs and other groups use of it (docs/architecture.md, "The walls of the use cases").
export { adminBoards, assertAdminPanelManager, saveAdminBoardPermission, tenantAdmins } from './adminPanel';
export { moveDataLocation, resumeTransfers, runTransfer, TRANSFER_LEASE_MS, transferStatus } from './dataTransfer';
export type { AdminDeps } from './deps';
