// The kanban group's front door: what the routes and other groups use of it (docs/architecture.md, "The walls of the use cases").
export { moveTask } from './moveTask';
export { moveTasks } from './moveTasks';
export { filteredEntries, layOutTasks, loadTasks } from './tasks';
export { cellTotals } from './cellTotals';
export { boardViews } from './boardViews';
export { type BoardData, type BoardEntry, loadBoardData } from './boardData';
export type { KanbanDeps } from './deps';
