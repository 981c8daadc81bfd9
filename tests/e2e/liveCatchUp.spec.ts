import { newContext } from './base';
import type { Page } from '@playwright/test';
import { expect, test } from './arrange';
import { BoardPage } from './boardPage';

/** Holds the page's negotiate call, and so its live channel's join, until released. */
async function holdJoin(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/realtime/negotiate**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a change sent between the board's read and its live channel's join shows without reading the board again", async ({
  browser,
  page,
  arrange,
}) => {
  // A board of its own and two people signed in: more than the default minute on a loaded machine.
  test.slow();
  const own = await arrange.ownBoard();
  const { title, id } = await own.card('Renew the TLS certificates', { status: 'Not Started', priority: '(2) Normal' });
  const meganContext = await newContext(browser);
  const megan = new BoardPage(await meganContext.newPage(), own);
  await megan.signInAndOpen('Megan Bowen');
  const releaseJoin = await holdJoin(page);
  const board = new BoardPage(page, own);
  await board.signInAndOpen('Alex Wilber');
  await expect(board.card(board.cell('(2) Normal', 'Not Started'), title)).toBeVisible();
  const boardReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/kanban/tasks')) boardReads.push(request.url());
  });

  await own.edit({ id, title }, { Status: 'Review' });
  // The change has left the server, as another person's page shows, before this page's channel joins.
  await expect(megan.card(megan.cell('(2) Normal', 'Review'), title)).toBeVisible();
  releaseJoin();

  await expect(board.card(board.cell('(2) Normal', 'Review'), title)).toBeVisible();
  await expect(board.card(board.cell('(2) Normal', 'Not Started'), title)).toHaveCount(0);
  expect(boardReads).toEqual([]);
  await meganContext.close();
});
