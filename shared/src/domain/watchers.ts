/** Who a save of a card's watchers adds and removes. */
export interface WatcherChange {
  added: number[];
  removed: number[];
}

/** What a save changes: the watchers it names against the ones it replaces. */
export function watcherChange(before: readonly number[], after: readonly number[]): WatcherChange {
  return { added: after.filter((id) => !before.includes(id)), removed: before.filter((id) => !after.includes(id)) };
}

/** Whether a change touches anyone but `person` (who may always watch or stop watching themselves). */
export function changesOthers(change: WatcherChange, person: number): boolean {
  return [...change.added, ...change.removed].some((id) => id !== person);
}

/**
 * The watchers after a change made to a list that may have changed since: what others changed
 * meanwhile stays, and each id is listed once, in the order they started watching.
 */
export function applyWatcherChange(current: readonly number[], change: WatcherChange): number[] {
  const kept = current.filter((id) => !change.removed.includes(id));
  return [...new Set([...kept, ...change.added])];
}
