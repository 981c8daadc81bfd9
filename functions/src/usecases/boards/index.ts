// The boards group's front door: what the routes, the jobs and other groups use of it (docs/architecture.md, "The walls of the use cases").
export { addColumn } from './addColumnService';
export {
  assertMayCreateBoards,
  editSettingPermission,
  invalidConfiguration,
  quickCreateBoard,
  saveBoardConfig,
} from './boardConfigService';
export { filterBoardsInfo, pageInfo, saveHomeFilters, searchBoards, setBoardsViewType, setFavorite } from './boardsHomeService';
export { dismissOwnerNote, getBoard, listBoards } from './boardsService';
export { importTemplate, importTemplateBodySchema, loadTemplateData } from './templateService';
export { sweepTrash } from './trashRetention';
export { moveToTrash, removeForGood, removeSelected, restoreFromTrash, restoreSelected, trashBin } from './trashService';
export type { BoardsDeps } from './deps';
