import type { BoardResponse } from '@listboard/shared';
/**
 * The card route /kanban/:boardId/:listID/:itemID (spec 1 section 3): an id above 0 opens that item,
 * 0 is a new item (optionally in a column, a lane, or under a parent), -N is a copy of item N.
 */
export type ItemRoute =
  | { kind: 'existing'; itemId: number; form: ItemForm | null }
  | { kind: 'new'; column: string | null; lane: string | null; parentId: number | null }
  | { kind: 'copy'; sourceId: number };

/**
 * The list's own forms (spec 1 section 2: edit and view open in a new tab). Built-in lists have no
 * platform forms, so their forms are this dialog on its own route: `?form=view` opens it read-only.
 */
export type ItemForm = 'edit' | 'view';

/** Spec 1 section 4; read-only when the item or the user's permission allows no edit. */
export type DialogMode = 'new' | 'edit' | 'copy' | 'subtask' | 'readOnly';

/** The route's item, or null when the id is not a whole number (spec 1 section 5: a numeric item id is needed). */
export function parseItemRoute(itemIdParam: string, search: string): ItemRoute | null {
  if (!/^-?\d+$/.test(itemIdParam)) return null;
  const id = Number(itemIdParam);
  const query = new URLSearchParams(search);
  if (id > 0) {
    const form = query.get('form');
    return { kind: 'existing', itemId: id, form: form === 'edit' || form === 'view' ? form : null };
  }
  if (id < 0) return { kind: 'copy', sourceId: -id };
  const parent = Number(query.get('parent'));
  return {
    kind: 'new',
    column: query.get('column') || null,
    lane: query.get('lane'),
    parentId: Number.isInteger(parent) && parent > 0 ? parent : null,
  };
}

export function dialogMode(route: ItemRoute, canEdit: boolean): DialogMode {
  if (!canEdit || (route.kind === 'existing' && route.form === 'view')) return 'readOnly';
  if (route.kind === 'existing') return 'edit';
  if (route.kind === 'copy') return 'copy';
  return route.parentId ? 'subtask' : 'new';
}

/** What a save sends as itemID: 0 creates, -N creates a copy of N, an id above 0 updates. */
export function saveTargetId(route: ItemRoute): number {
  if (route.kind === 'existing') return route.itemId;
  return route.kind === 'copy' ? -route.sourceId : 0;
}

export function boardPath(boardId: string): string {
  return `/kanban/${encodeURIComponent(boardId)}`;
}

/** The route of an item; `query` carries a new item's column, lane or parent. */
export function itemPath(boardId: string, listID: string, itemID: number, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${boardPath(boardId)}/${encodeURIComponent(listID)}/${itemID}${search ? `?${search}` : ''}`;
}

type CellFields = Pick<BoardResponse, 'columnFieldName' | 'swimlanes'>;

/** The column and lane fields of the board with the parent's values, where it has them: a subtask starts there. */
export function parentCell(
  board: CellFields,
  parentValues: Readonly<Record<string, string>>,
): { name: string; value: string; key: 'column' | 'lane' }[] {
  const fields = [
    { name: board.columnFieldName, key: 'column' as const },
    { name: board.swimlanes.field, key: 'lane' as const },
  ];
  return fields.flatMap(({ name, key }) => (name && parentValues[name] ? [{ name, value: parentValues[name], key }] : []));
}

/** The new-item route's query of a subtask of `parentId`, in the parent's column and lane. */
export function subtaskQuery(board: CellFields, parentId: number, parentValues: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries([['parent', String(parentId)], ...parentCell(board, parentValues).map(({ key, value }) => [key, value])]);
}
