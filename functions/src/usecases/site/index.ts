// The site group's front door: what the routes, the jobs and other groups use of it (docs/architecture.md, "The walls of the use cases").
export { createBoardList } from './newList';
export { fieldChoices, fieldLookups, listMembers, searchUsers, siteUserId, userById } from './siteLookups';
export {
  addNewField,
  addNewLabel,
  boardFields,
  enableVersioning,
  siteContentTypes,
  siteListFields,
  siteLists,
  siteWebs,
} from './siteSetup';
export { userPhoto } from './userPhoto';
export type { SiteDeps } from './deps';
