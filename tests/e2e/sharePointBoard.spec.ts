import { type Browser, type Page } from '@playwright/test';
import { expect, test, newContext } from './base';
import { BoardPage } from './boardPage';
import { createsLibraryItemWithFile } from './libraryPage';
import { addFieldToLists, createBoardFromTemplate, exportTemplateWithItems, nextStep, openConfiguration } from './wizardPage';

// This stack keeps its boards on the SharePoint test server: every read and write below goes through
// the SharePoint list host, as the signed-in person (on-behalf-of through the local OpenID provider).
test.use({ baseURL: `http://localhost:${process.env.E2E_SHAREPOINT_PORT}`, ignoreHTTPSErrors: true });

/** A tag of this run, so that what the tests create is told apart from the seed's. */
const tag = Date.now().toString(36).slice(-5);

async function signedIn(browser: Browser, person: string, boardName = 'Team tasks'): Promise<BoardPage> {
  const context = await newContext(browser, { baseURL: `http://localhost:${process.env.E2E_SHAREPOINT_PORT}`, ignoreHTTPSErrors: true });
  const board = new BoardPage(await context.newPage(), boardName);
  await board.page.goto('/');
  await board.page.getByRole('button', { name: new RegExp(person) }).click({ timeout: 20_000 });
  await board.page.getByRole('link', { name: boardName, exact: true }).click({ timeout: 20_000 });
  await expect(board.page.getByRole('heading', { name: boardName, level: 1 })).toBeVisible();
  await expect(board.page.getByRole('button', { name: 'New card' })).toBeVisible();
  return board;
}

/** Opens the first card a cell of the board shows, and gives its title. */
async function openFirstCard(board: BoardPage, lane: string, column: string): Promise<string> {
  await expect(board.lane(lane)).toBeVisible();
  const [title] = await board.titles(lane, column);
  await board.openCard(board.cell(lane, column), title);
  return title;
}

/**
 * Adele copies Team tasks with its items through a template (new SharePoint lists) as the board `name`, and gives
 * her page on the copy and the title of the first card of the High lane's `column`.
 */
async function copyOfTeamTasks(browser: Browser, name: string, column: string): Promise<{ page: Page; title: string }> {
  const adele = await signedIn(browser, 'Adele Vance');
  const { page } = adele;
  await expect(adele.lane('(1) High')).toBeVisible();
  const [title] = await adele.titles('(1) High', column);
  await page.getByRole('link', { name: 'Boards' }).click();
  await openConfiguration(page, 'Team tasks');
  await createBoardFromTemplate(page, await exportTemplateWithItems(page), name);
  return { page, title };
}

test('a board on SharePoint: opened, a card dragged, edited, commented and given a file, and another person sees it and who is here live', async ({
  browser,
}) => {
  const alex = await signedIn(browser, 'Alex Wilber');
  const megan = await signedIn(browser, 'Megan Bowen');
  await expect(alex.page.getByRole('group', { name: /^Also here: .*Megan Bowen/ })).toBeVisible();
  await expect(megan.page.getByRole('group', { name: /^Also here: .*Alex Wilber/ })).toBeVisible();
  await expect(alex.lane('(1) High')).toBeVisible();
  const [title] = await alex.titles('(1) High', 'Not Started');
  expect(title).toBeTruthy();

  const saved = alex.movesSaved();
  await alex.drag(alex.card(alex.cell('(1) High', 'Not Started'), title), alex.cell('(1) High', 'Review'));
  await saved;
  await expect(megan.card(megan.cell('(1) High', 'Review'), title)).toBeVisible();

  const renamed = `${title} on SharePoint`;
  await alex.openCard(alex.cell('(1) High', 'Review'), title);
  let dialog = alex.page.getByRole('dialog', { name: title });
  await expect(
    megan.cardFace(megan.cell('(1) High', 'Review'), title).getByRole('img', { name: 'Alex Wilber is editing this card' }),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden();
  await expect(megan.card(megan.cell('(1) High', 'Review'), renamed)).toBeVisible();

  await alex.openCard(alex.cell('(1) High', 'Review'), renamed);
  dialog = alex.page.getByRole('dialog', { name: renamed });
  await dialog.getByRole('tab', { name: 'Comments' }).click();
  await dialog.getByRole('combobox', { name: 'New comment' }).fill('Checked against the SharePoint list');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('list', { name: 'Comments' }).getByText('Checked against the SharePoint list')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Fields' }).click();
  const chooser = alex.page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Add files' }).click();
  await (await chooser).setFiles([{ name: 'minutes.txt', mimeType: 'text/plain', buffer: Buffer.from('Agreed: ship it.') }]);
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden();
  await alex.backOnBoard();

  // A fresh read from SharePoint: the move, the title, the comment and the file are kept there.
  await alex.page.reload();
  await alex.openCard(alex.cell('(1) High', 'Review'), renamed);
  dialog = alex.page.getByRole('dialog', { name: renamed });
  await expect(dialog.getByText('minutes.txt')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Comments' }).click();
  await expect(dialog.getByRole('list', { name: 'Comments' }).getByText('Checked against the SharePoint list')).toBeVisible();
  await Promise.all([alex.page.context().close(), megan.page.context().close()]);
});

test('a person of the directory who has never opened the site is found and assigned, and SharePoint keeps them', async ({ browser }) => {
  const alex = await signedIn(browser, 'Alex Wilber');
  const title = await openFirstCard(alex, '(1) High', 'In Progress');
  let dialog = alex.page.getByRole('dialog', { name: title });
  await dialog.getByRole('combobox', { name: 'Assigned To', exact: true }).fill('Johanna');
  await alex.page.getByRole('option', { name: 'Johanna Lorenz' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove Johanna Lorenz' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden();
  await alex.backOnBoard();

  await alex.page.reload();
  await alex.openCard(alex.cell('(1) High', 'In Progress'), title);
  dialog = alex.page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('button', { name: 'Remove Johanna Lorenz' })).toBeVisible();
  await alex.page.context().close();
});

test("a card's history on SharePoint comes from the item's versions there", async ({ browser }) => {
  const alex = await signedIn(browser, 'Alex Wilber');
  const title = await openFirstCard(alex, '(2) Normal', 'Not Started');
  const dialog = alex.page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: 'Project', exact: true }).fill(`Intranet ${tag}`);
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden();

  await alex.page.getByRole('button', { name: `Details of ${title}` }).focus();
  const details = alex.page.getByRole('group', { name: `Details of ${title}` });
  await details.getByRole('tab', { name: 'History' }).click();
  await expect(details.getByText(`Project: Intranet ${tag}`)).toBeVisible();
  await alex.page.context().close();
});

test('a document of a SharePoint library: refused without a file, uploaded with one, and downloaded again', async ({ browser }) => {
  const alex = await signedIn(browser, 'Alex Wilber', 'Team documents');
  await createsLibraryItemWithFile(alex.page, `Team charter ${tag}`);
  await alex.page.context().close();
});

test('a template of the board with its items becomes a new board on new SharePoint lists, and the wizard adds a field to them', async ({
  browser,
}) => {
  const name = `Copied tasks ${tag}`;
  const { page, title } = await copyOfTeamTasks(browser, name, 'Not Started');
  const copy = new BoardPage(page, name);
  await expect(copy.card(copy.cell('(1) High', 'Not Started'), title)).toBeVisible();

  await page.getByRole('link', { name: 'Boards' }).click();
  await addFieldToLists(page, name, 'Risk');
  await page.context().close();
});

test("a board whose comments are SharePoint's own: the wizard picks them, a comment is written there and counted on the card", async ({
  browser,
}) => {
  const name = `Talk in SharePoint ${tag}`;
  const { page, title } = await copyOfTeamTasks(browser, name, 'In Progress');

  await page.getByRole('link', { name: 'Boards' }).click();
  await openConfiguration(page, name);
  await nextStep(page, '2. Board setup');
  await nextStep(page, '3. Cards setup');
  await page.getByRole('combobox', { name: /Comments field/ }).click();
  await page.getByRole('option', { name: "The list's own comments" }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  const board = new BoardPage(page, name);
  // The copied cards have no comments of their own: the one counted in the cell is this card's.
  const cell = board.cell('(1) High', 'In Progress');
  await board.openCard(cell, title);
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('tab', { name: 'Comments' }).click();
  await dialog.getByRole('combobox', { name: 'New comment' }).fill('Written to the item’s own comments');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('list', { name: 'Comments' }).getByText('Written to the item’s own comments')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden();
  await board.backOnBoard();
  await expect(cell.getByRole('img', { name: '1 comment' })).toBeVisible();
  // Read again from SharePoint: the count comes with the item (_CommentCount).
  await page.reload();
  await expect(cell.getByRole('img', { name: '1 comment' })).toHaveText('1');
  await page.context().close();
});

test('a card deleted on SharePoint goes to its recycle bin and comes back by undo, and a quick add is undone', async ({ browser }) => {
  const alex = await signedIn(browser, 'Alex Wilber');
  const cell = alex.cell('(2) Normal', 'Review');
  await expect(alex.lane('(2) Normal')).toBeVisible();
  const title = `Recycled on SharePoint ${tag}`;
  await alex.quickAdd(cell, 'Review', title);

  await cell.getByRole('button', { name: `More options for ${title}` }).click();
  await alex.page.getByRole('menuitem', { name: 'Delete' }).click();
  await alex.page.getByRole('alertdialog', { name: 'Delete card' }).getByRole('button', { name: 'Delete' }).click();
  await expect(alex.card(cell, title)).toHaveCount(0);
  await alex.page
    .getByRole('status')
    .filter({ hasText: `Deleted “${title}”` })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(alex.card(cell, title)).toBeVisible();
  await alex.page.reload();
  await expect(alex.card(alex.cell('(2) Normal', 'Review'), title)).toBeVisible();

  // The quick add's step was forgotten with the reload: a new card is made and its add undone by key.
  const second = `${title} again`;
  await alex.quickAdd(alex.cell('(2) Normal', 'Review'), 'Review', second);
  await alex.page.keyboard.press('Escape');
  await alex.card(alex.cell('(2) Normal', 'Review'), second).focus();
  await alex.page.keyboard.press('Control+z');
  await expect(alex.card(alex.cell('(2) Normal', 'Review'), second)).toHaveCount(0);
  await alex.page.context().close();
});
