import { DEFAULT_LANE_NAME, VIEW_TYPE, type BoardResponse, type Row, type TasksResponse, type ViewType } from '@listboard/shared';

/**
 * The board as the chosen view shows it: in the parent-child view the parent tasks are the lanes,
 * so the parent lookup stands in for the swimlane field (lanes, drops and quick add follow it).
 */
export function viewedBoard(board: BoardResponse, viewType: ViewType): BoardResponse {
  if (viewType !== VIEW_TYPE.ParentChild || !board.useSubtasks || !board.parentlookup) return board;
  return { ...board, swimlanes: { ...board.swimlanes, field: board.parentlookup, isDynamic: true, lanes: [] } };
}

export function hasSwimlanes(board: BoardResponse): boolean {
  return Boolean(board.swimlanes.field);
}

/** The visible name of a swimlane row; the default row may come without one. */
export function laneTitle(row: Row, board: BoardResponse): string {
  return row.name || row.value || board.swimlanes.defaultName || DEFAULT_LANE_NAME;
}

export function countCards(data: TasksResponse): number {
  return data.rows.reduce((sum, row) => sum + countRowCards(row), 0);
}

export function countRowCards(row: Row): number {
  return row.columns.reduce((sum, column) => sum + column.items.length, 0);
}

/** Spec 1 section 6: whether some loaded cards may not be changed by the reader. */
export function hasReadOnlyCards(data: TasksResponse): boolean {
  return data.rows.some((row) => row.columns.some((column) => column.items.some((item) => !item.allowEdit)));
}
