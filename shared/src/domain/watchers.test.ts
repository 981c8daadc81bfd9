import { describe, expect, it } from 'vitest';
import { applyWatcherChange, changesOthers, watcherChange } from './watchers';

describe('watcher changes', () => {
  it('are what a save adds and removes against the list it replaces', () => {
    expect(watcherChange([1, 2], [2, 3])).toEqual({ added: [3], removed: [1] });
    expect(watcherChange([1], [1])).toEqual({ added: [], removed: [] });
  });

  it('touch others unless only the person themselves is added or removed', () => {
    expect(changesOthers({ added: [6], removed: [] }, 6)).toBe(false);
    expect(changesOthers({ added: [], removed: [6] }, 6)).toBe(false);
    expect(changesOthers({ added: [6], removed: [3] }, 6)).toBe(true);
  });

  it('keep what others changed meanwhile, each id once', () => {
    // The page showed [1]; the person added themselves (6); meanwhile someone added 3 and removed 1.
    expect(applyWatcherChange([3], watcherChange([1], [1, 6]))).toEqual([3, 6]);
    expect(applyWatcherChange([3, 6], { added: [6], removed: [] })).toEqual([3, 6]);
    expect(applyWatcherChange([3, 6], watcherChange([3, 6], [3]))).toEqual([3]);
  });
});
