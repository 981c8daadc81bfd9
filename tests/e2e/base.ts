import { type Browser, type BrowserContext, type BrowserContextOptions, test as playwrightTest } from '@playwright/test';

/** The key under which the page remembers that its welcome slider was seen (spec: 'vs-kanban-welcome'). */
const WELCOME_KEY = 'vs-kanban-welcome';

/**
 * Every page the context opens, in any frame and on any origin, starts as a person's who has seen the welcome
 * slider. An init script rather than a storage state: Playwright fills a storage state's local storage by
 * visiting each origin first, which cost about 3 s per test on the CI machine.
 */
export async function pastTheWelcome(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript((key) => {
    try {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'seen');
    } catch {
      // A frame without storage of its own (about:blank, a sandboxed frame) has no slider either.
    }
  }, WELCOME_KEY);
  return context;
}

/** A context of the test's own (a second person, another locale), past the welcome slider like the test's own page. */
export async function newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  return pastTheWelcome(await browser.newContext(options));
}

/** Playwright's test, whose page starts past the welcome slider; `test.use({ firstVisit: true })` shows it. */
export const test = playwrightTest.extend<{ firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  context: async ({ context, firstVisit }, use) => {
    if (!firstVisit) await pastTheWelcome(context);
    await use(context);
  },
});

export { expect } from '@playwright/test';
