import type { Page } from '@playwright/test';
import { type BoardArrangement, expect, test } from './arrange';
import { BoardPage } from './boardPage';

test('leaves out the empty default lane when the board adds none, and shows it once it holds a card', async ({ page, arrange }) => {
  const own = await arrange.ownBoard((config) => {
    config.swimlanes.addDefault = false;
  });
  await own.card('Lane kept', { status: 'Not Started', priority: '(1) High' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  await expect(board.lane('(3) Low')).toBeVisible();
  await expect(board.lane('Unassigned')).toHaveCount(0);

  const { title } = await own.card('Lane without priority', { status: 'Review', priority: '' });
  await page.reload();
  await expect(board.card(board.cell('Unassigned', 'Review'), title)).toBeVisible();
});

test('keeps a card in its lane when the board does not allow dragging between lanes', async ({ page, arrange }) => {
  const own = await arrange.ownBoard((config) => {
    config.swimlanes.allowDrag = false;
  });
  const { title } = await own.card('Lane bound', { status: 'Not Started', priority: '(2) Normal' });
  await own.card('Lane neighbour', { status: 'Not Started', priority: '(1) High' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const card = board.card(board.cell('(2) Normal', 'Not Started'), title);

  await board.pickUp(board.cell('(2) Normal', 'Not Started'), title, 'column Not Started, lane (2) Normal, position 1 of 1');
  // Shift+Up has no lane to go to; Right still moves along the lane.
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('ArrowRight');
  await expect(board.announcement(`${title} is over column In Progress, lane (2) Normal, position 1 of 1.`)).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(card).toBeVisible();

  // With the mouse, another lane is no target: the card ends in its own lane.
  await board.drag(card, board.cell('(1) High', 'Review'));
  await expect(board.card(board.lane('(2) Normal'), title)).toBeVisible();
  await expect(board.card(board.lane('(1) High'), title)).toHaveCount(0);
  await page.reload();
  await expect(board.card(board.lane('(2) Normal'), title)).toBeVisible();
});

test('hides empty lanes for everyone when the board says so, and the page cannot show them', async ({ page, arrange }) => {
  const own = await arrange.ownBoard((config) => {
    config.swimlanes.hideEmpty = false;
    config.swimlanes.hideEmptyAll = true;
  });
  await own.card('Only high', { status: 'Not Started', priority: '(1) High' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  for (const lane of ['(2) Normal', '(3) Low', 'Unassigned']) await expect(board.lane(lane)).toHaveCount(0);
  await page.getByRole('button', { name: 'Swimlanes' }).click();
  const option = page.getByRole('menuitemcheckbox', { name: /Hide empty swimlanes/ });
  await expect(option).toBeChecked();
  await expect(option).toBeDisabled();
  await expect(option).toContainText('For everyone on this board');
});

/** Six cards in one cell of a board with lanes 120 px tall, and whether its columns scroll inside the lanes. */
async function tallCell(page: Page, arrange: BoardArrangement, useColumnScroll: boolean) {
  const own = await arrange.ownBoard((config) => {
    config.swimlanes.height = 120;
    config.swimlanes.useColumnScroll = useColumnScroll;
  });
  const titles = [];
  for (const name of ['Tall 1', 'Tall 2', 'Tall 3', 'Tall 4', 'Tall 5', 'Tall 6'])
    titles.push((await own.card(name, { status: 'Not Started', priority: '(1) High' })).title);
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const cell = board.cell('(1) High', 'Not Started');
  const last = board.card(cell, titles[5]);
  await expect(last).toBeAttached();
  return { board, cell, last, cellBox: await board.settledBox(cell) };
}

test('keeps a lane as tall as the board says when its columns scroll, the cards scrolling inside their cells', async ({
  page,
  arrange,
}) => {
  const { board, last, cellBox } = await tallCell(page, arrange, true);
  // The header, 120 px of cards and the cell's padding; six cards would take far more.
  expect(cellBox.height).toBeLessThan(240);
  // The last card is below the cell's bottom until the cell's cards are scrolled.
  expect((await last.boundingBox())?.y ?? 0).toBeGreaterThan(cellBox.y + cellBox.height);
  await last.scrollIntoViewIfNeeded();
  const shown = await last.boundingBox();
  expect(shown?.y ?? 0).toBeLessThan(cellBox.y + cellBox.height);
  await expect(board.lane('(2) Normal')).toBeVisible();
});

test('lets a lane grow with its cards when its columns do not scroll, whatever height the board names', async ({ page, arrange }) => {
  const { last, cellBox } = await tallCell(page, arrange, false);
  expect(cellBox.height).toBeGreaterThan(240);
  const lastBox = await last.boundingBox();
  expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(cellBox.y + cellBox.height + 1);
});

test('lays the cards of a size M board two across in columns at least 360 px wide, one across on a phone', async ({ page, arrange }) => {
  const own = await arrange.ownBoard((config) => {
    config.cardSize = 'M';
  });
  const first = await own.card('Small one', { status: 'Not Started', priority: '(1) High' });
  const second = await own.card('Small two', { status: 'Not Started', priority: '(1) High' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const cell = board.cell('(1) High', 'Not Started');
  const a = await board.settledBox(board.cardFace(cell, first.title));
  const b = await board.settledBox(board.cardFace(cell, second.title));
  expect(Math.round(a.width)).toBe(180);
  expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  expect(b.x).toBeGreaterThan(a.x + a.width);
  expect((await board.settledBox(cell)).width).toBeGreaterThanOrEqual(360);

  // A phone shows one column at a time: its M cards go one across, and the column fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await board.cardFace(cell, second.title).boundingBox())?.y ?? 0).toBeGreaterThan(a.y + a.height);
  const narrow = await board.settledBox(cell);
  expect(narrow.x + narrow.width).toBeLessThanOrEqual(390);
});
