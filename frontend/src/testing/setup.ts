import { cleanup, configure } from '@testing-library/react';
import { disposeTabster, getTabster } from 'tabster';
import { afterEach } from 'vitest';
import { loadLocale } from '../i18n/i18n';

// Vitest set-up of the page's tests (jsdom). Fluent's MessageBar, Popover and Dialog watch their size, and
// jsdom has no ResizeObserver. Assigned directly (not vi.stubGlobal) so vi.unstubAllGlobals in a test keeps it.
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

// Testing Library gives up waiting after 1 s by default: on a loaded 2-core machine a render can take
// longer, and a test must fail on what the page does, not on how fast the machine is (speed is the
// bench's business). The test's own timeout stays the bound.
configure({ asyncUtilTimeout: 20_000 });

// The page loads its language's texts before it starts; the tests read all four.
await Promise.all((['de-DE', 'fr-FR', 'es-ES'] as const).map(loadLocale));

// Files that share a module graph share a jsdom too (vitest.config.ts): each test leaves it as it found it.
afterEach(() => {
  cleanup();
  // Fluent's focus manager keeps one instance per window with the modal dialogs it has seen; a dialog it still
  // counts would mark the next test's dialogs aria-hidden.
  const tabster = getTabster(window);
  if (tabster) disposeTabster(tabster, true);
  localStorage.clear();
  sessionStorage.clear();
});
