import { describe, expect, it } from 'vitest';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { NavigationGuard, type RouterState } from './navigationGuard';

/** A guard over an in-memory history at /wizard (after /boards), blocking every way out of /wizard while `dirty`. */
function guarded() {
  const history = UNSAFE_createMemoryHistory({ initialEntries: ['/boards', '/wizard'], initialIndex: 1, v5Compat: true });
  const shown: string[] = [];
  const guard = new NavigationGuard(history, (state: RouterState) => shown.push(state.location.pathname));
  guard.listen();
  const page = { dirty: true, blocked: [] as boolean[] };
  guard.block({ when: (next) => page.dirty && next.pathname !== '/wizard', onBlocked: (blocked) => page.blocked.push(blocked) });
  return { history, guard, shown, page };
}

describe('NavigationGuard', () => {
  it('lets a navigation through when the page does not block it', () => {
    const { history, guard, shown, page } = guarded();
    page.dirty = false;
    guard.navigator.push('/kanban');
    expect([history.location.pathname, shown, page.blocked]).toEqual(['/kanban', ['/kanban'], []]);
  });

  it('holds a link until the page lets it go, then goes there', () => {
    const { history, guard, shown, page } = guarded();
    guard.navigator.push('/kanban?x=1');
    expect([history.location.pathname, shown, page.blocked]).toEqual(['/wizard', [], [true]]);
    guard.proceed();
    expect([history.location.pathname, history.location.search, shown, page.blocked]).toEqual([
      '/kanban',
      '?x=1',
      ['/kanban'],
      [true, false],
    ]);
  });

  it('forgets a held replace when the page stays', () => {
    const { history, guard, shown, page } = guarded();
    guard.navigator.replace('/kanban');
    guard.reset();
    guard.proceed();
    expect([history.location.pathname, history.index, shown, page.blocked]).toEqual(['/wizard', 1, [], [true, false, false]]);
  });

  it('moves the browser back where it was after a held back, and replays the back when the page lets it go', () => {
    const { history, guard, shown, page } = guarded();
    history.go(-1);
    expect([history.location.pathname, history.index, shown, page.blocked]).toEqual(['/wizard', 1, [], [true]]);
    guard.proceed();
    expect([history.location.pathname, history.index, shown]).toEqual(['/boards', 0, ['/boards']]);
    // Back at /boards nothing is blocked: forward goes where it goes.
    page.dirty = false;
    history.go(1);
    expect(shown).toEqual(['/boards', '/wizard']);
  });

  it('stops holding when the page is gone, dropping what it held', () => {
    const { history, guard, shown, page } = guarded();
    const unblock = guard.block({ when: () => true, onBlocked: () => undefined });
    guard.navigator.push('/kanban');
    unblock();
    guard.proceed();
    expect([history.location.pathname, shown, page.blocked]).toEqual(['/wizard', [], []]);
    guard.navigator.push('/kanban');
    expect(shown).toEqual(['/kanban']);
  });
});
