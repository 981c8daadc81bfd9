import type { Location, Navigator, UNSAFE_createBrowserHistory } from 'react-router-dom';

/** The history BrowserRouter and MemoryRouter keep (react-router's own), listened to in v5 style: pushes and replaces too. */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

export interface RouterState {
  action: AppHistory['action'];
  location: Location;
}

/** Whether leaving for `next` must be confirmed first. */
export type BlockWhen = (next: Pick<Location, 'pathname' | 'search' | 'hash'>) => boolean;

/** A page that confirms before navigation: told when a navigation waits for it, and when it no longer does. */
export interface BlockingPage {
  when: BlockWhen;
  onBlocked: (blocked: boolean) => void;
}

/**
 * Holds navigations a page asks to confirm first, the way the data router's useBlocker does, for the
 * plain router the app uses (docs/performance.md#less-js-before-a-board): a link or navigate() of the app
 * is held before it reaches the history; the browser's back and forward, which have already moved when
 * they are heard, are moved back at once and replayed when the page lets them go. One page blocks at a time.
 */
export class NavigationGuard {
  readonly navigator: Navigator;
  private page: BlockingPage | null = null;
  private held: (() => void) | null = null;
  /** Pops this guard caused itself (moving a held back/forward back, or replaying it): not a person's. */
  private ownPops = 0;
  /** The last of those replays a held back/forward: the page then shows where it went. */
  private replaying = false;

  constructor(
    private readonly history: AppHistory,
    private readonly onChange: (state: RouterState) => void,
  ) {
    const hold = (next: () => void, to: Parameters<Navigator['push']>[0]) => {
      if (this.page?.when(history.encodeLocation(to))) this.hold(next);
      else next();
    };
    this.navigator = {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state) => hold(() => history.push(to, state), to),
      replace: (to, state) => hold(() => history.replace(to, state), to),
    };
  }

  /** Starts following the history; returns the way to stop. */
  listen(): () => void {
    return this.history.listen(({ action, location, delta }) => {
      if (action === 'POP' && this.ownPops > 0) {
        this.ownPops -= 1;
        if (this.ownPops === 0 && this.replaying) {
          this.replaying = false;
          this.onChange({ action, location });
        }
        return;
      }
      if (action === 'POP' && delta && this.page?.when(location)) {
        this.ownPops += 1;
        this.history.go(-delta);
        this.hold(() => {
          this.ownPops += 1;
          this.replaying = true;
          this.history.go(delta);
        });
        return;
      }
      this.onChange({ action, location });
    });
  }

  /** Lets `page` hold navigations while it is shown; returns the way to stop. */
  block(page: BlockingPage): () => void {
    this.page = page;
    return () => {
      if (this.page !== page) return;
      this.page = null;
      this.held = null;
    };
  }

  /** Goes where the held navigation was going. */
  proceed(): void {
    const held = this.held;
    this.release();
    held?.();
  }

  /** Forgets the held navigation: the page stays. */
  reset(): void {
    this.release();
  }

  private hold(navigation: () => void): void {
    this.held = navigation;
    this.page?.onBlocked(true);
  }

  private release(): void {
    this.held = null;
    this.page?.onBlocked(false);
  }
}
