import type { BoardResponse, Field, Item, RuntimeFieldType } from '@listboard/shared';

/** Spec 1 section 4: the field types a card edits in place. */
export const CARD_EDITABLE_TYPES: ReadonlySet<RuntimeFieldType> = new Set<RuntimeFieldType>([
  'Text',
  'Boolean',
  'Number',
  'Currency',
  'Lookup',
  'Choice',
  'MultiChoice',
  'DateTime',
]);

/** A field shown on cards (board.cardFields) or in their callout, resolved once per board. */
export interface CardFieldDef {
  internalName: string;
  /** The display name; the internal name when the field is not among the board's fields. */
  name: string;
  field: Field | null;
  /** The board lets cards edit this field in place; the card itself must allow editing too. */
  editable: boolean;
}

function defsOf(board: BoardResponse, names: readonly string[], allowEdit: boolean): CardFieldDef[] {
  const byName = new Map(board.fields.map((field) => [field.internalName, field]));
  return names.map((internalName) => {
    const field = byName.get(internalName) ?? null;
    const editable = allowEdit && field !== null && CARD_EDITABLE_TYPES.has(field.type) && !field.isReadOnly;
    return { internalName, name: field?.name ?? internalName, field, editable };
  });
}

/** The fields a card shows, and whether the board allows editing each from the card. */
export function cardFieldDefs(board: BoardResponse): CardFieldDef[] {
  return defsOf(board, board.cardFields, board.allowEditFromCard);
}

/** The card's header lines (displayTitleFieldName, 2 and 3) by internal name; item.header names those a card fills. */
export function headerFieldDefs(board: BoardResponse): ReadonlyMap<string, CardFieldDef> {
  const names = [board.displayTitleFieldName, board.displayTitleFieldName2, board.displayTitleFieldName3].filter((n): n is string =>
    Boolean(n),
  );
  return new Map(defsOf(board, names, false).map((def) => [def.internalName, def]));
}

/** The fields of the card callout; never edited there. */
export function calloutFieldDefs(board: BoardResponse): CardFieldDef[] {
  return defsOf(board, board.calloutDefinition.fields, false);
}

/** Spec 1 section 4: card-field editing needs the board's and the field's permission and a card that allows edit. */
export function canEditOnCard(def: CardFieldDef, item: Item): def is CardFieldDef & { field: Field } {
  return def.editable && def.field !== null && item.allowEdit;
}
