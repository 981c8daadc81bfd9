import { type BoardResponse, type Field, type Item, type Row, type TasksResponse, sortCards } from '@listboard/shared';
import { countCards, countRowCards } from '../canvas/lanes';

/** The sort the page applies: a field and its direction, or null for the manual order. */
export interface CardSort {
  field: string | null;
  desc: boolean;
}

/** Spec 2 section 4: sort type 2 (a sort field and manual sorting off) sorts by the board's first sort field. */
export function defaultSort(board: BoardResponse): CardSort {
  const field = !board.allowSorting ? (board.sortFieldNames[0] ?? null) : null;
  return { field, desc: board.sortDesc };
}

/** The fields the page offers to sort by: the board's sort fields that the lists have. */
export function sortFieldsOf(board: BoardResponse): Field[] {
  return board.sortFieldNames.map((name) => board.fields.find((f) => f.internalName === name)).filter((f): f is Field => Boolean(f));
}

/** Spec 1 section 4: the sort field is applied to each column; cards carry its value in their card map. */
export function sortTasks(tasks: TasksResponse, board: BoardResponse, sort: CardSort): TasksResponse {
  const field = sort.field ? (board.fields.find((f) => f.internalName === sort.field) ?? null) : null;
  if (!field) return tasks;
  const valueOf = (item: Item) => (field.internalName === board.titleFieldName ? item.name : item.card[field.internalName]?.v);
  return {
    ...tasks,
    rows: tasks.rows.map((row) => ({
      ...row,
      columns: row.columns.map((column) => ({ ...column, items: sortCards(column.items, field, sort.desc, valueOf) })),
    })),
  };
}

/** Whether a lane is left out (spec 1 section 2: optionally hidden when empty). */
export function isLaneHidden(row: Row, hideEmpty: boolean): boolean {
  return hideEmpty && countRowCards(row) === 0;
}

/** How the page treats lanes without cards: left out (hide), or shown closed (collapse). */
export interface EmptyLanes {
  hide: boolean;
  collapse: boolean;
}

/**
 * Spec 1 sections 2 and 4 hide empty lanes when asked and collapse them. While a search or filter narrows
 * the cards, an empty lane only says "no match here", so it is left out, as in Planner and Trello. A board
 * with no card at all is new: its lanes are empty only because nobody has added a card yet, so they show
 * open with every column and its add-card slot, whatever the hide setting (docs/board-page.md, "A new board").
 */
export function emptyLanesOf(tasks: TasksResponse, view: { narrowed: boolean; hideEmpty: boolean }): EmptyLanes {
  if (view.narrowed) return { hide: true, collapse: true };
  const isNew = countCards(tasks) === 0;
  return { hide: view.hideEmpty && !isNew, collapse: !isNew };
}
