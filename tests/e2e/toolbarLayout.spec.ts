import type { Page } from '@playwright/test';
import { expect, test } from './arrange';
import { BoardPage } from './boardPage';

/** The widths the toolbar must fit, from the smallest phone to a wide desktop. */
const NAMED_WIDTHS = [320, 390, 768, 1024, 1440, 2560];
/**
 * Between them, every 40 px up to 1620 px: a wrap that only goes wrong at some width in between is
 * caught too. Wider than that the tools sit on one line beside the title, and more width only adds space.
 */
const SWEPT_WIDTHS = Array.from({ length: 33 }, (_, i) => 340 + i * 40);
const WIDTHS = [...new Set([...NAMED_WIDTHS, ...SWEPT_WIDTHS])].sort((a, b) => a - b);

const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'es-ES'];
const PEOPLE = [
  { role: 'an editor', name: 'Alex Wilber' },
  { role: 'the view-only user', name: 'Pradeep Gupta' },
];

/**
 * What is wrong with the toolbar's layout at the page's present width: a control that is not the
 * element at its own centre point (something covers it there), that overlaps another control at
 * all (a dropdown spilling over the left edge of a button leaves that button's centre free), or that
 * sticks out of the viewport.
 */
function toolbarProblems(page: Page, boardName: string): Promise<string[]> {
  return page.getByRole('toolbar', { name: boardName }).evaluate((toolbar) => {
    const CONTROLS = 'button, input, [role="combobox"]';
    const viewportWidth = document.documentElement.clientWidth;
    const describe = (element: Element | null) => {
      const control = element?.closest(CONTROLS) ?? element;
      return control
        ? `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim()}"`
        : 'nothing';
    };
    const controls = [...toolbar.querySelectorAll(CONTROLS)].filter((control) => {
      const box = control.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(control).visibility !== 'hidden';
    });
    const boxes = controls.map((control) => control.getBoundingClientRect());
    const problems: string[] = [];
    controls.forEach((control, i) => {
      const box = boxes[i];
      const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!atCentre || !control.contains(atCentre)) problems.push(`${describe(control)} is covered by ${describe(atCentre)}`);
      if (box.left < 0 || box.right > viewportWidth)
        problems.push(`${describe(control)} spans ${box.left}..${box.right} of ${viewportWidth} px`);
      controls.slice(i + 1).forEach((other, offset) => {
        const otherBox = boxes[i + 1 + offset];
        const overlapX = Math.min(box.right, otherBox.right) - Math.max(box.left, otherBox.left);
        const overlapY = Math.min(box.bottom, otherBox.bottom) - Math.max(box.top, otherBox.top);
        const nested = control.contains(other) || other.contains(control);
        if (!nested && overlapX > 0 && overlapY > 0)
          problems.push(`${describe(control)} overlaps ${describe(other)} by ${overlapX} x ${overlapY} px`);
      });
    });
    return problems;
  });
}

/** Two frames after a resize: the media query, React's render and the layout have all happened. */
const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function problemsAtEveryWidth(page: Page, boardName: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    problems.push(...(await toolbarProblems(page, boardName)).map((problem) => `${width} px: ${problem}`));
  }
  return problems;
}

/** The view type whose name is the longest in the page's language: the widest the view dropdown gets. */
async function pickLongestViewType(page: Page, boardName: string): Promise<string> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('toolbar', { name: boardName }).getByRole('combobox').click();
  const names = await page.getByRole('option').allTextContents();
  const longest = names.reduce((a, b) => (b.length > a.length ? b : a));
  await page.getByRole('option', { name: longest, exact: true }).click();
  return longest;
}

for (const locale of LOCALES) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    for (const person of PEOPLE) {
      test(`no toolbar control covers another, or leaves the screen, for ${person.role} from 320 to 2560 px`, async ({ page, arrange }) => {
        // A board of the test's own, with the demo board's columns, lanes and access but no cards: the toolbar is
        // the same, each of the ~70 resizes lays out a toolbar rather than every card the other specs left on the
        // demo board, and its name (the demo's and a tag) is longer than the demo board's.
        const own = await arrange.ownBoard();
        const board = new BoardPage(page, own);
        await board.signInAndOpen(person.name);
        expect(await problemsAtEveryWidth(page, board.boardName)).toEqual([]);
        const longest = await pickLongestViewType(page, board.boardName);
        expect(await problemsAtEveryWidth(page, board.boardName), `with the view "${longest}"`).toEqual([]);
      });
    }
  });
}
