import { type BoardConfig, type ColumnDefinition, type Lane, type Swimlanes } from '../../api/board';
import { DEFAULT_LANE_NAME, SWIMLANE_SORT } from '../../api/values';
import type { Field } from '../../api/fields';
import { DEFAULT_LANE_VALUE } from '../layout';

export const MIN_COLUMNS = 2;
export const MIN_LANES = 1;

export function canDeleteColumn(columnCount: number): boolean {
  return columnCount > MIN_COLUMNS;
}

/** Each column shows one choice of the column field, so there can be no more columns than choices. */
export function canInsertColumn(columns: readonly ColumnDefinition[], choices: readonly string[]): boolean {
  return columns.length < choices.length;
}

export function newColumn(value: string, name: string = value): ColumnDefinition {
  return {
    name,
    value,
    wipLimit: 0,
    itemCount: 20,
    isActiveWipLimit: false,
    isComplete: false,
    isStarted: null,
    isPartOfRowTotal: false,
    totals: null,
  };
}

/** Turning the row total on counts every column in it; turning it off keeps the columns' choice for later. */
export function withCalculateTotal<T extends Pick<BoardConfig, 'columnDefinitions' | 'swimlanes'>>(config: T, on: boolean): T {
  return {
    ...config,
    swimlanes: { ...config.swimlanes, calculateTotal: on },
    columnDefinitions: on ? config.columnDefinitions.map((column) => ({ ...column, isPartOfRowTotal: true })) : config.columnDefinitions,
  };
}

export function canDeleteLane(laneCount: number): boolean {
  return laneCount > MIN_LANES;
}

function lane(name: string, value: string, isDefault = false): Lane {
  return { name, value, isDefault, isCollapsedByDefault: false };
}

/** Boolean lane values are what the server reads from a card ('true'/'false'), named as a person reads them. */
const BOOLEAN_LANES: readonly Lane[] = [lane('Yes', 'true'), lane('No', 'false')];

/**
 * The lanes after choosing a swimlane field. Dynamic lanes come from the cards at runtime, so only
 * the default lane is kept; Choice and Boolean fields know their values; lanes of other fields
 * (users, lookups, text) are picked one by one in the lane popup, so the list starts empty.
 */
export function lanesForField(field: Field | null | undefined, dynamic: boolean, defaultName: string = DEFAULT_LANE_NAME): Lane[] {
  if (dynamic) return [lane(defaultName, DEFAULT_LANE_VALUE, true)];
  if (field?.type === 'Choice') return (field.choices ?? []).map((choice) => lane(choice, choice));
  if (field?.type === 'Boolean') return [...BOOLEAN_LANES];
  return [];
}

function compareByName(a: Lane, b: Lane): number {
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
}

/** Manual order is kept; a sorted list puts the default lane first when ascending and last when descending. */
export function sortLanes(lanes: readonly Lane[], sortType: Swimlanes['sortType']): Lane[] {
  if (sortType === SWIMLANE_SORT.Default) return [...lanes];
  const defaults = lanes.filter((l) => l.isDefault);
  const ascending = lanes.filter((l) => !l.isDefault).sort(compareByName);
  return sortType === SWIMLANE_SORT.Ascending ? [...defaults, ...ascending] : [...ascending.reverse(), ...defaults];
}
