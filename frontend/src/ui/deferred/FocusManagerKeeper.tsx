import { useEffect, useState } from 'react';
import { deferredModule, useDeferredModule } from './deferredModule';

const keeper = deferredModule(() => import('./KeepFocusManager'));

/** Tabster marks the body as its root when it starts. */
const started = () => document.body.hasAttribute('data-tabster');

/**
 * Keeps Fluent's focus manager (tabster) alive once a popup or page first starts it. Each Fluent component that needs
 * it holds a share and the last to unmount disposes of it; a navigation that unmounted a modal dialog with every
 * other holder left the dialog's aria-hidden on the rest of the page, hiding the next page from screen readers.
 * While the board's start carried popovers, the navigation bar's held a share for the page's life; now those load
 * when first used (docs/performance.md#start-up), so this holds one from the moment tabster starts.
 */
export function FocusManagerKeeper() {
  const [wanted, setWanted] = useState(started);
  useEffect(() => {
    if (wanted) return undefined;
    const observer = new MutationObserver(() => started() && setWanted(true));
    observer.observe(document.body, { attributes: true, attributeFilter: ['data-tabster'] });
    return () => observer.disconnect();
  }, [wanted]);
  const module = useDeferredModule(keeper, wanted);
  return module ? <module.KeepFocusManager /> : null;
}
