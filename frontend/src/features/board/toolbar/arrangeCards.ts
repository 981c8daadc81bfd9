import { type BoardResponse, type Field, type Item, type Row, type TasksResponse, sortCards } from '@listboard/shared';
import { countRowCards } from '../lanes';

/** The sort the page applies: a field and its direction, or null for the manual order. */
export interface CardSort {
  field: string | null;
  desc: boolean;
}

/** Spec 2 section 4: sort type 2 (a sort field and manual sorting off) sorts by the board's first sort field. */
export function defaultSort(board: BoardResponse): CardSort {
  const field = !board.allowSorting ? board.sortFieldNames[0] ?? null : null;
  return { field, desc: board.sortDesc };
}

/** The fields the page offers to sort by: the board's sort fields that the lists have. */
export function sortFieldsOf(board: BoardResponse): Field[] {
  return board.sortFieldNames.map((name) => board.fields.find((f) => f.internalName === name)).filter((f): f is Field => Boolean(f));
}

/** Spec 1 section 4: the sort field is applied to each column; cards carry its value in their card map. */
export function sortTasks(tasks: TasksResponse, board: BoardResponse, sort: CardSort): TasksResponse {
  const field = sort.field ? board.fields.find((f) => f.internalName === sort.field) ?? null : null;
  if (!field) return tasks;
  const valueOf = (item: Item) => (field.internalName === board.titleFieldName ? item.name : item.card[field.internalName]?.v);
  return {
    ...tasks,
    rows: tasks.rows.map((row) => ({ ...row, columns: row.columns.map((column) => ({ ...column, items: sortCards(column.items, field, sort.desc, valueOf) })) })),
  };
}

/** Whether a lane is left out (spec 1 section 2: optionally hidden when empty). */
export function isLaneHidden(row: Row, hideEmpty: boolean): boolean {
  return hideEmpty && countRowCards(row) === 0;
}
