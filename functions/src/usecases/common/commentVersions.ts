import type { ItemVersion } from '../../ports/listHost';

/** The versions of an item that added a comment: those that set the comment field to some text, oldest first. */
export function commentVersionsOf(versions: readonly ItemVersion[], commentField: string): ItemVersion[] {
  return versions.filter(
    (version) => typeof version.changes[commentField] === 'string' && (version.changes[commentField] as string).trim() !== '',
  );
}
