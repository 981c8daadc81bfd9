// The filters group's front door: what the routes, the jobs and other groups use of it (docs/architecture.md, "The walls of the use cases").
export { getAllFilters, getMyFilters, saveMyFilters } from './myFilters';
export type { FiltersDeps } from './deps';
