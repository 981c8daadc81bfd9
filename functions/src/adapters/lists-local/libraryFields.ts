import type { FieldInput } from '@listboard/shared';
import { LIBRARY_FILE_FIELD, ListValueError, type ListDefinition } from '../../ports/listHost';

/** The file name field of every library item; read-only, since the store sets it when the file is written. */
export const LIBRARY_FILE_FIELD_INPUT: FieldInput = { internalName: LIBRARY_FILE_FIELD, name: 'Name', type: 'File', isReadOnly: true };

/**
 * Refuses a field a list cannot take. File fields are the store's own (a library's file name);
 * a library has no attachments, as on SharePoint, because each item is one file.
 */
export function checkAddable(isLibrary: boolean, field: FieldInput): void {
  if (field.type === 'File' || (isLibrary && field.internalName.toLowerCase() === LIBRARY_FILE_FIELD.toLowerCase())) {
    throw new ListValueError(`${field.name}: the file name field is made by the store for libraries.`);
  }
  if (isLibrary && field.type === 'Attachments')
    throw new ListValueError(`${field.name}: a library has no attachments; each item holds one file.`);
}

/** The fields a new list starts with: a library gets its file name field. */
export function initialFields(definition: ListDefinition): FieldInput[] {
  const isLibrary = definition.isLibrary === true;
  for (const field of definition.fields) checkAddable(isLibrary, field);
  return isLibrary ? [...definition.fields, LIBRARY_FILE_FIELD_INPUT] : definition.fields;
}
