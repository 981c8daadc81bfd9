import type { BoardResponse, Field } from '@listboard/shared';

/** Fields a selection may set to one value: written by people, one value for all, and not the title or the people field. */
const SETTABLE = new Set<Field['type']>(['Text', 'Note', 'Number', 'Currency', 'Choice', 'MultiChoice', 'Lookup', 'DateTime', 'Boolean']);

export function settableFields(board: BoardResponse): Field[] {
  return board.fields.filter(
    (field) =>
      SETTABLE.has(field.type) &&
      !field.isReadOnly &&
      !field.appendOnly &&
      !field.isRich &&
      field.internalName !== board.titleFieldName &&
      field.internalName !== board.labelsFieldName,
  );
}
