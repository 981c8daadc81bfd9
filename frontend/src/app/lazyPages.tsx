import { Suspense, lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { loadOtherPagesTexts } from '../i18n/locale';
import { useT } from '../i18n/useT';
import { BusySpinner } from '../ui/BusySpinner';
import { deferredModule } from '../ui/deferred/deferredModule';

/** A page whose code loads when it first renders, or sooner when asked to (`preload`). */
export interface LazyPage {
  Page: ComponentType;
  preload: () => Promise<unknown>;
}

/**
 * A page loaded as a React lazy component rather than a router `lazy` route: the router loads a lazy
 * route's code before it renders anything, so the sign-in page would wait for the page behind it. The texts
 * only the pages read load with each (i18n.ts).
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  // Loaded once; a preload that failed (a lost connection) is tried again by the next one.
  const page = deferredModule(() => Promise.all([load(), loadOtherPagesTexts()]).then(([module]) => ({ default: pick(module) })));
  const Loaded = lazy(page.load);
  function Page() {
    const t = useT();
    return (
      <Suspense fallback={<BusySpinner label={t('loading')} />}>
        <Loaded />
      </Suspense>
    );
  }
  return { Page, preload: page.load };
}

/** Starts loading the page an address opens (someone already signed in needs it at once). */
export function preloadPageAt(pathname: string, pages: readonly (readonly [string, LazyPage])[]): void {
  const match = pages.find(([path]) => matchPath({ path, end: true }, pathname));
  void match?.[1].preload().catch(() => undefined);
}
