import type { ListSchema, StoredValue } from '../../ports/listHost';
import type { SpItem } from './spValues';

/**
 * SharePoint keeps an append-only note's entries (a card's comments) in the item's versions, which a
 * list read does not fetch: counting them per card would cost a request per item. Listboard keeps the
 * count in a hidden number column beside each append-only note it creates, raised with every entry in
 * the same conditional write. A list made outside Listboard has no counter, and its cards show none.
 */
const COUNTER_PREFIX = 'LbCount_';

/** SharePoint's internal names are at most 32 characters. */
export const counterNameOf = (noteName: string) => `${COUNTER_PREFIX}${noteName}`.slice(0, 32);

/** A list schema as the adapter reads it: the port's schema plus each append-only note's counter column. */
export type SpListSchema = ListSchema & {
  counters: Record<string, string>;
  /** The list's own content type ids (contentTypeIds names the site types they were made from). */
  listContentTypeIds: string[];
  /** Its root folder's server-relative address: an item elsewhere is in one of its folders (docs/sharepoint.md#folders). */
  rootFolderUrl: string;
};

/** The counter columns a list has, by the note they count. */
export function countersOf(list: ListSchema, columnNames: readonly string[]): Record<string, string> {
  const present = new Set(columnNames);
  return Object.fromEntries(
    list.fields
      .filter((field) => field.appendOnly && present.has(counterNameOf(field.internalName)))
      .map((field) => [field.internalName, counterNameOf(field.internalName)]),
  );
}

export function counterSchemaXml(noteName: string): string {
  const name = counterNameOf(noteName);
  return `<Field Type="Number" Name="${name}" StaticName="${name}" DisplayName="${name}" Hidden="TRUE" Decimals="0" Min="0" />`;
}

const isEntry = (value: StoredValue | undefined) => typeof value === 'string' && value.trim() !== '';

export function appendCountsOf(list: SpListSchema, item: SpItem): Record<string, number> {
  return Object.fromEntries(Object.entries(list.counters).map(([note, counter]) => [note, Number(item[counter] ?? 0)]));
}

/** The counter columns a write sets: each note that gets an entry counts one more than `current`. */
export function counterChanges(
  list: SpListSchema,
  changes: Record<string, StoredValue>,
  current: Record<string, number>,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(list.counters)
      .filter(([note]) => isEntry(changes[note]))
      .map(([note, counter]) => [counter, (current[note] ?? 0) + 1]),
  );
}
