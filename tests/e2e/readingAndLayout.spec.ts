import type { Locator, Page } from '@playwright/test';
import { expect, test } from './arrange';
import { BoardPage } from './boardPage';

/**
 * Reading and layout on the board and in the card dialog: a view-only person reads the card dialog's values plainly, the
 * dialog keeps its height between tabs, "New filter" leaves the page where it was, and on a phone
 * the header is one line and the cards start high on the first screen; the sign-in page names each
 * demo user's role.
 */

const colorOf = (locator: Locator): Promise<string> => locator.evaluate((element) => getComputedStyle(element).color);

/** Two frames: whatever the last event started (a focus moved back, a scroll) has happened. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test("a view-only person reads the card dialog's values in the dialog's text colour", async ({ page, arrange }) => {
  const card = await arrange.card('Update privacy policy', { status: 'Review', priority: '(2) Normal', values: { Project: 'Website' } });
  const board = new BoardPage(page);
  await board.signInAndOpen('Pradeep Gupta');
  await page.getByRole('button', { name: `More options for ${card.title}` }).click();
  await page.getByRole('menuitem', { name: 'Open' }).click();
  const dialog = page.getByRole('dialog', { name: card.title });
  const project = dialog.getByRole('textbox', { name: 'Project', exact: true });
  const status = dialog.getByRole('combobox', { name: 'Status', exact: true });
  await expect(project).toHaveValue('Website');
  await expect(project).not.toBeEditable();
  const text = await colorOf(dialog.getByRole('heading', { name: card.title }));
  expect(await colorOf(project)).toBe(text);
  expect(await colorOf(status)).toBe(text);
});

test('the card dialog keeps its height from tab to tab', async ({ page, arrange }) => {
  // On a board of its own: on the shared demo board, other tests' cards arriving in the same cell could move the
  // card from under the pointer between Playwright's aim and its click.
  const own = await arrange.ownBoard();
  const card = await own.card('Write release notes 2.4', { status: 'Review', priority: '(2) Normal' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  await board.openCard(board.cell('(2) Normal', 'Review'), card.title);
  const dialog = page.getByRole('dialog', { name: card.title });
  const tabs = dialog.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const heights: number[] = [];
  for (let index = 0; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await nextFrames(page);
    heights.push((await dialog.boundingBox())?.height ?? 0);
  }
  expect(heights.length).toBeGreaterThan(2);
  expect(new Set(heights)).toEqual(new Set([heights[0]]));
});

test('opening "New filter" leaves the page behind where it was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  const board = new BoardPage(page);
  await board.signInAndOpen('Adele Vance');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const newFilter = page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'New filter' });
  await expect(newFilter).toBeVisible();
  // The board scrolled on until the Filters button is out of sight; the panel's button is still in view.
  await page.evaluate(() => window.scrollTo(0, 110));
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).not.toBeInViewport();
  await expect(newFilter).toBeInViewport();
  // By keyboard: a pointer click lets Playwright scroll the page to the button first, which is not what is tested.
  await newFilter.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'New filter' }).getByRole('textbox', { name: 'Filter name' })).toBeFocused();
  await nextFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(scrolled).toBeGreaterThan(0);
});

test('the sign-in page says which role each demo user has on the demo board', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('their role on the board “Team tasks”')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adele Vance', exact: true })).toHaveAccessibleDescription('Owner');
  await expect(page.getByRole('button', { name: 'Alex Wilber', exact: true })).toHaveAccessibleDescription('Editor');
  await expect(page.getByRole('button', { name: 'Pradeep Gupta', exact: true })).toHaveAccessibleDescription('View only');
});

const PHONE = { width: 390, height: 844 };

for (const locale of ['en-US', 'de-DE']) {
  test.describe(`on a 390 px phone in ${locale}`, () => {
    test.use({ locale, viewport: PHONE });

    test('the header is one line and the cards start in the upper third of the first screen', async ({ page, arrange }) => {
      const own = await arrange.ownBoard();
      const card = await own.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High' });
      const board = new BoardPage(page, own);
      await board.signInAndOpen();
      const header = page.getByRole('banner');
      const signOut = header.getByRole('button', { name: locale === 'de-DE' ? 'Abmelden' : 'Sign out' });
      const boards = header.getByRole('link').first();
      const [headerBox, signOutBox, boardsBox] = await Promise.all([header.boundingBox(), signOut.boundingBox(), boards.boundingBox()]);
      // One line: the bar is no taller than its tallest control plus its padding, and its controls share a middle.
      expect(headerBox?.height).toBeLessThanOrEqual(44);
      expect(
        Math.abs((signOutBox?.y ?? 0) + (signOutBox?.height ?? 0) / 2 - ((boardsBox?.y ?? 0) + (boardsBox?.height ?? 0) / 2)),
      ).toBeLessThanOrEqual(2);
      expect((signOutBox?.x ?? 0) + (signOutBox?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);

      const toolbar = await page.getByRole('toolbar', { name: own.name }).boundingBox();
      expect((toolbar?.y ?? 0) + (toolbar?.height ?? 0), 'the toolbar ends within the top fifth').toBeLessThanOrEqual(PHONE.height * 0.2);
      const first = await page.getByRole('button', { name: card.title, exact: true }).boundingBox();
      expect(first?.y, 'the first card starts within the top 36 percent').toBeLessThanOrEqual(PHONE.height * 0.36);
    });

    test("the second lane's cards are wholly visible when scrolled to", async ({ page, arrange }) => {
      const card = await arrange.card('Review the phone layout', { status: 'Not Started', priority: '(2) Normal' });
      const board = new BoardPage(page);
      await board.signInAndOpen();
      const face = board.cardFace(board.cell('(2) Normal', 'Not Started'), card.title);
      await face.scrollIntoViewIfNeeded();
      await nextFrames(page);
      // Every corner of the card is the card itself on screen: no lane or column above it cuts it off.
      const hidden = await face.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const corners: [number, number][] = [
          [box.left + 2, box.top + 2],
          [box.right - 2, box.top + 2],
          [box.left + 2, box.bottom - 2],
          [box.right - 2, box.bottom - 2],
        ];
        return corners
          .filter(([x, y]) => !element.contains(document.elementFromPoint(x, y)))
          .map(([x, y]) => `${Math.round(x)},${Math.round(y)}`);
      });
      expect(hidden, 'corners of the card that something else covers or clips').toEqual([]);
    });

    test('every step of the configuration wizard fits within the phone, its step names wrapped', async ({ page, arrange }) => {
      const own = await arrange.ownBoard();
      await page.goto('/');
      await page.getByRole('button', { name: 'Adele Vance' }).click();
      await expect(page.getByRole('link', { name: own.name, exact: true })).toBeVisible();
      for (const step of [0, 1, 2, 3]) {
        const wizard = new URL(page.url());
        wizard.pathname = `/newboard/${encodeURIComponent(own.boardID)}/${step}`;
        await page.goto(wizard.toString());
        const steps = page.getByRole('tablist').first();
        await expect(steps.getByRole('tab').nth(step)).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        const last = await steps.getByRole('tab').last().boundingBox();
        expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `the page width at step ${step + 1}`).toBeLessThanOrEqual(
          PHONE.width,
        );
      }
    });
  });
}
