import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { Inbox } from '../support/inbox';
import { decodedHeader } from '../support/mimeHeaders';
import { signedInStack } from './stackFixture';
import { saveValues } from '../support/boardConfig';

const env = signedInStack();
const ALEX = 'alex@demo.listboard.local';
const MEGAN = 'megan@demo.listboard.local';
const MEGAN_ID = 3;
/** An address of nobody on the site: mail to it would make the product a relay. */
const OUTSIDER = 'outsider@elsewhere.example';
const demo = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
let inbox: Inbox;
let megan: ApiClient;

const comment = (client: ApiClient, where: typeof demo, itemID: number, value: string, mentions: string[] = []) =>
  client.call('POST', 'item/comment', { ...where, itemID, values: [{ name: 'KanbanComments', value }], mentions });

beforeAll(async () => {
  inbox = new Inbox(env.stack.mailInbox);
  megan = await new ApiClient(env.stack.url).signIn(MEGAN);
});

describe('what a mail may contain', () => {
  it('keeps markup typed into a plain-text comment as text in the mail, in both of its parts', async () => {
    const typed = '<a href="https://phish.example/">Reset your password</a>';
    const itemID = await saveValues(env.alex, demo, 0, { Title: 'Check the invoices', Status: 'Not Started' });
    expect((await comment(megan, demo, itemID, `Please:\n${typed}`)).status).toBe(200);
    const [mail] = await inbox.waitFor(ALEX, 'New comment on Check the invoices');
    expect(mail.html).not.toContain('<a href="https://phish.example/"');
    expect(mail.html).toContain('<p>Please:<br />&lt;a href=');
    expect(mail.text).toContain(`Please:\n${typed}`);
  });

  it('writes a title that looks like a MIME encoded word into the Subject as the person typed it, for every client', async () => {
    const title = `=?utf-8?q?x=0D=0ABcc:${OUTSIDER}?=`;
    await saveValues(env.alex, demo, 0, { Title: title, Status: 'Not Started', AssignedTo: String(MEGAN_ID) });
    const subject = `[Team tasks] ${title} was assigned to you`;
    const [mail] = await inbox.waitFor(MEGAN, title);
    // MailDev's parser decodes the header as a mail client does.
    expect(mail?.subject).toBe(subject);
    expect(decodedHeader(await inbox.source(mail.id), 'Subject')).toBe(subject);
  });
});
