/** What the lists picker knows of a list to apply the picking rules. */
export interface PickableList {
  listID: string;
  /** Unknown for lists saved before content types were recorded: they count as having none. */
  contentTypesIDs?: readonly string[];
}

const typesOf = (list: PickableList) => list.contentTypesIDs ?? [];

const sameContentTypes = (a: PickableList, b: PickableList) =>
  typesOf(a).length === typesOf(b).length && typesOf(a).every((id) => typesOf(b).includes(id));

/**
 * Spec 2 section 4: with a content type chosen, only lists having it can be picked; otherwise the first
 * list picked decides, and further lists must share its content types (lists of one kind, whose items
 * the board can show side by side). A picked list can always be unpicked.
 */
export function canPickList(candidate: PickableList, picked: readonly PickableList[], contentTypeId: string | null | undefined): boolean {
  if (picked.some((list) => list.listID === candidate.listID)) return true;
  if (contentTypeId) return typesOf(candidate).includes(contentTypeId);
  return picked.length === 0 || sameContentTypes(picked[0], candidate);
}

/** Changing the content type removes the picked lists that lack it. */
export function listsWithContentType<T extends PickableList>(picked: readonly T[], contentTypeId: string | null | undefined): T[] {
  return contentTypeId ? picked.filter((list) => typesOf(list).includes(contentTypeId)) : [...picked];
}

/** Content-type mode applies when a content type is set and the board has more than one list. */
export function isContentTypeMode(source: { contentTypeID?: string | null; lists: readonly unknown[] }): boolean {
  return Boolean(source.contentTypeID) && source.lists.length > 1;
}

/** Whether the lists differ from the ones the board had (the confirm_source_changes case). */
export function sourceChanged(before: readonly { listID: string }[], after: readonly { listID: string }[]): boolean {
  return before.length !== after.length || before.some((list) => !after.some((other) => other.listID === list.listID));
}

/** A list id as lists are compared: SharePoint writes ids with or without braces, in any case. */
export const listKey = (id: string): string => id.replace(/[{}]/g, '').toLowerCase();
