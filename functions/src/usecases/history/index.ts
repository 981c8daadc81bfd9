// The history group's front door: what the routes, the jobs and other groups use of it (docs/architecture.md, "The walls of the use cases").
export { boardHistory } from './boardHistory';
export { boardCharts } from './charts';
export type { HistoryDeps } from './deps';
