import { newContext } from './base';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from './arrange';
import { BoardPage } from './boardPage';

// The local stack writes its Web PubSub emulator's pid here (infra/local EMULATOR_PID_FILE); Playwright
// loads specs without the `source` condition, so the constant cannot be imported from the stack's sources.
const EMULATOR_PID_FILE = 'webpubsub-emulator.pid';

/** Alex and Megan, each in a browser of their own, on one board. */
async function twoPeople(browser: Browser, boardName: string) {
  const alexContext = await newContext(browser);
  const meganContext = await newContext(browser);
  const alex = new BoardPage(await alexContext.newPage(), boardName);
  const megan = new BoardPage(await meganContext.newPage(), boardName);
  await alex.signInAndOpen('Alex Wilber');
  await megan.signInAndOpen('Megan Bowen');
  return { alex, megan, close: () => Promise.all([alexContext.close(), meganContext.close()]) };
}

/** Waits until the page's live channel is open (its WebSocket to the Web PubSub endpoint). */
function liveChannelOpened(board: BoardPage) {
  return board.page.waitForEvent('websocket', { predicate: (socket) => socket.url().includes('/client/hubs/'), timeout: 20_000 });
}

test("a move by one person appears on the other person's board", async ({ browser, arrange }) => {
  const own = await arrange.ownBoard();
  const { title } = await own.card('Triage support backlog', { status: 'Not Started', priority: '' });
  const { alex, megan, close } = await twoPeople(browser, own.name);
  const saved = alex.movesSaved();
  await alex.drag(alex.card(alex.cell('Unassigned', 'Not Started'), title), alex.cell('Unassigned', 'Review'));
  await saved;
  await expect(megan.card(megan.cell('Unassigned', 'Review'), title)).toBeVisible();
  expect(await megan.titles('Unassigned', 'Not Started')).not.toContain(title);
  await close();
});

test("an edit, a create and a delete by one person appear on the other person's board", async ({ browser, arrange }) => {
  const own = await arrange.ownBoard();
  const { title: edited } = await own.card('Write release notes 2.4', { status: 'Completed', priority: '(3) Low' });
  const { title: removed } = await own.card('Retire legacy API v1', { status: 'Completed', priority: '(3) Low' });
  const created = own.title('Brand new card');
  const { alex, megan, close } = await twoPeople(browser, own.name);

  await alex.openCard(alex.cell('(3) Low', 'Completed'), edited);
  const dialog = alex.page.getByRole('dialog', { name: edited });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(`${edited} (edited)`);
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden();

  const review = alex.cell('(3) Low', 'Review');
  await alex.quickAdd(review, 'Review', created);

  await alex
    .cell('(3) Low', 'Completed')
    .getByRole('button', { name: `More options for ${removed}` })
    .click();
  await alex.page.getByRole('menuitem', { name: 'Delete' }).click();
  await alex.page.getByRole('alertdialog', { name: 'Delete card' }).getByRole('button', { name: 'Delete' }).click();
  await expect(alex.card(alex.cell('(3) Low', 'Completed'), removed)).toHaveCount(0);

  await expect(megan.card(megan.cell('(3) Low', 'Completed'), `${edited} (edited)`)).toBeVisible();
  await expect(megan.card(megan.cell('(3) Low', 'Review'), created)).toBeVisible();
  await expect(megan.card(megan.cell('(3) Low', 'Completed'), removed)).toHaveCount(0);
  await close();
});

test('after the live channel is cut and comes back, nothing that happened meanwhile is missing', async ({ browser, arrange }) => {
  const own = await arrange.ownBoard();
  const { title: missed } = await own.card('Fix flaky checkout test', { status: 'Completed', priority: '' });
  const { title: live } = await own.card('Tune cache headers', { status: 'Deferred', priority: '(1) High' });
  const { alex, megan, close } = await twoPeople(browser, own.name);
  const reconnected = Promise.all([liveChannelOpened(megan), liveChannelOpened(alex)]);
  const pid = Number(await readFile(path.join(process.env.LISTBOARD_E2E_DATA as string, EMULATOR_PID_FILE), 'utf8'));
  process.kill(pid, 'SIGKILL');

  const saved = alex.movesSaved();
  await alex.drag(alex.card(alex.cell('Unassigned', 'Completed'), missed), alex.cell('Unassigned', 'Deferred'));
  expect(((await saved) as { status(): number }).status()).toBe(200);

  await reconnected;
  // A bounded wait, not a speed check: when the page reconnects before the move lands, the move comes
  // by the server's outbox, whose retries back off to 5 s while the emulator restarts, then is held
  // 2 s on the page; under a loaded CI machine that took longer than 15 s.
  await expect(megan.card(megan.cell('Unassigned', 'Deferred'), missed)).toBeVisible({ timeout: 30_000 });

  // The channel is live again: the next change arrives without a reload.
  const next = alex.movesSaved();
  await alex.drag(alex.card(alex.cell('(1) High', 'Deferred'), live), alex.cell('(1) High', 'Completed'));
  await next;
  await expect(megan.card(megan.cell('(1) High', 'Completed'), live)).toBeVisible();
  await close();
});
