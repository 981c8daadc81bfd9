import { type ReactNode, createContext, startTransition, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Router } from 'react-router-dom';
import { type AppHistory, type BlockWhen, NavigationGuard } from './navigationGuard';

const GuardContext = createContext<NavigationGuard | null>(null);

/**
 * The app's router: BrowserRouter's own, plus navigations a page may hold (useNavigationBlocker). The
 * data router offers that too, but brought twice the code to every page's start
 * (docs/performance.md#less-js-before-a-board). Location changes render in a transition, as BrowserRouter's do.
 */
export function BlockingRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  const [guard] = useState(() => new NavigationGuard(history, (next) => startTransition(() => setState(next))));
  useLayoutEffect(() => guard.listen(), [guard]);
  return (
    <GuardContext.Provider value={guard}>
      <Router location={state.location} navigationType={state.action} navigator={guard.navigator}>
        {children}
      </Router>
    </GuardContext.Provider>
  );
}

export interface NavigationBlocker {
  /** A navigation waits for the page: proceed() goes on with it, reset() stays. */
  state: 'unblocked' | 'blocked';
  proceed: () => void;
  reset: () => void;
}

/** Holds every navigation (a link, navigate(), the browser's back and forward) for which `when` says so. */
export function useNavigationBlocker(when: BlockWhen): NavigationBlocker {
  const guard = useContext(GuardContext);
  if (!guard) throw new Error('useNavigationBlocker needs a BlockingRouter above it.');
  const latest = useRef(when);
  useLayoutEffect(() => {
    latest.current = when;
  });
  const [blocked, setBlocked] = useState(false);
  useEffect(() => guard.block({ when: (next) => latest.current(next), onBlocked: setBlocked }), [guard]);
  return useMemo(
    () => ({ state: blocked ? 'blocked' : 'unblocked', proceed: () => guard.proceed(), reset: () => guard.reset() }),
    [blocked, guard],
  );
}
