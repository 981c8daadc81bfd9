import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import { DEMO_SITE } from '../support/apiClient';
import { Inbox } from '../support/inbox';
import { decodedHeader } from '../support/mimeHeaders';
import { signedInStack } from './stackFixture';
import { saveValues } from '../support/boardConfig';

const env = signedInStack();
const MEGAN = 'megan@demo.listboard.local';
const MEGAN_ID = 3;
/** An address of nobody on the site: mail to it would make the product a relay. */
const OUTSIDER = 'outsider@elsewhere.example';
const demo = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
let inbox: Inbox;

beforeAll(() => {
  inbox = new Inbox(env.stack.mailInbox);
});

describe('what a mail may contain', () => {
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
