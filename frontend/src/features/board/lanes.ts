import { DEFAULT_LANE_NAME, type BoardResponse, type Row, type TasksResponse } from '@listboard/shared';

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
