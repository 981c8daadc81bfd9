// The boards group's front door: what the routes, the jobs and other groups use of it (docs/architecture.md, "The walls of the use cases").
export { addColumn } from './addColumn';
export { offerLabelsOnBoard } from './boardLabels';
export { assertMayCreateBoards, editSettingPermission, invalidConfiguration, quickCreateBoard, saveBoardConfig } from './boardConfig';
export { filterBoardsInfo, pageInfo, saveHomeFilters, searchBoards, setBoardsViewType, setFavorite } from './boardsHome';
export { dismissOwnerNote, getBoard, listBoards } from './viewableBoards';
export { importTemplate, importTemplateBodySchema, loadTemplateData } from './templates';
export { sweepTrash } from './trashRetention';
export { moveToTrash, removeForGood, removeSelected, restoreFromTrash, restoreSelected, trashBin } from './trash';
export type { BoardsDeps } from './deps';
