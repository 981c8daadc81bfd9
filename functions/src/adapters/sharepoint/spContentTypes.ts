/**
 * A site content type added to a list becomes the list's own child of it, whose id is the site type's, '00' and a
 * GUID in 32 hex digits (learn.microsoft.com, "Content Type IDs"). Boards name the site's type (what the wizard
 * offers), items need the list's.
 */
const LIST_COPY_SUFFIX = /00[0-9a-f]{32}$/i;

/** The site content type a list's content type was made from; an id without the suffix is a site type itself. */
export function siteContentTypeOf(listContentTypeId: string): string {
  return listContentTypeId.replace(LIST_COPY_SUFFIX, '');
}

/** The list's own content type for a site content type, or null when the list does not have it. */
export function listContentTypeFor(listContentTypeIds: readonly string[], siteContentTypeId: string): string | null {
  const wanted = siteContentTypeId.toLowerCase();
  return listContentTypeIds.find((id) => siteContentTypeOf(id).toLowerCase() === wanted) ?? null;
}
