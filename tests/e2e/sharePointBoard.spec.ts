import { type Browser, expect, test } from '@playwright/test';
import { BoardPage } from './boardPage';

// This stack keeps its boards on the SharePoint test server: every read and write below goes through
// the SharePoint list host, as the signed-in person (on-behalf-of through the local OpenID provider).
test.use({ baseURL: `http://localhost:${process.env.E2E_SHAREPOINT_PORT}`, ignoreHTTPSErrors: true });

async function signedIn(browser: Browser, person: string): Promise<BoardPage> {
  const context = await browser.newContext({ baseURL: `http://localhost:${process.env.E2E_SHAREPOINT_PORT}`, ignoreHTTPSErrors: true });
  const board = new BoardPage(await context.newPage());
  await board.page.goto('/');
  await board.page.getByRole('button', { name: new RegExp(person) }).click({ timeout: 20_000 });
  await board.page.getByRole('link', { name: 'Team tasks', exact: true }).click({ timeout: 20_000 });
  await expect(board.page.getByRole('heading', { name: 'Team tasks', level: 1 })).toBeVisible();
  await expect(board.lane('(1) High')).toBeVisible();
  return board;
}

test('a board on SharePoint: opened, a card dragged, edited, commented and given a file, and another person sees it live', async ({ browser }) => {
  const alex = await signedIn(browser, 'Alex Wilber');
  const megan = await signedIn(browser, 'Megan Bowen');
  const [title] = await alex.titles('(1) High', 'Not Started');
  expect(title).toBeTruthy();

  const saved = alex.movesSaved();
  await alex.drag(alex.card(alex.cell('(1) High', 'Not Started'), title), alex.cell('(1) High', 'Review'));
  await saved;
  await expect(megan.card(megan.cell('(1) High', 'Review'), title)).toBeVisible();

  const renamed = `${title} on SharePoint`;
  await alex.openCard(alex.cell('(1) High', 'Review'), title);
  let dialog = alex.page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden();
  await expect(megan.card(megan.cell('(1) High', 'Review'), renamed)).toBeVisible();

  await alex.openCard(alex.cell('(1) High', 'Review'), renamed);
  dialog = alex.page.getByRole('dialog', { name: renamed });
  await dialog.getByRole('tab', { name: 'Comments' }).click();
  await dialog.getByRole('textbox', { name: 'New comment' }).fill('Checked against the SharePoint list');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('list', { name: 'Comments' }).getByText('Checked against the SharePoint list')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Fields' }).click();
  const chooser = alex.page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Add files' }).click();
  await (await chooser).setFiles([{ name: 'minutes.txt', mimeType: 'text/plain', buffer: Buffer.from('Agreed: ship it.') }]);
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden();

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
  const [title] = await alex.titles('(1) High', 'In Progress');
  await alex.openCard(alex.cell('(1) High', 'In Progress'), title);
  let dialog = alex.page.getByRole('dialog', { name: title });
  await dialog.getByRole('combobox', { name: 'Assigned To', exact: true }).fill('Lidia');
  await alex.page.getByRole('option', { name: 'Lidia Holloway' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove Lidia Holloway' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden();

  await alex.page.reload();
  await alex.openCard(alex.cell('(1) High', 'In Progress'), title);
  dialog = alex.page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('button', { name: 'Remove Lidia Holloway' })).toBeVisible();
  await alex.page.context().close();
});
