import {
  ORDER_FIELD,
  PERMISSION,
  orderBetween,
  type BoardResponse,
  type Field,
  type FieldValue,
  type Item,
  type SourceList,
} from '@listboard/shared';

/** What the quick add form of every column of a board asks and fills in, worked out once per board. */
export interface QuickAddPlan {
  boardId: string;
  /** New cards go to the board's first list the user may add to (spec 1 section 5). */
  list: SourceList;
  /** The required fields the form asks for (spec 1 section 5: only those). */
  ask: Field[];
  columnField: string;
  laneField: string | null;
  /** User fields the current user is put into. */
  userFields: string[];
  /** Set when the board is sorted: the new card goes first in its cell. */
  orderField: string | null;
}

/** The cell a card is added to. */
export interface QuickAddCell {
  columnValue: string;
  /** The swimlane row's value; '' is the default lane. */
  laneValue: string;
  items: readonly Item[];
}

// Types a one-line form cannot fill: files, and values the list computes.
const UNASKED_TYPES = new Set(['Attachments', 'File', 'Calculated', 'Counter', 'User']);

/** Spec 1 section 6: the lists that allow adding (allowAdd, worked out by the server for the user). */
export function listsAllowingAdd(board: BoardResponse): SourceList[] {
  const mayAdd = board.userPermission === PERMISSION.Edit || board.userPermission === PERMISSION.EditOnlyOwn;
  return mayAdd && board.allowCreateNewItem ? board.source.lists.filter((list) => list.allowAdd !== false) : [];
}

/** Whether people of this board may add cards at all. */
export function canAddCards(board: BoardResponse): boolean {
  return listsAllowingAdd(board).length > 0;
}

/** The plan of the column forms, or null when the board adds no cards from its columns. */
export function quickAddPlan(board: BoardResponse, boardId: string): QuickAddPlan | null {
  if (!canAddCards(board) || board.disableCreateFromColumn) return null;
  const columnField = board.columnFieldName;
  const laneField = board.swimlanes.field || null;
  const userField = board.fields.find((field) => field.internalName === board.userField);
  // The board needs its user field filled when the user may only edit their own cards, or when it is required.
  const fillUserField = userField && (board.userPermission === PERMISSION.EditOnlyOwn || userField.isRequired);
  const userFields = board.fields
    .filter(
      (field) => field.type === 'User' && field.internalName !== laneField && (field.isRequired || (fillUserField && field === userField)),
    )
    .map((field) => field.internalName);
  const ask = board.fields.filter(
    (field) =>
      field.isRequired &&
      !field.isReadOnly &&
      !UNASKED_TYPES.has(field.type) &&
      field.internalName !== columnField &&
      field.internalName !== laneField &&
      field.internalName !== ORDER_FIELD,
  );
  return {
    boardId,
    list: listsAllowingAdd(board)[0],
    ask,
    columnField,
    laneField,
    userFields,
    orderField: board.allowSorting ? ORDER_FIELD : null,
  };
}

/** Spec 1 section 4: the first card of a cell goes 10 below the lowest order there, 1000 in an empty cell. */
export function firstOrderIn(items: readonly Item[]): number {
  const orders = items.map((item) => item.order).filter((order): order is number => order !== null);
  return orderBetween(undefined, orders.length > 0 ? Math.min(...orders) : undefined) as number;
}

/** The values of a new card: the answers, the cell's column and lane, the current user and the order. */
export function quickAddValues(
  plan: QuickAddPlan,
  answers: Readonly<Record<string, string>>,
  cell: QuickAddCell,
  userId: number,
): FieldValue[] {
  const values: FieldValue[] = plan.ask.map((field) => ({
    name: field.internalName,
    value: answers[field.internalName] ?? '',
    type: field.type,
  }));
  values.push({ name: plan.columnField, value: cell.columnValue });
  if (plan.laneField && cell.laneValue !== '') values.push({ name: plan.laneField, value: cell.laneValue });
  for (const name of plan.userFields) values.push({ name, value: String(userId), type: 'User' });
  if (plan.orderField) values.push({ name: plan.orderField, value: String(firstOrderIn(cell.items)), type: 'Number' });
  return values;
}
