import type { BoardResponse, Item } from '@listboard/shared';

/** The fields that place a card: its column's and its lanes' (the board as the page shows it). */
export interface BoardFields {
  columnFieldName: string;
  swimlanes: { field: string | null };
}

/** The names of a board's fields by internal name, and the words for a change that is no field's. */
export interface ChangeNames {
  field(internalName: string): string | undefined;
  /** A card's place: its lane or its position in the column. */
  place: string;
}

export function changeNamesOf(board: BoardResponse, place: string): ChangeNames {
  const names = new Map(board.fields.map((field) => [field.internalName, field.name]));
  return { field: (internalName) => names.get(internalName), place };
}

/**
 * What differs between a card as a step of the undo history left it and as it is now, named as the board names
 * it (its title field, its column and lane fields, the fields it shows, its place in the column): the refusal of an undo tells the person
 * what the other change was. Empty when the difference is one the card does not show (a comment, say).
 */
export function changedParts(left: Item, now: Item, board: BoardFields, names: ChangeNames): string[] {
  const parts: string[] = [];
  const add = (name: string | undefined) => name && !parts.includes(name) && parts.push(name);
  if (left.name !== now.name) add(names.field('Title') ?? 'Title');
  if (left.columnValue !== now.columnValue) add(names.field(board.columnFieldName) ?? board.columnFieldName);
  const fields = new Set([...Object.keys(left.card), ...Object.keys(now.card)]);
  for (const field of fields) if (left.card[field]?.v !== now.card[field]?.v) add(names.field(field) ?? field);
  const laneField = board.swimlanes.field;
  if (left.rowValue !== now.rowValue) add((laneField && names.field(laneField)) || names.place);
  if (left.columnValue === now.columnValue && left.order !== now.order) add(names.place);
  return parts;
}
