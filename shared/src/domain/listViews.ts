import type { ChosenView } from '../api/listViews';

/** List ids are GUIDs, written with or without braces and in either case. */
const listKey = (listId: string) => listId.replace(/[{}]/g, '').toLowerCase();

/** The view ids chosen per list (by the list's key), for the lists that have any; others are not narrowed. */
export function chosenViewIdsByList(chosen: readonly ChosenView[]): Map<string, string[]> {
  const byList = new Map<string, string[]>();
  for (const view of chosen) {
    const ids = byList.get(listKey(view.listID)) ?? [];
    if (!ids.includes(view.id)) ids.push(view.id);
    byList.set(listKey(view.listID), ids);
  }
  return byList;
}

/** The list's key as chosenViewIdsByList keys it. */
export const viewListKey = listKey;
