import { DEFAULT_LANE_NAME, VIEW_TYPE, type BoardResponse, type Row, type TasksResponse, type ViewType } from '@listboard/shared';
import type { Translate } from '../../../i18n/i18n';

/** What the page's tools change about how a board is shown. */
export interface ShownView {
  viewType: ViewType;
  /** A swimlane field picked on the page: undefined keeps the board's, null means no lanes. */
  swimlaneField?: { internalName: string } | null;
  /** Cards sorted by a field cannot be placed by hand in between. */
  sortedByField?: boolean;
}

/**
 * The board as the page shows it. In the parent-child view the parent tasks are the lanes, so the
 * parent lookup stands in for the swimlane field; a picked field gives lanes of the values present.
 * Lanes, drops and quick add all follow the result.
 */
export function viewedBoard(board: BoardResponse, view: ShownView): BoardResponse {
  const parentChild = view.viewType === VIEW_TYPE.ParentChild && board.useSubtasks && board.parentlookup;
  const picked = parentChild
    ? board.parentlookup
    : view.swimlaneField === undefined
      ? board.swimlanes.field
      : (view.swimlaneField?.internalName ?? null);
  const allowSorting = board.allowSorting && !view.sortedByField;
  if (picked === board.swimlanes.field && allowSorting === board.allowSorting) return board;
  // swimlanes.allowDrag is about the board's own lanes: lanes of a picked field, or of parents, may always be crossed.
  const swimlanes =
    picked === board.swimlanes.field ? board.swimlanes : { ...board.swimlanes, field: picked, isDynamic: true, lanes: [], allowDrag: true };
  return { ...board, swimlanes, allowSorting };
}

export function hasSwimlanes(board: BoardResponse): boolean {
  return Boolean(board.swimlanes.field);
}

/** A lane's cells are at least this tall (px) of cards when its columns scroll, so a card always shows. */
export const MIN_LANE_CARDS_HEIGHT = 100;
/** The height of a lane's cards when its columns scroll and the board names no height. */
export const DEFAULT_LANE_CARDS_HEIGHT = 400;

/**
 * How tall a lane's cards may be before they scroll inside their cell (docs/board-page.md#column-scroll):
 * with swimlanes.useColumnScroll on and more than one lane shown, each lane keeps to swimlanes.height
 * (DEFAULT_LANE_CARDS_HEIGHT without one, MIN_LANE_CARDS_HEIGHT at least), so the lanes below stay in
 * reach. Otherwise cells grow with their cards and the page scrolls, as it would for a single lane. The
 * PDF export (expandAll), which draws everything, never limits them.
 */
export function laneCardsHeight(board: BoardResponse, expandAll: boolean, shownLanes: number): number | null {
  if (!hasSwimlanes(board) || expandAll || !board.swimlanes.useColumnScroll || shownLanes <= 1) return null;
  const height = board.swimlanes.height ?? 0;
  return height > 0 ? Math.max(height, MIN_LANE_CARDS_HEIGHT) : DEFAULT_LANE_CARDS_HEIGHT;
}

/**
 * Names a Yes/No lane may carry that are not a person's words: the wizard's stored 'Yes'/'No', the value
 * itself (dynamic lanes), or none. Such a lane is named in the page's language; a name the board's owner
 * typed is kept as typed.
 */
const UNTYPED_BOOLEAN_NAMES: Record<string, readonly string[]> = { true: ['', 'true', 'Yes'], false: ['', 'false', 'No'] };

/** The visible name of a swimlane row; the default row may come without one. */
export function laneTitle(row: Row, board: BoardResponse, t: Translate): string {
  const field = board.fields.find((f) => f.internalName === board.swimlanes.field);
  if (field?.type === 'Boolean' && UNTYPED_BOOLEAN_NAMES[row.value]?.includes(row.name))
    return t(row.value === 'true' ? 'value_yes' : 'value_no');
  return row.name || row.value || board.swimlanes.defaultName || DEFAULT_LANE_NAME;
}

export function countCards(data: TasksResponse): number {
  return data.rows.reduce((sum, row) => sum + countRowCards(row), 0);
}

export function countRowCards(row: Row): number {
  return row.columns.reduce((sum, column) => sum + column.items.length, 0);
}

/** Spec 1 section 6: whether some loaded cards may not be changed by the reader. */
/** How many of the loaded cards the user may not change: none, some of them, or every one. */
export function readOnlyCards(data: TasksResponse): 'none' | 'some' | 'all' {
  const items = data.rows.flatMap((row) => row.columns.flatMap((column) => column.items));
  const locked = items.filter((item) => !item.allowEdit).length;
  if (locked === 0) return 'none';
  return locked === items.length ? 'all' : 'some';
}
