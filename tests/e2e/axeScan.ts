/** The accessibility scan of a page (axe-core), as the e2e specs run it: no serious or critical violation. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './arrange';

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per violation and failing element, so a failure reads without opening a trace. */
function readable(violations: Result['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    at ${node.target.join(' ')}: ${node.html.slice(0, 160)}\n    ${(node.failureSummary ?? '').replace(/\n\s*/g, ' ')}`,
    ),
  );
}

/** Waits until no animation (a dialog fading in, a panel sliding) runs: colours read mid-fade are not the page's. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

interface Scan {
  /** Only these axe rules (the contrast of a theme), instead of all. */
  rules?: string[];
  /** Only this part of the page (a modal dialog, whose page behind is checked on its own), instead of all. */
  within?: string;
}

export async function expectNoSeriousViolations(page: Page, what: string, { rules, within }: Scan = {}): Promise<void> {
  await settled(page);
  // Fluent's focus manager (Tabster) puts invisible <i tabindex="0" aria-hidden> sentinels at the edges of
  // focus groups, which hand the focus on the moment they get it; axe reads them as hidden focusable content.
  // One run inside the page (legacy mode: these pages frame nothing of another origin) reporting only the
  // violations in detail: 1.4 s a scan of the board on a quiet machine, against 9 s for the default partial runs
  // finished in a blank page of their own (docs/local-stack.md).
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .exclude('[data-tabster-dummy]');
  if (within) builder = builder.include(within);
  if (rules) builder = builder.withRules(rules);
  const results = await builder.analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(readable(serious), `serious or critical accessibility violations on ${what}`).toEqual([]);
}

/** The background Fluent's web themes give the page, by the system's colour scheme. */
const PAGE_BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(41, 41, 41)' } as const;

/**
 * Scans the page as it stands in the dark colour scheme and then in the light one: the page follows the
 * system's preference live, so one walk through a flow checks both themes (docs/local-stack.md).
 */
export async function expectNoSeriousViolationsInEitherScheme(page: Page, what: string, scan?: Scan): Promise<void> {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForFunction(
      (background) => getComputedStyle(document.querySelector('.fui-FluentProvider') as Element).backgroundColor === background,
      PAGE_BACKGROUND[colorScheme],
    );
    await expectNoSeriousViolations(page, `${what} (${colorScheme})`, scan);
  }
}
