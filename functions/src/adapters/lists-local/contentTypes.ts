import type { SiteContentType } from '@listboard/shared';

/** The built-in store's content types, with SharePoint's ids so a board's contentTypeID means the same on both. */
const ITEM: SiteContentType = { id: '0x01', name: 'Item' };
const DOCUMENT: SiteContentType = { id: '0x0101', name: 'Document' };

export const BUILT_IN_CONTENT_TYPES: readonly SiteContentType[] = [ITEM, DOCUMENT];

/** A list holds items, a library documents. */
export function contentTypeIdsOf(isLibrary: boolean): string[] {
  return [isLibrary ? DOCUMENT.id : ITEM.id];
}
