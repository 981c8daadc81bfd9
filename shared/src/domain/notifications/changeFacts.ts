import type { StoredValue } from '../fieldValues';
import type { ConditionSubject } from '../conditions';

/** What a write did to an item; every write of an item records one change (docs/notifications.md). */
export const CHANGE_KINDS = ['created', 'updated', 'moved', 'commented', 'attached', 'subtaskLinked', 'deleted'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** An item as a change saw it: the values the board's rules test, and who created and last changed it. */
export type ItemSnapshot = ConditionSubject;

/** The facts the notification rules are judged on. */
export interface ChangeFacts {
  kind: ChangeKind;
  /** Null for a created item. */
  before: ItemSnapshot | null;
  /** Null for a deleted item. */
  after: ItemSnapshot | null;
  /** The site user who made the change: nobody is told about their own change. */
  editorId: number;
  /** A comment's text (HTML) when the change is a comment. */
  comment: string | null;
  /** Site users who commented on the item before (for the "all commentators" rule). */
  commentatorIds: readonly number[];
  /** Sign-in names @mentioned in the comment. */
  mentionedLogins: readonly string[];
}

const same = (a: StoredValue | undefined, b: StoredValue | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs between the two snapshots (IsModified); all of the other's fields when one is missing. */
export function modifiedFieldsOf(before: ItemSnapshot | null, after: ItemSnapshot | null): Set<string> {
  const names = new Set([...Object.keys(before?.values ?? {}), ...Object.keys(after?.values ?? {})]);
  return new Set([...names].filter((name) => !same(before?.values[name], after?.values[name])));
}

/** The people of a user field's value: ids, whether the field holds one person or several. */
export function peopleIn(value: StoredValue | undefined): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.filter((entry): entry is number => typeof entry === 'number');
  return [];
}
