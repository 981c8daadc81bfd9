import type { ColumnDefinition, Swimlanes } from '../api/board';
import { DEFAULT_LANE_NAME, SWIMLANE_SORT } from '../api/values';
import { compareByOrder } from './order';

/** What the grouping needs of a card. */
export interface Placeable {
  id: number;
  uniqueID: string;
  columnValue: string;
  rowValue: string;
  /** The lane's display name (a dynamic lane of lookups or users shows names, not ids). */
  rowName?: string;
  order: number | null;
}

/** A lane value present on a card, with its display name when it differs from the value. */
export interface PresentLane {
  value: string;
  name?: string;
}

export interface LaneSlot {
  name: string;
  value: string;
  isDefault: boolean;
  isCollapsedByDefault: boolean;
}

export interface CellLayout<T> {
  definition: ColumnDefinition;
  index: number;
  items: T[];
}
export interface RowLayout<T> {
  lane: LaneSlot;
  index: number;
  cells: CellLayout<T>[];
}

export interface BoardLayout<T> {
  rows: RowLayout<T>[];
  /** Cards whose column value is not a column of the board: only logged (spec 1, section 8). */
  unplaced: T[];
}

/** The value of the default lane: cards with an empty or unknown lane value land there. */
export const DEFAULT_LANE_VALUE = '';

/** The lanes of a board, in display order, with the default lane where it belongs. */
export function boardLanes(swimlanes: Swimlanes | null, present: readonly PresentLane[] = []): LaneSlot[] {
  if (!swimlanes?.field) return [{ name: '', value: DEFAULT_LANE_VALUE, isDefault: true, isCollapsedByDefault: false }];
  const configured = swimlanes.isDynamic
    ? dynamicLanes(present).map(({ value, name }) => ({ name, value, isDefault: false, isCollapsedByDefault: swimlanes.isCollapse }))
    : swimlanes.lanes
        .filter((l) => !l.isDefault && l.value !== DEFAULT_LANE_VALUE)
        .map((l) => ({
          name: l.name || l.value,
          value: l.value,
          isDefault: false,
          isCollapsedByDefault: l.isCollapsedByDefault || swimlanes.isCollapse,
        }));
  const defaultLane = {
    name: swimlanes.defaultName || DEFAULT_LANE_NAME,
    value: DEFAULT_LANE_VALUE,
    isDefault: true,
    isCollapsedByDefault: swimlanes.isCollapse,
  };
  if (swimlanes.sortType === SWIMLANE_SORT.Default) return [...configured, defaultLane];
  const sorted = [...configured].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }));
  return swimlanes.sortType === SWIMLANE_SORT.Ascending ? [defaultLane, ...sorted] : [...sorted.reverse(), defaultLane];
}

/** One lane per distinct value present, named by the first name seen for it. */
function dynamicLanes(present: readonly PresentLane[]): { value: string; name: string }[] {
  const names = new Map<string, string>();
  for (const { value, name } of present) {
    if (value !== DEFAULT_LANE_VALUE && !names.has(value)) names.set(value, name || value);
  }
  return [...names].map(([value, name]) => ({ value, name }));
}

/** The lane of the board a card shows in: its own lane value when that lane exists, else the default lane. */
export function shownLaneOf(rowValue: string, lanes: readonly LaneSlot[]): string {
  return lanes.some((l) => !l.isDefault && l.value === rowValue) ? rowValue : DEFAULT_LANE_VALUE;
}

/** Groups cards into rows (lanes) and their columns, each cell in card order. */
export function layoutBoard<T extends Placeable>(
  columns: readonly ColumnDefinition[],
  swimlanes: Swimlanes | null,
  items: readonly T[],
  compare: (a: T, b: T) => number = compareByOrder,
): BoardLayout<T> {
  const lanes = boardLanes(
    swimlanes,
    items.map((i) => ({ value: i.rowValue, name: i.rowName })),
  );
  const columnIndex = new Map(columns.map((c, i) => [c.value, i]));
  const cells = lanes.map(() => columns.map(() => [] as T[]));
  const laneIndex = new Map(lanes.map((l, i) => [l.value, i]));
  const unplaced: T[] = [];
  for (const item of items) {
    const c = columnIndex.get(item.columnValue);
    if (c === undefined) {
      unplaced.push(item);
      continue;
    }
    cells[laneIndex.get(shownLaneOf(item.rowValue, lanes)) as number][c].push(item);
  }
  const shown = lanes
    .map((lane, r) => ({ lane, r }))
    .filter(({ lane, r }) => !leavesOutDefaultLane(swimlanes, lane, lanes.length, cells[r]));
  const rows = shown.map(({ lane, r }, index) => ({
    lane,
    index,
    cells: columns.map((definition, c) => ({ definition, index: c, items: cells[r][c].sort(compare) })),
  }));
  return { rows, unplaced };
}

/**
 * Spec 2's swimlanes.addDefault: off, the board shows no default lane ('Unassigned') of its own. It still
 * shows one that holds cards (cards without a lane value, or with a value no lane has) rather than hide
 * cards, and one when it is the only lane, so a board always has a row to add cards to.
 */
function leavesOutDefaultLane(swimlanes: Swimlanes | null, lane: LaneSlot, laneCount: number, cells: readonly unknown[][]): boolean {
  if (!swimlanes?.field || swimlanes.addDefault || !lane.isDefault || laneCount < 2) return false;
  return cells.every((items) => items.length === 0);
}
