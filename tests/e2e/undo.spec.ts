import { expect, test } from './arrange';
import { newContext } from './base';
import { BoardPage, storedValues } from './boardPage';

/** Undo and redo on a board (docs/board-page.md#undo): by the balloon's button and by the keys, refused over another person's change. */

test('undoes a dropped card from the keyboard and redoes it from the balloon; the server keeps the last', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const { title } = await own.card('Design pricing page', { status: 'Not Started', priority: '(2) Normal' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const saved = board.movesSaved();
  await board.drag(board.card(board.cell('(2) Normal', 'Not Started'), title), board.cell('(2) Normal', 'Review'));
  await saved;
  await expect(page.getByRole('status').filter({ hasText: `Moved “${title}” to Review` })).toBeVisible();

  await page.keyboard.press('Control+z');
  await expect(board.card(board.cell('(2) Normal', 'Not Started'), title)).toBeVisible();
  const undone = page.getByRole('status').filter({ hasText: `Undone: Moved “${title}” to Review` });
  await expect(undone).toBeVisible();
  await undone.getByRole('button', { name: 'Redo' }).click();
  await expect(board.card(board.cell('(2) Normal', 'Review'), title)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Redone: Moved “${title}” to Review` })).toBeVisible();

  await page.reload();
  await expect(board.card(board.cell('(2) Normal', 'Review'), title)).toBeVisible();
  expect(await board.titles('(2) Normal', 'Not Started')).not.toContain(title);
});

test("refuses to undo a move over another person's later change, names them, and keeps their change", async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const card = await own.card('Migrate invoices table', { status: 'Not Started', priority: '(2) Normal' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const saved = board.movesSaved();
  await board.drag(board.card(board.cell('(2) Normal', 'Not Started'), card.title), board.cell('(2) Normal', 'Review'));
  await saved;
  await expect(page.getByRole('status').filter({ hasText: `Moved “${card.title}” to Review` })).toBeVisible();

  // Adele, the board's owner, changes the card's priority (its lane) meanwhile.
  await own.edit(card, { Priority: '(1) High' });
  await page.keyboard.press('Control+z');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `Not undone: Adele Vance has changed “${card.title}” since (Priority). Their change stays.` }),
  ).toBeVisible();
  // The lane was empty when the board opened, so it starts collapsed.
  await page.getByRole('button', { name: 'Expand (1) High' }).click();
  await expect(board.card(board.cell('(1) High', 'Review'), card.title)).toBeVisible();
  await page.reload();
  await expect(board.card(board.cell('(1) High', 'Review'), card.title)).toBeVisible();
});

test('edits a value on the card, stored at once, then undoes and redoes it', async ({ page, arrange }) => {
  const card = await arrange.card('Write onboarding checklist', { status: 'Review', priority: '(1) High', values: { Budget: '1250.5' } });
  const board = new BoardPage(page);
  await board.signInAndOpen();
  const shown = board.cardFace(board.cell('(1) High', 'Review'), card.title);
  await board.editOnCard(shown, 'Budget', '1,250.50', '99');
  await expect(shown.getByRole('button', { name: 'Edit Budget: 99.00' })).toBeVisible();
  expect((await storedValues(page, card.title)).Budget).toBe('99');
  const changed = page.getByRole('status').filter({ hasText: `Changed Budget of “${card.title}”` });
  await expect(changed).toBeVisible();

  await changed.getByRole('button', { name: 'Undo' }).click();
  await expect(shown.getByRole('button', { name: 'Edit Budget: 1,250.50' })).toBeVisible();
  expect((await storedValues(page, card.title)).Budget).toBe('1250.5');
  await page.keyboard.press('Control+y');
  await expect(shown.getByRole('button', { name: 'Edit Budget: 99.00' })).toBeVisible();
  expect((await storedValues(page, card.title)).Budget).toBe('99');
});

test('undoes a deletion: the card comes back with its comment and its file, on both people’s boards', async ({
  page,
  browser,
  arrange,
}) => {
  const card = await arrange.card('Review vendor contract', { status: 'Review', priority: '(3) Low' });
  await arrange.discuss(card, 'Legal signed off on clause 4', { name: 'contract-notes.txt', text: 'clause 4: ok' });
  const board = new BoardPage(page);
  await board.signInAndOpen();
  const colleagueContext = await newContext(browser);
  const colleague = new BoardPage(await colleagueContext.newPage());
  await colleague.signInAndOpen('Megan Bowen');
  const cell = (of: BoardPage) => of.cell('(3) Low', 'Review');
  await expect(colleague.card(cell(colleague), card.title)).toBeVisible();

  await cell(board)
    .getByRole('button', { name: `More options for ${card.title}` })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete card' }).getByRole('button', { name: 'Delete' }).click();
  const deleted = page.getByRole('status').filter({ hasText: `Deleted “${card.title}”` });
  await expect(deleted).toBeVisible();
  await expect(board.card(cell(board), card.title)).toHaveCount(0);
  await expect(colleague.card(cell(colleague), card.title)).toHaveCount(0);

  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(board.card(cell(board), card.title)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Undone: Deleted “${card.title}”` })).toBeVisible();
  await expect(colleague.card(cell(colleague), card.title)).toBeVisible();
  await colleagueContext.close();

  await board.openCard(cell(board), card.title);
  const dialog = page.getByRole('dialog', { name: card.title });
  await expect(dialog.getByText('contract-notes.txt')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Comments' }).click();
  await expect(dialog.getByRole('list', { name: 'Comments' }).getByText('Legal signed off on clause 4')).toBeVisible();
});

test('undoes a quick add by key and redoes it; a reload shows the last', async ({ page, arrange }) => {
  const board = new BoardPage(page);
  await board.signInAndOpen();
  const title = arrange.title('Book the team offsite');
  const cell = board.cell('(2) Normal', 'Not Started');
  await board.quickAdd(cell, 'Not Started', title);
  await expect(page.getByRole('status').filter({ hasText: `Added “${title}”` })).toBeVisible();

  await page.keyboard.press('Escape');
  await board.card(cell, title).focus();
  await page.keyboard.press('Control+z');
  await expect(board.card(cell, title)).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(board.card(cell, title)).toBeVisible();
  await page.reload();
  await expect(board.card(board.cell('(2) Normal', 'Not Started'), title)).toBeVisible();
});

test('undoes values saved in the card dialog, and a copy made from the card menu', async ({ page, arrange }) => {
  const card = await arrange.card('Plan quarterly review', { status: 'Review', priority: '(2) Normal', values: { Project: 'Ops' } });
  const board = new BoardPage(page);
  await board.signInAndOpen();
  const cell = board.cell('(2) Normal', 'Review');
  await board.openCard(cell, card.title);
  const dialog = page.getByRole('dialog', { name: card.title });
  await dialog.getByRole('textbox', { name: 'Project', exact: true }).fill('Finance');
  await dialog.getByRole('textbox', { name: 'Estimate', exact: true }).fill('8');
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden();
  const changed = page.getByRole('status').filter({ hasText: `Changed Estimate and Project of “${card.title}”` });
  await changed.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Undone: Changed Estimate and Project of “${card.title}”` })).toBeVisible();
  expect(await storedValues(page, card.title)).toMatchObject({ Project: 'Ops', Estimate: '' });
  await page.keyboard.press('Control+y');
  await expect(page.getByRole('status').filter({ hasText: `Redone: Changed Estimate and Project` })).toBeVisible();
  expect(await storedValues(page, card.title)).toMatchObject({ Project: 'Finance', Estimate: '8' });

  const copyTitle = `${card.title} (Copy)`;
  await cell.getByRole('button', { name: `More options for ${card.title}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Clone' }).click();
  await page.getByRole('dialog', { name: 'New item' }).getByRole('button', { name: 'Save and close' }).click();
  await expect(board.card(cell, copyTitle)).toBeVisible();
  await page
    .getByRole('status')
    .filter({ hasText: `Added “${copyTitle}”` })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(board.card(cell, copyTitle)).toHaveCount(0);
  await page.reload();
  await expect(board.card(board.cell('(2) Normal', 'Review'), card.title)).toBeVisible();
  await expect(board.card(board.cell('(2) Normal', 'Review'), copyTitle)).toHaveCount(0);
});
