import { expect, test } from './arrange';
import { BoardPage } from './boardPage';

const focusedCardName = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

test('steers a card on the grid with the keyboard, announcing column, lane and position, and keeps focus on it', async ({
  page,
  arrange,
}) => {
  const own = await arrange.ownBoard();
  const { title: first } = await own.card('Kb first', { status: 'Not Started', priority: '(2) Normal' });
  const { title } = await own.card('Kb moved', { status: 'Not Started', priority: '(2) Normal' });
  for (const name of ['Kb doing 1', 'Kb doing 2']) await own.card(name, { status: 'In Progress', priority: '(2) Normal' });
  for (const name of ['Kb review 1', 'Kb review 2', 'Kb review 3', 'Kb review 4'])
    await own.card(name, { status: 'Review', priority: '(2) Normal' });
  await own.card('Kb high', { status: 'Review', priority: '(1) High' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  expect(await board.titles('(2) Normal', 'Not Started')).toEqual([first, title]);

  await board.pickUp(board.cell('(2) Normal', 'Not Started'), title, 'column Not Started, lane (2) Normal, position 2 of 2');
  // Down at the last card stays in the column: the drop changes nothing.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(board.announcement(`Dropped ${title} into column Not Started, lane (2) Normal, position 2 of 2.`)).toBeAttached();
  expect(await board.titles('(2) Normal', 'Not Started')).toEqual([first, title]);
  await expect.poll(() => focusedCardName(page)).toBe(title);

  // Right goes to the next column of the same lane, at the height the card is carried at.
  await board.pickUp(board.cell('(2) Normal', 'Not Started'), title, 'column Not Started, lane (2) Normal, position 2 of 2');
  await page.keyboard.press('ArrowRight');
  await expect(board.announcement(`${title} is over column In Progress, lane (2) Normal, position 2 of 3.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(board.announcement(`${title} is over column Review, lane (2) Normal, position 2 of 5.`)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(board.announcement(`${title} is over column Review, lane (2) Normal, position 3 of 5.`)).toBeAttached();
  // Shift+Up changes the lane, in the same column: coming from below, the card goes to the end.
  await page.keyboard.press('Shift+ArrowUp');
  await expect(board.announcement(`${title} is over column Review, lane (1) High, position 2 of 2.`)).toBeAttached();
  const saved = board.movesSaved();
  await page.keyboard.press('Space');
  await expect(board.announcement(`Dropped ${title} into column Review, lane (1) High, position 2 of 2.`)).toBeAttached();
  await expect(board.card(board.cell('(1) High', 'Review'), title)).toBeVisible();
  await expect.poll(() => focusedCardName(page)).toBe(title);
  await saved;
  await page.reload();
  await expect(board.card(board.cell('(1) High', 'Review'), title)).toBeVisible();
});

test('keeps the carried card in view on a small screen and the dropped card focused', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const { title } = await own.card('Kb far', { status: 'Not Started', priority: '(2) Normal' });
  await page.setViewportSize({ width: 800, height: 600 });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  await board.pickUp(board.cell('(2) Normal', 'Not Started'), title, 'column Not Started, lane (2) Normal, position 1 of 1');
  for (const column of ['In Progress', 'Review', 'Completed', 'Deferred']) {
    await page.keyboard.press('ArrowRight');
    await expect(board.announcement(`${title} is over column ${column}, lane (2) Normal, position 1 of 1.`)).toBeAttached();
    await expect(board.card(board.cell('(2) Normal', column), title)).toBeInViewport();
  }
  const saved = board.movesSaved();
  await page.keyboard.press('Space');
  const dropped = board.card(board.cell('(2) Normal', 'Deferred'), title);
  await expect(dropped).toBeInViewport();
  await expect.poll(() => focusedCardName(page)).toBe(title);
  await saved;
});

test('says while dragging that a column at its WIP limit is full, and names the column and its limit when it refuses the drop', async ({
  page,
  arrange,
}) => {
  const own = await arrange.ownBoard();
  for (const name of ['Wip one', 'Wip two', 'Wip three']) await own.card(name, { status: 'In Progress', priority: '(1) High' });
  const { title } = await own.card('Wip newcomer', { status: 'Not Started', priority: '(1) High' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const full = board.cell('(1) High', 'In Progress');

  await board.pickUp(board.cell('(1) High', 'Not Started'), title, 'column Not Started, lane (1) High, position 1 of 1');
  await page.keyboard.press('ArrowRight');
  await expect(
    board.announcement(`${title} is over column In Progress, lane (1) High, which is full: its work-in-progress limit is 3.`),
  ).toBeAttached();
  await expect(full.getByText('Full: WIP limit 3')).toBeVisible();
  await expect(full).toHaveAccessibleDescription('Full: WIP limit 3');
  await page.keyboard.press('Space');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Column In Progress is full: its work-in-progress limit is 3. The card stays where it was.' }),
  ).toBeVisible();
  await expect(board.card(board.cell('(1) High', 'Not Started'), title)).toBeVisible();
  await expect(full.getByText('Full: WIP limit 3')).toBeHidden();

  // With the mouse, the column says it is full while the card hovers it.
  await board.dragOver(board.card(board.cell('(1) High', 'Not Started'), title), full);
  await expect(full.getByText('Full: WIP limit 3')).toBeVisible();
  await expect(full).toHaveAccessibleDescription('Full: WIP limit 3');
  await page.mouse.up();
  await expect(board.card(board.cell('(1) High', 'Not Started'), title)).toBeVisible();
  expect(await board.titles('(1) High', 'In Progress')).toHaveLength(3);
});

test('lists the keys that move a card, and undo and redo, in the board’s keyboard help', async ({ page, arrange }) => {
  const board = new BoardPage(page, arrange);
  await board.signInAndOpen();
  await page.getByRole('button', { name: 'Board actions' }).click();
  await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  for (const [key, what] of [
    ['Space or Enter', 'Pick up the focused card'],
    ['↑ ↓', 'Move it up or down within its column'],
    ['← →', 'Move it to the next column in the same lane'],
    ['Shift+↑ Shift+↓', 'Move it to the lane above or below'],
    ['Escape', 'Cancel: it goes back'],
    ['Ctrl+Z (⌘Z)', 'Undo your last change on the board'],
    ['Ctrl+Shift+Z or Ctrl+Y (⇧⌘Z)', 'Redo the change you undid'],
  ]) {
    await expect(help.getByRole('term').filter({ hasText: key }).first()).toBeVisible();
    await expect(help.getByRole('definition').filter({ hasText: what })).toBeVisible();
  }
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toBeHidden();
});
