// The SharePoint adapter's parts, for their tests against the SharePoint test server while the list host over them is built (issue 15).
export { type SpCaller, spAt } from './spConnection';
export { contentTypesOf, ensureSiteUser, siteUserByLogin, siteUsersOf, webAt, websOf } from './spSite';
export { addListField, changeChoices, choicesOf, createSpList, listOf, listsOf, rightsOn, setListVersioning } from './spLists';
export { BATCH_SIZE, PAGE_SIZE, addListItem, addListItems, countListItems, deleteListItem, listItem, lookupChoices, queryListItems, updateListItem } from './spItems';
export { addAttachmentTo, attachmentsOf, itemVersions, readAttachmentOf, removeAttachmentOf } from './spHistory';
export { libraryFileOf, readLibraryFile, replaceLibraryFile } from './spLibrary';
