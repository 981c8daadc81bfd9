import { type Field, type SiteContentType, fieldSchema } from '@listboard/shared';
import { LIBRARY_FILE_FIELD_INPUT } from './libraryFields';

/** The built-in store's content types, with SharePoint's ids so a board's contentTypeID means the same on both. */
const ITEM: SiteContentType = { id: '0x01', name: 'Item' };
const DOCUMENT: SiteContentType = { id: '0x0101', name: 'Document' };

export const BUILT_IN_CONTENT_TYPES: readonly SiteContentType[] = [ITEM, DOCUMENT];

/**
 * The built-in store has no content types of its own making: its two stand for what its lists and libraries are, and
 * their fields are those SharePoint's Item and Document types bring (docs/sharepoint.md#content-types). A list's other
 * fields are the list's own, as a column added to a SharePoint list is not its content type's.
 */
const TITLE = fieldSchema.parse({ internalName: 'Title', name: 'Title', type: 'Text', isRequired: true });
const FIELDS_OF_TYPE: Record<string, Field[]> = {
  [ITEM.id]: [TITLE],
  [DOCUMENT.id]: [fieldSchema.parse(LIBRARY_FILE_FIELD_INPUT), { ...TITLE, isRequired: false }],
};

/** A list holds items, a library documents. */
export function contentTypeIdsOf(isLibrary: boolean): string[] {
  return [isLibrary ? DOCUMENT.id : ITEM.id];
}

/** The fields of a built-in content type, by its id in any letter case; null for an id the store does not have. */
export function contentTypeFieldsOf(contentTypeId: string): Field[] | null {
  const type = BUILT_IN_CONTENT_TYPES.find((candidate) => candidate.id.toLowerCase() === contentTypeId.toLowerCase());
  return type ? FIELDS_OF_TYPE[type.id] : null;
}
