import type { Page } from '@playwright/test';
import { expect, test } from './arrange';
import { BIG_BOARD_COLUMNS, BIG_BOARD_LANE, type BigBoard, cardsPerColumnInPdf, createBigBoard } from './bigBoard';
import { BoardPage } from './boardPage';
import { readSavedPdf } from './pdfFile';

/** A card's face: the button named by its title that covers the card (BoardPage.titles reads them too). */
const CARD_FACE = '[aria-roledescription="card"]';

const lastTitle = (big: BigBoard, column: string) => big.titles[column][big.titles[column].length - 1];

const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/** A new big board, open as its owner at its top: its first card shown, the last card of no column drawn. */
async function openBigBoard(page: Page, baseURL: string | undefined, demoBoardID: string): Promise<{ big: BigBoard; board: BoardPage }> {
  const big = await createBigBoard(baseURL as string, demoBoardID);
  const board = new BoardPage(page, big.name);
  await board.signInAndOpen('Adele Vance');
  await expect(board.card(board.cell(BIG_BOARD_LANE, 'Not Started'), big.titles['Not Started'][0])).toBeVisible();
  for (const { name } of BIG_BOARD_COLUMNS) await expect(board.card(board.cell(BIG_BOARD_LANE, name), lastTitle(big, name))).toHaveCount(0);
  return { big, board };
}

// A full-HD screen shows the five columns side by side; at the default 1280 px one lies out of sight to the right (see the last test).
test.use({ viewport: { width: 1920, height: 1080 } });

test('a big board draws the cards near the viewport only, and the last cards of its columns once scrolled to the bottom', async ({
  page,
  arrange,
  baseURL,
}) => {
  const { big, board } = await openBigBoard(page, baseURL, arrange.boardID);
  for (const { name } of BIG_BOARD_COLUMNS) await expect(board.card(board.cell(BIG_BOARD_LANE, name), big.titles[name][0])).toBeVisible();
  expect(await page.locator(CARD_FACE).count()).toBeLessThan(big.total / 4);

  await scrollToBottom(page);
  // The cells' heights settle as the chunks near the bottom are drawn, so this waits for the last cards without scrolling again.
  const lastCardsDrawn = async () => {
    const drawn: string[] = [];
    for (const { name } of BIG_BOARD_COLUMNS)
      if ((await board.card(board.cell(BIG_BOARD_LANE, name), lastTitle(big, name)).count()) > 0) drawn.push(name);
    return drawn;
  };
  await expect.poll(lastCardsDrawn).not.toEqual([]);
  expect(await page.locator(CARD_FACE).count()).toBeLessThan(big.total / 4);
  for (const { name } of BIG_BOARD_COLUMNS) await expect(board.card(board.cell(BIG_BOARD_LANE, name), big.titles[name][0])).toHaveCount(0);
});

test('a card of a big board moves to another column with the keyboard, and stays there', async ({ page, arrange, baseURL }) => {
  const { big, board } = await openBigBoard(page, baseURL, arrange.boardID);
  const title = big.titles['Not Started'][1];
  const cards = Object.fromEntries(BIG_BOARD_COLUMNS.map(({ name, cards: count }) => [name, count]));
  await board.pickUp(
    board.cell(BIG_BOARD_LANE, 'Not Started'),
    title,
    `column Not Started, lane ${BIG_BOARD_LANE}, position 2 of ${cards['Not Started']}`,
  );
  await page.keyboard.press('ArrowRight');
  await expect(
    board.announcement(`${title} is over column In Progress, lane ${BIG_BOARD_LANE}, which is full: its work-in-progress limit is 3.`),
  ).toBeAttached();
  await page.keyboard.press('ArrowRight');
  const place = `column Review, lane ${BIG_BOARD_LANE}, position 2 of ${cards.Review + 1}`;
  await expect(board.announcement(`${title} is over ${place}.`)).toBeAttached();
  const saved = board.movesSaved();
  await page.keyboard.press('Space');
  await expect(board.announcement(`Dropped ${title} into ${place}.`)).toBeAttached();
  await expect(board.card(board.cell(BIG_BOARD_LANE, 'Review'), title)).toBeVisible();
  await saved;

  await page.reload();
  await expect(board.card(board.cell(BIG_BOARD_LANE, 'Review'), title)).toBeVisible();
  expect((await board.titles(BIG_BOARD_LANE, 'Review')).slice(0, 3)).toEqual([big.titles.Review[0], title, big.titles.Review[1]]);
  await expect(board.card(board.cell(BIG_BOARD_LANE, 'Not Started'), title)).toHaveCount(0);
});

/**
 * The cards the page holds at its fullest, by column, top to bottom. The export lays the whole board out
 * only while it draws it, with the main thread mostly busy: a poll could miss that moment, an observer
 * in the page cannot.
 */
async function recordFullestBoard(page: Page): Promise<() => Promise<Record<string, string[]>>> {
  await page.evaluate((selector) => {
    const fullest: { count: number; byColumn: Record<string, string[]> } = { count: 0, byColumn: {} };
    (window as unknown as { fullestBoard: typeof fullest }).fullestBoard = fullest;
    new MutationObserver(() => {
      const faces = document.querySelectorAll(selector);
      if (faces.length <= fullest.count) return;
      fullest.count = faces.length;
      fullest.byColumn = {};
      for (const face of faces) {
        const column = face.closest('[role="region"]')?.getAttribute('aria-label') ?? '';
        (fullest.byColumn[column] ??= []).push(face.getAttribute('aria-label') ?? '');
      }
    }).observe(document.body, { childList: true, subtree: true });
  }, CARD_FACE);
  return () => page.evaluate(() => (window as unknown as { fullestBoard: { byColumn: Record<string, string[]> } }).fullestBoard.byColumn);
}

/*
 * The PDF draws the board as pictures (JPEG slices of the board; only its header is PDF text), so the
 * cards' titles are pixels, not text a test can search. The test checks the two halves of "the PDF
 * holds every card" instead: while the export draws, the page holds every card of every column, by
 * title and in order, the last ones included, which the screen had not drawn; and the PDF's pictures
 * show, column by column, as many cards as the column holds.
 */
test('the PDF of a big board draws every card, those the screen did not draw included', async ({ page, arrange, baseURL }) => {
  const { big, board } = await openBigBoard(page, baseURL, arrange.boardID);
  const fullest = await recordFullestBoard(page);

  await page.getByRole('button', { name: 'Board actions' }).click();
  // Drawing 800 cards takes about 20 s on a 2-core machine alone, and more than twice that beside another spec file.
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('menuitem', { name: 'Save as PDF' }).click();
  const pdf = await readSavedPdf(await download);
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  expect(await fullest()).toEqual(Object.fromEntries(BIG_BOARD_COLUMNS.map(({ name }) => [name, big.titles[name]])));
  expect(await cardsPerColumnInPdf(page, pdf.jpegs)).toEqual(BIG_BOARD_COLUMNS.map(({ cards }) => cards));
  // Back on screen, the board draws the cards near the viewport only again.
  await expect(board.card(board.cell(BIG_BOARD_LANE, 'Deferred'), lastTitle(big, 'Deferred'))).toHaveCount(0);
});

// Scrolled to the bottom, the last card is there: drawn chunks are measured with their cards drawn whole, and the
// chunks drawn on the way settle the page's height within a scroll or two, as a reader scrolls on to the end.
test('scrolled to the bottom, a big board shows the last card of its longest column', async ({ page, arrange, baseURL }) => {
  const { big, board } = await openBigBoard(page, baseURL, arrange.boardID);
  const lastCard = board.card(board.cell(BIG_BOARD_LANE, 'Deferred'), lastTitle(big, 'Deferred'));
  await expect(async () => {
    await scrollToBottom(page);
    await expect(lastCard).toBeInViewport({ timeout: 1000 });
  }).toPass();
});

// At 1280 px the Deferred column lies out of sight to the right and is never drawn: its height is estimated from
// the cards drawn in the other columns, close enough that scrolled to the bottom and then to the right, its last
// card is where the reader looks.
test('at 1280 px wide, a big board scrolled to the bottom and then to the right shows the last card of the column out of sight', async ({
  page,
  arrange,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const { big, board } = await openBigBoard(page, baseURL, arrange.boardID);
  await scrollToBottom(page);
  const lastCard = board.card(board.cell(BIG_BOARD_LANE, 'Deferred'), lastTitle(big, 'Deferred'));
  await expect(async () => {
    await page.getByRole('region', { name: BIG_BOARD_LANE, exact: true }).evaluate((lane) => {
      const columns = lane.parentElement as HTMLElement;
      columns.scrollLeft = columns.scrollWidth;
    });
    await scrollToBottom(page);
    await expect(lastCard).toBeInViewport({ timeout: 1000 });
  }).toPass();
});
