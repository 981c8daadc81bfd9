import { expect, test } from './arrange';
import { BoardPage, storedValues } from './boardPage';

test('shows parents as lanes, adds and relinks subtasks there, hides subtasks, and remembers the view', async ({ page, arrange }) => {
  const parent = await arrange.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High' });
  const children = [];
  for (const name of ['Design pricing page', 'Write API rate-limit docs', 'Migrate invoices table']) {
    children.push(await arrange.card(name, { status: 'Not Started', priority: '(2) Normal', parent }));
  }
  const [, leaving, staying] = children;
  const board = new BoardPage(page);
  await board.signInAndOpen();
  const pickView = async (name: string) => {
    await page.getByRole('combobox', { name: 'View' }).click();
    await page.getByRole('option', { name }).click();
  };

  await pickView('Parents as lanes');
  const parentLane = board.lane(parent.title);
  await expect(parentLane).toBeVisible();
  await expect(board.lane('(1) High')).toHaveCount(0);
  for (const child of children) await expect(board.card(parentLane, child.title)).toBeVisible();

  const added = arrange.title('Check redirect on mobile');
  const cell = board.cell(parent.title, 'Not Started');
  await board.quickAdd(cell, 'Not Started', added);
  expect((await storedValues(page, added)).ParentID).toBe(String(parent.id));

  // Moving a card out of its parent's lane into the default lane unlinks it.
  await board.card(parentLane, leaving.title).focus();
  await page.keyboard.press('Space');
  // Shift+Down goes down lane by lane, in the same column, to the default lane.
  const overDefaultLane = board.announcement(
    new RegExp(`${leaving.title} is over column Not Started, lane Unassigned, position \\d+ of \\d+\\.`),
  );
  await expect(async () => {
    await page.keyboard.press('Shift+ArrowDown');
    await expect(overDefaultLane).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 45_000 });
  const saved = board.movesSaved();
  await page.keyboard.press('Space');
  await saved;
  await expect(board.card(board.lane('Unassigned'), leaving.title)).toBeVisible();
  expect((await storedValues(page, leaving.title)).ParentID).toBe('');

  await page.reload();
  await expect(board.lane(parent.title)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'View' })).toHaveText('Parents as lanes');

  await pickView('Hide subtasks');
  await expect(board.lane('(1) High')).toBeVisible();
  await expect(page.getByRole('button', { name: staying.title, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: leaving.title, exact: true })).toBeVisible();

  await pickView('All tasks');
  await expect(page.getByRole('button', { name: staying.title, exact: true })).toBeVisible();
});
