// The site group's front door: what the routes, the jobs and other groups use of it (docs/architecture.md, "The walls of the use cases").
export { createBoardList } from './newListService';
export { fieldChoices, fieldLookups, listMembers, searchUsers, siteUserId, userById } from './siteService';
export {
  addNewField,
  addNewLabel,
  boardFields,
  enableVersioning,
  siteContentTypes,
  siteListFields,
  siteLists,
  siteWebs,
} from './siteSetupService';
export { userPhoto } from './userPhotoService';
export type { SiteDeps } from './deps';
