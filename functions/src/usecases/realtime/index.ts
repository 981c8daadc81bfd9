// The realtime group's front door: what the routes, the jobs and other groups use of it (docs/architecture.md, "The walls of the use cases").
export { missedEvents, negotiate } from './liveChannel';
export type { RealtimeDeps } from './deps';
export { leavePresence, reportPresence } from './presence';
