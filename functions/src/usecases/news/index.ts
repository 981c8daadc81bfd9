// The news group's front door: what the routes, the jobs and other groups use of it (docs/architecture.md, "The walls of the use cases").
export { markNewsRead, newsFor } from './newsFeed';
export type { NewsDeps } from './deps';
