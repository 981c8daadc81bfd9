// The item group's front door: what the routes and other groups use of it (docs/architecture.md, "The walls of the use cases").
export { findItems, latestTask, loadTask, neighbourOrder, setItemOrder } from './cardsAndOrder';
export { getItemValues, saveItemValues } from './itemValues';
export { purgeRecycledCards, removeItem, restoreItem } from './recycleBin';
export { restoreTokenFor } from './restoreTokens';
export { addComment, listComments } from './comments';
export { itemHistory } from './itemHistory';
export { getWatchers, saveWatchers } from './watchers';
export { actOnSelection } from './selectionActions';
export { addSubtask, getSubtasks } from './subtasks';
export type { ItemDeps } from './deps';
