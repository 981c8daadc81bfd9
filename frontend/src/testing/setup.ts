import { cleanup, configure } from '@testing-library/react';
import { disposeTabster, getTabster } from 'tabster';
import { afterEach, vi } from 'vitest';
import { loadPageTexts } from '../i18n/i18n';
import { alertBars } from '../ui/alerts';

// Vitest set-up of the page's tests (jsdom). Fluent's MessageBar, Popover and Dialog watch their size, and
// jsdom has no ResizeObserver. Assigned directly (not vi.stubGlobal) so vi.unstubAllGlobals in a test keeps it.
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

// Nor has jsdom CSS.escape or scrollIntoView, with which the board finds a card again by its id after a keyboard
// drop and shows it, a frame at a time for two seconds (dragSupport.ts): set here for the whole run, since those
// frames may outlast their test. The page quotes the escaped id in an attribute selector, where only quotes and
// backslashes need escaping.
globalThis.CSS ??= { escape: (value: string) => value.replace(/["\\]/g, '\\$&') } as unknown as typeof CSS;
Element.prototype.scrollIntoView ??= () => undefined;

// Testing Library gives up waiting after 1 s by default: on a loaded 2-core machine a render can take
// longer, and a test must fail on what the page does, not on how fast the machine is (speed is the
// bench's business). The test's own timeout stays the bound.
configure({ asyncUtilTimeout: 20_000 });

// The page loads its language's texts before it starts, and the other pages' with those pages; the tests read all four.
await Promise.all((['en-US', 'de-DE', 'fr-FR', 'es-ES'] as const).map(loadPageTexts));
// A page loads its alerts' bars with its first alert; the tests find an alert as soon as it is asked for.
await alertBars.load();

// Files that share a module graph share a jsdom too (vitest.config.ts): each test leaves it as it found it.
afterEach(() => {
  cleanup();
  // What a test put into the page by hand (an element to press keys on, a dialog to find) goes with it.
  document.body.replaceChildren();
  // Fluent's focus manager keeps one instance per window with the modal dialogs it has seen; a dialog it still
  // counts would mark the next test's dialogs aria-hidden.
  const tabster = getTabster(window);
  if (tabster) disposeTabster(tabster, true);
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  // Files that fake timers, stub globals or spy share the module graph too (vitest.config.ts): whatever a test
  // changed through Vitest is put back, whether or not the file does it itself.
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
