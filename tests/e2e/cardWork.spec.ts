import { BoardArrangement, expect, test } from './arrange';
import { BoardPage, storedValues } from './boardPage';

test('quick adds a card to a column', async ({ page, arrange }) => {
  const board = new BoardPage(page);
  await board.signInAndOpen();
  const title = arrange.title('Write onboarding checklist');
  const cell = board.cell('(2) Normal', 'Review');
  await board.quickAdd(cell, 'Review', title);
  // The form stays open for the next card; a click on the new card's menu closes it and opens the menu at once,
  // though the card moves up as the form goes.
  await cell.getByRole('button', { name: `More options for ${title}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'New card in Review' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(board.card(board.cell('(2) Normal', 'Review'), title)).toBeVisible();
});

test('opens a card and saves one field of every type', async ({ page, arrange }) => {
  const card = await arrange.card('Write onboarding checklist', { status: 'Review', priority: '(2) Normal' });
  const parent = await arrange.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High' });
  const board = new BoardPage(page);
  await board.signInAndOpen();
  await board.openCard(board.cell('(2) Normal', 'Review'), card.title);
  const dialog = page.getByRole('dialog', { name: card.title });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Project', exact: true }).fill('Onboarding');
  await dialog.getByRole('textbox', { name: 'Estimate', exact: true }).fill('5');
  await dialog.getByRole('textbox', { name: 'Budget', exact: true }).fill('1250.5');
  await dialog.getByRole('textbox', { name: 'Progress', exact: true }).fill('40');
  await dialog.getByLabel('Due Date', { exact: true }).fill('2027-03-15');
  await dialog.getByRole('textbox', { name: 'Spec link', exact: true }).fill('https://docs.example.test/onboarding');
  await dialog.getByRole('textbox', { name: 'Spec link description', exact: true }).fill('Spec');
  await dialog
    .getByRole('switch', { name: 'Blocked' })
    .or(dialog.getByRole('checkbox', { name: 'Blocked' }))
    .check();
  await dialog.getByRole('combobox', { name: 'Priority', exact: true }).click();
  await page.getByRole('option', { name: '(1) High', exact: true }).click();
  await dialog.getByRole('group', { name: 'Labels', exact: true }).getByRole('checkbox', { name: 'Docs', exact: true }).check();
  const people = dialog.getByRole('combobox', { name: 'Assigned To', exact: true });
  await people.fill('Megan');
  await page.getByRole('option', { name: /Megan Bowen/ }).click();
  await dialog.getByRole('combobox', { name: 'Parent', exact: true }).click();
  await page.getByRole('option', { name: parent.title, exact: true }).click();
  const notes = dialog.getByRole('textbox', { name: 'Notes', exact: true });
  await notes.click();
  await page.keyboard.type('Remember the welcome mail');
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden();

  const values = await storedValues(page, card.title);
  expect(values).toMatchObject({
    Project: 'Onboarding',
    Estimate: '5',
    Budget: '1250.5',
    Progress: '0.4',
    DueDate: '2027-03-15T00:00:00Z',
    SpecLink: 'Spec;#|https://docs.example.test/onboarding',
    Blocked: 'true',
    Priority: '(1) High',
    Labels: 'Docs',
    AssignedTo: '3',
    ParentID: String(parent.id),
  });
  expect(values.Notes).toContain('Remember the welcome mail');
  await expect(board.card(board.cell('(1) High', 'Review'), card.title)).toBeVisible();
});

/** A parent with three subtasks, as the seed makes them. */
async function parentWithSubtasks(arrange: BoardArrangement) {
  const parent = await arrange.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High' });
  for (const name of ['Design pricing page', 'Write API rate-limit docs', 'Migrate invoices table']) {
    await arrange.card(name, { status: 'Not Started', priority: '(2) Normal', parent });
  }
  return parent;
}

test('comments, uploads an image and browses it, links and unlinks a subtask', async ({ page, arrange }) => {
  const parent = await parentWithSubtasks(arrange);
  const card = await arrange.card('Write onboarding checklist', { status: 'Review', priority: '(1) High', parent });
  const archive = await arrange.card('Archive old projects', { status: 'Deferred', priority: '(3) Low' });
  const board = new BoardPage(page);
  await board.signInAndOpen();
  await board.openCard(board.cell('(1) High', 'Review'), card.title);
  const dialog = page.getByRole('dialog', { name: card.title });

  await dialog.getByRole('tab', { name: 'Comments' }).click();
  await dialog.getByRole('combobox', { name: 'New comment' }).fill('Draft is ready for review');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('list', { name: 'Comments' }).getByText('Draft is ready for review')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Fields' }).click();
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a6b1b0a90000000049454e44ae426082',
    'hex',
  );
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Add files' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'welcome.png', mimeType: 'image/png', buffer: png },
    { name: 'mail.png', mimeType: 'image/png', buffer: png },
  ]);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByRole('button', { name: 'Open image mail.png' }).click();
  const popup = page.getByRole('dialog', { name: 'mail.png' });
  await expect(popup).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'welcome.png' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'welcome.png' })).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  await board.openCard(board.cell('(1) High', 'Not Started'), parent.title);
  const parentDialog = page.getByRole('dialog', { name: parent.title });
  await parentDialog.getByRole('tab', { name: 'Subtasks' }).click();
  const search = parentDialog.getByRole('combobox', { name: 'Link existing task' });
  await search.fill(archive.title);
  await page.getByRole('option', { name: new RegExp(archive.title) }).click();
  const table = parentDialog.getByRole('table', { name: 'Subtasks' });
  await expect(table.getByText(archive.title)).toBeVisible();

  await table.getByRole('button', { name: `Unlink ${archive.title}` }).click();
  await page
    .getByRole('alertdialog', { name: /unlink/ })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(table.getByText(archive.title)).toBeHidden();
  await parentDialog.getByRole('button', { name: 'Close', exact: true }).click();
  // Three subtasks and the card linked to it; the linked and unlinked one is gone again, also after
  // the live events of the link and the unlink have been applied (they are held for 2 s).
  const counts = board.cardFace(board.cell('(1) High', 'Not Started'), parent.title).getByRole('img', { name: /subtasks completed/ });
  await expect(counts).toHaveAccessibleName(/of 4 subtasks completed/);
  await page.waitForTimeout(2500);
  await expect(counts).toHaveAccessibleName(/of 4 subtasks completed/);
});

test('refuses a subtask link that would make a cycle', async ({ page, arrange }) => {
  const parent = await parentWithSubtasks(arrange);
  const child = await arrange.card('Design pricing page', { status: 'Not Started', priority: '(1) High', parent });
  const board = new BoardPage(page);
  await board.signInAndOpen();
  await board.openCard(board.cell('(1) High', 'Not Started'), child.title);
  const dialog = page.getByRole('dialog', { name: child.title });
  await dialog.getByRole('tab', { name: 'Subtasks' }).click();
  await dialog.getByRole('combobox', { name: 'Link existing task' }).fill(parent.title);
  await page.getByRole('option', { name: new RegExp(parent.title) }).click();
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toContainText(/cycle/i);
  await refusal.getByRole('button', { name: 'OK' }).click();
});

test('clones, copies the link of and deletes a card from its menu', async ({ page, arrange }) => {
  const card = await arrange.card('Write onboarding checklist', { status: 'Review', priority: '(1) High' });
  const copyTitle = `${card.title} (Copy)`;
  const board = new BoardPage(page);
  await board.signInAndOpen();
  const cell = board.cell('(1) High', 'Review');
  await cell.getByRole('button', { name: `More options for ${card.title}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Clone' }).click();
  const copy = page.getByRole('dialog', { name: 'New item' });
  await expect(copy.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(copyTitle);
  await copy.getByRole('button', { name: 'Save and close' }).click();
  await expect(board.card(cell, copyTitle)).toBeVisible();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await cell.getByRole('button', { name: `More options for ${copyTitle}` }).click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(page.getByText('The link to the card is on the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/kanban\/[^/]+\/[^/]+\/\d+\?SPHostUrl=/);

  await cell.getByRole('button', { name: `More options for ${copyTitle}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete card' }).getByRole('button', { name: 'Delete' }).click();
  await expect(board.card(cell, copyTitle)).toHaveCount(0);
  await page.reload();
  await expect(board.card(board.cell('(1) High', 'Review'), copyTitle)).toHaveCount(0);
  await expect(board.card(board.cell('(1) High', 'Review'), card.title)).toBeVisible();
});

test('a user without edit rights gets a read-only dialog and cannot drag', async ({ page }) => {
  const board = new BoardPage(page);
  await board.signInAndOpen('Pradeep Gupta');
  await expect(page.getByText('You can view this board but not change its cards.')).toBeVisible();
  await expect(page.getByText('You may not change some of these cards')).toHaveCount(0);
  const cell = board.cell('(1) High', 'Review');
  const [title] = await board.titles('(1) High', 'Review');
  await board.drag(board.card(cell, title), board.cell('(1) High', 'Completed'));
  await expect(board.card(cell, title)).toBeVisible();
  await cell.getByRole('button', { name: `More options for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Open' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Save and close' })).toHaveCount(0);
});

test("opens the list's view form of a card in a new tab, read-only", async ({ page }) => {
  const board = new BoardPage(page);
  await board.signInAndOpen();
  const cell = board.cell('(2) Normal', 'Review');
  const [title] = await board.titles('(2) Normal', 'Review');
  await cell.getByRole('button', { name: `More options for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Open' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'More actions' }).click();
  const opened = page.context().waitForEvent('page');
  await page.getByRole('menuitem', { name: 'View form' }).click();
  const form = await opened;
  await expect(form).toHaveURL(/form=view/);
  const viewForm = form.getByRole('dialog', { name: title });
  // A new tab loads the whole page cold (its code, the sign-in, the board, then the card): on a busy machine that
  // alone took longer than an expect's 10 s.
  await expect(viewForm.getByRole('textbox', { name: 'Title', exact: true })).toBeDisabled({ timeout: 30_000 });
  await expect(viewForm.getByRole('button', { name: 'Save and close' })).toHaveCount(0);
  await form.close();
});
