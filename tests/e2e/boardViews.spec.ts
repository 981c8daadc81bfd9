import { expect, test } from '@playwright/test';
import { BoardPage, storedValues } from './boardPage';

test.describe.configure({ mode: 'serial' });

const PARENT = 'Fix login redirect loop';

test('shows parents as lanes, adds and relinks subtasks there, hides subtasks, and remembers the view', async ({ page }) => {
  const board = new BoardPage(page);
  await board.signInAndOpen();
  const pickView = async (name: string) => {
    await page.getByRole('combobox', { name: 'View' }).click();
    await page.getByRole('option', { name }).click();
  };

  await pickView('Parents as lanes');
  const parentLane = board.lane(PARENT);
  await expect(parentLane).toBeVisible();
  await expect(board.lane('(1) High')).toHaveCount(0);
  for (const child of ['Design pricing page', 'Write API rate-limit docs', 'Migrate invoices table']) {
    await expect(board.card(parentLane, child)).toBeVisible();
  }

  const cell = board.cell(PARENT, 'Not Started');
  await cell.getByRole('button', { name: 'Add a card to Not Started' }).click();
  const form = page.getByRole('form', { name: 'New card in Not Started' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Check redirect on mobile');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(board.card(cell, 'Check redirect on mobile')).toBeVisible();
  const parentId = (await storedValues(page, 'Migrate invoices table')).ParentID;
  expect((await storedValues(page, 'Check redirect on mobile')).ParentID).toBe(parentId);

  // Moving a card out of its parent's lane into the default lane unlinks it.
  // The card work suite uses 'Design pricing page' as a subtask: this test moves another one.
  await board.card(parentLane, 'Write API rate-limit docs').focus();
  await page.keyboard.press('Space');
  // Down passes the cards below it in the cell first, then enters the next lane.
  const overDefaultLane = page.getByRole('status').filter({ hasText: /Write API rate-limit docs is over column .*, lane Unassigned\./ });
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(overDefaultLane).toBeAttached({ timeout: 500 });
  }).toPass();
  const saved = board.movesSaved();
  await page.keyboard.press('Space');
  await saved;
  await expect(board.card(board.lane('Unassigned'), 'Write API rate-limit docs')).toBeVisible();
  expect((await storedValues(page, 'Write API rate-limit docs')).ParentID).toBe('');

  await page.reload();
  await expect(board.lane(PARENT)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'View' })).toHaveText('Parents as lanes');

  await pickView('Hide subtasks');
  await expect(board.lane('(1) High')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Migrate invoices table', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Write API rate-limit docs', exact: true })).toBeVisible();

  await pickView('All tasks');
  await expect(page.getByRole('button', { name: 'Migrate invoices table', exact: true })).toBeVisible();
});
