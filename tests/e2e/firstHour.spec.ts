import { newContext } from './base';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './arrange';
import { BoardPage } from './boardPage';
import { nextStep, section } from './wizardPage';
import { Inbox, oneClickAddressOf, postOneClickUnsubscribe } from '../support/inbox';

/**
 * A team's first hour, played whole: Adele makes a board over a new list with a new column, sees every
 * column at once, adds three cards with one quick add, mentions a colleague, adds two subtasks inline
 * and gives the board to the team. Lidia, who uses Listboard in German, gets German mail and stops it
 * with one click, as her mail client would, without signing in.
 */

const inbox = new Inbox(`http://127.0.0.1:${process.env.E2E_MAIL_INBOX_PORT}`);
const LIDIA = 'lidia@demo.listboard.local';
const COLUMNS = ['Not started', 'In progress', 'Done', 'Review'];

/**
 * Lidia opens a page of Listboard in her German browser and signs in; her first visit is how her mail knows her language.
 * The language is the person's, whatever page she opens: no other spec running beside this one signs her in.
 */
async function lidiaInGerman(browser: Browser, path = '/'): Promise<Page> {
  const page = await (await newContext(browser, { locale: 'de-DE' })).newPage();
  await page.goto(path);
  const languageSaid = page.waitForResponse(
    (response) => response.url().includes('/api/auth/me') && response.url().includes('language=de-DE'),
  );
  await page.getByRole('button', { name: 'Lidia Holloway' }).click();
  expect((await languageSaid).status()).toBe(200);
  return page;
}

/** The wizard, step by step: a new list, a new column, subtasks, the team may edit and gets mail. */
async function makeBoard(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New board' }).click();
  await page.getByRole('link', { name: 'Set up step by step instead' }).click();
  await section(page, 'Board').getByRole('textbox', { name: 'Board name' }).fill(name);
  await section(page, 'Lists').getByRole('button', { name: 'New list' }).click();
  await page.getByRole('dialog', { name: 'New list' }).getByRole('button', { name: 'Create the list' }).click();
  await expect(section(page, 'Lists').getByRole('checkbox', { name, exact: true })).toBeChecked();
  await expect(page.getByText('Loading fields…')).toBeHidden();
  await nextStep(page, '2. Board setup');
  const newColumn = section(page, 'Columns').getByRole('textbox', { name: /New column/ });
  await newColumn.fill('Review');
  await newColumn.press('Enter');
  await nextStep(page, '3. Cards setup');
  await page.getByRole('switch', { name: 'Subtasks', exact: true }).check();
  await nextStep(page, '4. Advanced setup');
  const reach = section(page, 'Who this board reaches');
  await expect(reach).toContainText('only its owners and the people they named can change cards, and nobody gets mail about it');
  await reach.getByRole('button', { name: 'Let the team edit' }).click();
  await reach.getByRole('button', { name: 'Turn on mail' }).click();
  await expect(reach).toContainText('everyone who can view it can change cards');
  await expect(reach).toContainText('people get mail when a card is assigned to them');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test('a new team makes its board, fills it and reaches a German colleague, who stops the mail with one click', async ({
  page,
  browser,
  arrange,
}) => {
  test.setTimeout(180_000);
  const firstVisit = await lidiaInGerman(browser);
  await expect(firstVisit.getByRole('link', { name: 'Team tasks', exact: true })).toBeVisible();
  await firstVisit.context().close();
  const name = arrange.title('Launch week');
  await page.goto('/');
  await page.getByRole('button', { name: 'Adele Vance' }).click();
  await makeBoard(page, name);

  // Every column at once, each with its way to add a card, before there is any card.
  const board = new BoardPage(page, name);
  for (const column of COLUMNS) await expect(page.getByRole('button', { name: `Add a card to ${column}` })).toBeVisible();

  // One quick add, three cards: it stays open after each Enter and keeps the focus.
  await page.getByRole('button', { name: 'Add a card to Not started' }).click();
  const quickAdd = page.getByRole('form', { name: 'New card in Not started' }).getByRole('textbox', { name: 'Title' });
  const titles = ['Book the venue', 'Send the invitations', 'Order the badges'];
  for (const title of titles) {
    await quickAdd.fill(title);
    await quickAdd.press('Enter');
    await expect(board.card(page.getByRole('main'), title)).toBeVisible();
    await expect(quickAdd).toBeFocused();
  }
  await quickAdd.press('Escape');

  // A mention: typing @ suggests the site's people at once, narrowed by each letter.
  await board.openCardByDoubleClick(page.getByRole('main'), titles[0]);
  const dialog = page.getByRole('dialog', { name: titles[0] });
  await dialog.getByRole('tab', { name: 'Comments' }).click();
  const box = dialog.getByRole('combobox', { name: 'New comment' });
  await box.pressSequentially('@');
  const suggestions = dialog.getByRole('listbox', { name: 'People to mention' });
  await expect(suggestions.getByRole('option', { name: 'Megan Bowen' })).toBeVisible();
  await box.pressSequentially('Li');
  await expect(suggestions.getByRole('option')).toHaveCount(1);
  await suggestions.getByRole('option', { name: 'Lidia Holloway' }).click();
  await box.pressSequentially('can you check the catering?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('list', { name: 'Comments' }).getByText('@Lidia Holloway can you check the catering?')).toBeVisible();
  // Its mail first: changes made within the mail's combining window would reach Lidia as one message of changes.
  const comment = await inbox.first(LIDIA, `[${name}] Neuer Kommentar zu ${titles[0]}`);

  // Two subtasks inline, in the parent's column, without leaving its dialog.
  await dialog.getByRole('tab', { name: 'Subtasks' }).click();
  const subtask = dialog.getByRole('textbox', { name: 'New subtask title' });
  for (const title of ['Compare three venues', 'Sign the contract']) {
    await subtask.fill(title);
    await subtask.press('Enter');
    await expect(dialog.getByRole('table', { name: 'Subtasks' }).getByText(title)).toBeVisible();
  }

  // The card goes to Lidia.
  await dialog.getByRole('tab', { name: 'Fields' }).click();
  await dialog.getByRole('combobox', { name: 'Assigned To', exact: true }).fill('Lidia');
  await page.getByRole('option', { name: /Lidia Holloway/ }).click();
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden();
  for (const title of ['Compare three venues', 'Sign the contract']) await expect(board.card(page.getByRole('main'), title)).toBeVisible();

  // Lidia's mail is German from subject to footer.
  expect(comment.html).toContain('Hallo Lidia Holloway');
  // The rich comment field keeps the mention as a link to the person.
  expect(comment.html).toContain('<a href="mailto:lidia@demo.listboard.local">@Lidia Holloway</a> can you check the catering?');
  const assigned = await inbox.first(LIDIA, `[${name}] ${titles[0]} wurde Ihnen zugewiesen`);
  expect(assigned.html).toContain('Keine Benachrichtigungen mehr zu dieser Karte');

  // One click of her mail client stops the card's mail, without a sign-in; the mail's own link then says so, in German.
  expect((await postOneClickUnsubscribe(oneClickAddressOf(await inbox.header(assigned, 'List-Unsubscribe')))).status).toBe(200);
  const footerLink = /href="([^"]+\/unsubscribe\/[^"]+)"/.exec(assigned.html ?? '')?.[1]?.replaceAll('&amp;', '&') ?? '';
  const lidia = await lidiaInGerman(browser, new URL(footerLink).pathname + new URL(footerLink).search);
  const done = lidia.getByRole('dialog', { name: 'Benachrichtigungen abbestellen' });
  await expect(done.getByRole('status')).toContainText(`Sie erhalten keine Benachrichtigungen mehr zu „${titles[0]}“ auf ${name}.`);
  await lidia.context().close();
});
