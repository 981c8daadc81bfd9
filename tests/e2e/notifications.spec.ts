import { newContext } from './base';
import { type Browser, type Locator, type Page } from '@playwright/test';
import { type BoardArrangement, expect, test } from './arrange';
import { BoardPage } from './boardPage';
import { Inbox, type InboxMail } from '../support/inbox';

const inbox = new Inbox(`http://127.0.0.1:${process.env.E2E_MAIL_INBOX_PORT}`);
const MEGAN = 'megan@demo.listboard.local';
const MEGAN_ID = '3';

/** The links of a message by what they show. */
function linksOf(mail: InboxMail): { text: string; url: string }[] {
  return [...(mail.html ?? '').matchAll(/<a href="([^"]+)">([^<]*)<\/a>/g)].map((match) => ({
    url: match[1].replaceAll('&amp;', '&'),
    text: match[2],
  }));
}

/** A browser of Megan's own, who follows the links of her mail. */
async function meganFollowing(browser: Browser, url: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto(url);
  await page.getByRole('button', { name: 'Megan Bowen' }).click();
  return page;
}

test('an assignment made in the page mails the assignee working links, and the unsubscribe link stops the next message', async ({
  page,
  browser,
  arrange,
}) => {
  // A board of its own: the demo board gathers the suite's cards, and a first visit drawing them all on a busy
  // machine outlasted the wait for the card that Megan's link opens.
  const own = await arrange.ownBoard();
  const card = await own.card('Order the team lunch', { status: 'Not Started', priority: '(2) Normal' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  await board.openCard(board.cell('(2) Normal', 'Not Started'), card.title);
  const dialog = page.getByRole('dialog', { name: card.title });
  await dialog.getByRole('combobox', { name: 'Assigned To', exact: true }).fill('Megan');
  await page.getByRole('option', { name: /Megan Bowen/ }).click();
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden();

  const mail = await inbox.first(MEGAN, `${card.title} was assigned to you`);
  expect(mail.subject).toBe(`[${own.name}] ${card.title} was assigned to you`);
  const links = linksOf(mail);
  const taskLink = links.find((link) => link.text === card.title)?.url ?? '';
  const boardLink = links.find((link) => link.text === own.name)?.url ?? '';
  const unsubscribeLink = links.find((link) => link.url.includes('/unsubscribe/'))?.url ?? '';

  // The task link opens the board with the card; the board link opens the board.
  const megan = await meganFollowing(browser, taskLink);
  await expect(megan.getByRole('dialog', { name: card.title })).toBeVisible();
  await megan.goto(boardLink);
  await expect(megan.getByRole('heading', { name: own.name, level: 1 })).toBeVisible();

  // A link cut short says so and changes nothing.
  await megan.goto(unsubscribeLink.replace(/signature=[^&]+/, 'signature=forged'));
  const refused = megan.getByRole('dialog', { name: 'Unsubscribe from notifications' });
  await expect(refused.getByRole('alert')).toContainText('This unsubscribe link is not valid');
  await expect(refused.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);

  await megan.goto(unsubscribeLink);
  const asking = megan.getByRole('dialog', { name: 'Unsubscribe from notifications' });
  await expect(asking).toContainText(`${MEGAN} will get no more notifications about “${card.title}” on ${own.name}.`);
  await asking.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(asking.getByRole('status')).toContainText(`You will get no more notifications about “${card.title}”`);
  await asking.getByRole('button', { name: 'Open the card' }).click();
  await expect(megan.getByRole('dialog', { name: card.title })).toBeVisible();

  // Assigned to her again, she hears nothing of it; of another card she does.
  await own.edit(card, { AssignedTo: '' });
  await own.edit(card, { AssignedTo: MEGAN_ID });
  const other = await own.card('Book the meeting room', {
    status: 'Not Started',
    priority: '(2) Normal',
    values: { AssignedTo: MEGAN_ID },
  });
  await inbox.waitFor(MEGAN, `${other.title} was assigned to you`);
  expect(await inbox.to(MEGAN, `${card.title} was assigned to you`)).toHaveLength(1);
});

test("a board's reminders keep the time zone picked in the wizard, found by typing part of its name", async ({ page, arrange }) => {
  const board = await arrange.ownBoard();
  await page.goto(`/newboard/${board.boardID}/3`);
  await page.getByRole('button', { name: 'Adele Vance' }).click();
  const zone = page.getByRole('combobox', { name: 'Time zone of reminders' });
  await expect(zone).toHaveValue('(none)');
  await zone.click();
  await page.keyboard.type('Berl');
  await expect(page.getByRole('option')).toHaveText(['Europe/Berlin']);
  await page.getByRole('option', { name: 'Europe/Berlin' }).click();
  await expect(zone).toHaveValue('Europe/Berlin');
  await page.getByRole('button', { name: 'Save' }).click();
  // The board's own page, once the save is answered: the wizard's heading names the board too.
  await expect(page).toHaveURL(new RegExp(`/kanban/${board.boardID}`));
  await expect(page.getByRole('heading', { name: board.name, level: 1, exact: true })).toBeVisible();
  expect((await board.settings()).config.timeZone).toBe('Europe/Berlin');
});

/** Alex's page with the comments of a new low-priority card of the demo board open, and its title. */
async function commentsOfNewCard(page: Page, arrange: BoardArrangement, title: string): Promise<{ dialog: Locator; title: string }> {
  const card = await arrange.card(title, { status: 'Not Started', priority: '(3) Low' });
  const board = new BoardPage(page);
  await board.signInAndOpen();
  await board.openCard(board.cell('(3) Low', 'Not Started'), card.title);
  const dialog = page.getByRole('dialog', { name: card.title });
  await dialog.getByRole('tab', { name: 'Comments' }).click();
  return { dialog, title: card.title };
}

test('a comment that @mentions a colleague through the picker mails them, on the plain-text comment field of the demo', async ({
  page,
  arrange,
}) => {
  const { dialog, title } = await commentsOfNewCard(page, arrange, 'Collect the feedback forms');
  await dialog.getByRole('combobox', { name: 'Mention someone' }).fill('Megan');
  await page.getByRole('option', { name: /Megan Bowen/ }).click();
  const box = dialog.getByRole('combobox', { name: 'New comment' });
  await expect(box).toHaveValue('@Megan Bowen ');
  await box.press('End');
  await box.pressSequentially('could you collect them?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('list', { name: 'Comments' }).getByText('@Megan Bowen could you collect them?')).toBeVisible();

  // Megan neither made nor holds the card: only the mention tells her.
  const mail = await inbox.first(MEGAN, `New comment on ${title}`);
  expect(mail.html).toContain('@Megan Bowen could you collect them?');
});

test("typing @ in a comment suggests the site's people, Tab picks one with focus kept in the box, and the mention mails them", async ({
  page,
  arrange,
}) => {
  const { dialog, title } = await commentsOfNewCard(page, arrange, 'Sort the returned forms');
  const box = dialog.getByRole('combobox', { name: 'New comment' });
  await box.pressSequentially('Thanks @Megan B');
  const megan = dialog.getByRole('listbox', { name: 'People to mention' }).getByRole('option', { name: 'Megan Bowen' });
  await expect(megan).toHaveAttribute('aria-selected', 'true');
  await box.press('Tab');
  await expect(box).toHaveValue('Thanks @Megan Bowen ');
  await expect(box).toBeFocused();
  await box.pressSequentially('sorted them?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('list', { name: 'Comments' }).getByText('Thanks @Megan Bowen sorted them?')).toBeVisible();
  const mail = await inbox.first(MEGAN, `New comment on ${title}`);
  expect(mail.html).toContain('Thanks @Megan Bowen sorted them?');
});

test('a mention that is no one of the site is named in the comment box and mailed to nobody, while the colleague mentioned beside it hears', async ({
  page,
  arrange,
}) => {
  const outsider = { id: 999, name: 'Outside Helper', email: 'helper@elsewhere.example', login: 'helper@elsewhere.example' };
  // A search answer that offers someone the site does not know (as a directory changed since might).
  await page.route('**/api/site/users/search**', async (route) => {
    const people = (await (await route.fetch()).json()) as unknown[];
    await route.fulfill({ json: [outsider, ...people] });
  });
  const { dialog, title } = await commentsOfNewCard(page, arrange, 'Print the handouts');
  const picker = dialog.getByRole('combobox', { name: 'Mention someone' });
  for (const [query, name] of [
    ['Megan', 'Outside Helper'],
    ['Megan', 'Megan Bowen'],
  ]) {
    await picker.fill(query);
    await page.getByRole('option', { name: new RegExp(name) }).click();
  }
  const box = dialog.getByRole('combobox', { name: 'New comment' });
  await expect(box).toHaveValue('@Outside Helper @Megan Bowen ');
  await box.press('End');
  await box.pressSequentially('please print 40 copies');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Not mentioned, as they are no one of this site: Outside Helper. No mail goes to them.',
  );

  // The outsider is picked first: a message to them would have gone out before Megan's.
  await inbox.waitFor(MEGAN, `New comment on ${title}`);
  expect(await inbox.to(outsider.email)).toEqual([]);
});
