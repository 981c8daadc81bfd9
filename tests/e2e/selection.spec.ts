import type { Page } from '@playwright/test';
import { type BoardArrangement, expect, test } from './arrange';
import { BoardPage } from './boardPage';

/** Selecting cards and moving them together (docs/board-page.md#selection), on a board of the test's own. */

const selected = (title: string) => `${title} (selected)`;

/** Two new cards in Review of the Low lane of a board of the test's own, selected by Ctrl+click and Shift+click. */
async function twoSelected(page: Page, arrange: BoardArrangement, names: [string, string]) {
  const own = await arrange.ownBoard();
  const first = await own.card(names[0], { status: 'Review', priority: '(3) Low' });
  const second = await own.card(names[1], { status: 'Review', priority: '(3) Low' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const cell = board.cell('(3) Low', 'Review');
  await board.card(cell, first.title).click({ modifiers: ['ControlOrMeta'], position: { x: 12, y: 10 } });
  await board.card(cell, second.title).click({ modifiers: ['Shift'], position: { x: 12, y: 10 } });
  const bar = page.getByRole('toolbar', { name: 'Selected cards' });
  await expect(bar.getByText('Selected: 2')).toBeVisible();
  return { board, cell, first, second, bar };
}

test('drags two selected cards together into another column, in order, and undoes them as one step', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const first = await own.card('Draft release notes', { status: 'Not Started', priority: '(2) Normal' });
  const second = await own.card('Record demo video', { status: 'Not Started', priority: '(2) Normal' });
  const left = await own.card('Book retro room', { status: 'Not Started', priority: '(2) Normal' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const from = board.cell('(2) Normal', 'Not Started');
  const to = board.cell('(2) Normal', 'Review');

  await board.card(from, first.title).click({ modifiers: ['ControlOrMeta'], position: { x: 12, y: 10 } });
  await board.card(from, second.title).click({ modifiers: ['ControlOrMeta'], position: { x: 12, y: 10 } });
  const bar = page.getByRole('toolbar', { name: 'Selected cards' });
  await expect(bar.getByText('Selected: 2')).toBeVisible();
  expect(page.url()).not.toContain('/item/');

  const saved = page.waitForResponse((response) => response.url().includes('/api/kanban/movetasks'));
  await board.drag(board.card(from, selected(second.title)), to);
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Moved 2 cards to Review' })).toBeVisible();
  expect(await board.titles('(2) Normal', 'Review')).toEqual([selected(first.title), selected(second.title)]);
  expect(await board.titles('(2) Normal', 'Not Started')).toEqual([left.title]);

  await page.keyboard.press('Control+z');
  await expect(board.card(from, selected(first.title))).toBeVisible();
  await expect(board.card(from, selected(second.title))).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Undone: Moved 2 cards to Review' })).toBeVisible();

  await page.reload();
  await expect(board.card(from, second.title)).toBeVisible();
  expect(await board.titles('(2) Normal', 'Not Started')).toEqual([first.title, second.title, left.title]);
  expect(await board.titles('(2) Normal', 'Review')).toEqual([]);
});

test('moves a selection to a column from its bar, keeps each lane, and names the cards a full cell left behind', async ({
  page,
  arrange,
}) => {
  const own = await arrange.ownBoard();
  // In Progress takes 3 cards per lane; (1) High holds 2 already.
  await own.card('Patch auth library', { status: 'In Progress', priority: '(1) High' });
  await own.card('Rotate signing keys', { status: 'In Progress', priority: '(1) High' });
  const urgent = await own.card('Fix payment webhook', { status: 'Not Started', priority: '(1) High' });
  const late = await own.card('Renew TLS certificate', { status: 'Not Started', priority: '(1) High' });
  const normal = await own.card('Update roadmap', { status: 'Not Started', priority: '(2) Normal' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();

  // The card's menu selects without a pointer's modifier keys (touch, keyboard).
  await board.card(board.cell('(1) High', 'Not Started'), urgent.title).focus();
  await page.keyboard.press('x');
  await board
    .cardFace(board.cell('(1) High', 'Not Started'), late.title)
    .getByRole('button', { name: /More options/ })
    .click();
  await page.getByRole('menuitem', { name: 'Select' }).click();
  await board
    .card(board.cell('(2) Normal', 'Not Started'), normal.title)
    .click({ modifiers: ['ControlOrMeta'], position: { x: 12, y: 10 } });
  const bar = page.getByRole('toolbar', { name: 'Selected cards' });
  await expect(bar.getByText('Selected: 3')).toBeVisible();

  await bar.getByRole('button', { name: 'Move to' }).click();
  await page.getByRole('menuitem', { name: 'In Progress' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Moved 2 of 3 cards. “${late.title}”:` })).toBeVisible();
  await expect(board.card(board.cell('(1) High', 'In Progress'), selected(urgent.title))).toBeVisible();
  await expect(board.card(board.cell('(2) Normal', 'In Progress'), selected(normal.title))).toBeVisible();
  await expect(board.card(board.cell('(1) High', 'Not Started'), selected(late.title))).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(board.card(board.cell('(1) High', 'Not Started'), late.title)).toBeVisible();
  expect(await board.titles('(1) High', 'Not Started')).toEqual([late.title]);
  expect(await board.titles('(1) High', 'In Progress')).toHaveLength(3);
});

test('labels, assigns and deletes a selection from its Actions, and undoes the deletion as one step', async ({ page, arrange }) => {
  const { board, cell, first, second, bar } = await twoSelected(page, arrange, ['Archive old sprints', 'Clean up test data']);

  await bar.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Add label' }).click();
  await page.getByRole('menuitem', { name: 'Urgent' }).click();
  for (const card of [first, second]) await expect(board.cardFace(cell, selected(card.title)).getByText('Urgent')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Changed the labels of 2 cards' })).toBeVisible();

  await bar.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Assign to me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Assigned 2 cards' })).toBeVisible();

  await bar.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 2 cards?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(board.card(cell, selected(first.title))).toBeHidden();
  await expect(board.card(cell, selected(second.title))).toBeHidden();
  await expect(bar).toBeHidden();

  await page.getByRole('status').filter({ hasText: 'Deleted 2 cards' }).getByRole('button', { name: 'Undo' }).click();
  await expect(board.cardFace(cell, first.title).getByText('Urgent')).toBeVisible();
  await expect(board.card(cell, second.title)).toBeVisible();
  await page.reload();
  await expect(board.cardFace(cell, second.title).getByText('Urgent')).toBeVisible();
  expect(await board.titles('(3) Low', 'Review')).toEqual([first.title, second.title]);
});

test('sets a field on a selection and copies it, each undone as one step', async ({ page, arrange }) => {
  const { board, cell, first, second, bar } = await twoSelected(page, arrange, ['Draft release notes', 'Check the changelog']);

  await bar.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Set a field…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set a field on 2 cards' });
  await dialog.getByRole('combobox', { name: 'Field' }).selectOption({ label: 'Project' });
  await dialog.getByRole('textbox', { name: 'Project' }).fill('Intranet');
  await dialog.getByRole('button', { name: 'Set' }).click();
  for (const card of [first, second]) await expect(board.cardFace(cell, selected(card.title)).getByText('Intranet')).toBeVisible();
  await page.getByRole('status').filter({ hasText: 'Set Project on 2 cards' }).getByRole('button', { name: 'Undo' }).click();
  for (const card of [first, second]) await expect(board.cardFace(cell, selected(card.title)).getByText('Intranet')).toBeHidden();

  await bar.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Copy' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied 2 cards' })).toBeVisible();
  // The copies stand beside the selected originals, not selected themselves.
  for (const card of [first, second]) await expect(board.card(cell, card.title)).toHaveCount(1);
  await page.getByRole('status').filter({ hasText: 'Copied 2 cards' }).getByRole('button', { name: 'Undo' }).click();
  for (const card of [first, second]) await expect(board.card(cell, card.title)).toHaveCount(0);
  await page.reload();
  await expect(board.card(cell, first.title)).toBeVisible();
  expect((await board.titles('(3) Low', 'Review')).sort()).toEqual([first.title, second.title].sort());
});
