// The site group's front door: what the routes, the jobs and other groups use of it (docs/architecture.md, "The walls of the use cases").
export { contentTypeFieldChoices, contentTypeFields, siteContentType } from './contentTypes';
export { createBoardList } from './newList';
export { fieldChoices, fieldLookups, fieldTexts, listMembers, siteUserId, userById } from './siteLookups';
export { allUsers, groupMembers, searchUsers } from './people';
export {
  addNewField,
  addNewLabel,
  boardFields,
  enableVersioning,
  siteContentTypes,
  siteList,
  siteListFields,
  siteLists,
  siteWebs,
} from './siteSetup';
export { deleteListView, listViews, saveListView } from './listViews';
export { userPhoto } from './userPhoto';
export type { SiteDeps } from './deps';
