// The item group's front door: what the routes and other groups use of it (docs/architecture.md, "The walls of the use cases").
export { findItems, latestTask, loadTask, neighbourOrder, setItemOrder } from './itemService';
export { getItemValues, removeItem, saveItemValues } from './itemValuesService';
export { addComment, listComments } from './commentsService';
export { itemHistory } from './historyService';
export { getWatchers, saveWatchers } from './watchersService';
export { addSubtask, getSubtasks } from './subtasksService';
export type { ItemDeps } from './deps';
