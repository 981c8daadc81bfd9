import { describe, expect, it, beforeAll } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { Inbox, type InboxMail, oneClickAddressOf, postOneClickUnsubscribe } from '../support/inbox';
import { signedInStack } from './stackFixture';
import { saveValues } from '../support/boardConfig';

const env = signedInStack();
const MEGAN = 'megan@demo.listboard.local';
const MEGAN_ID = 3;
const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
let inbox: Inbox;
let megan: ApiClient;

beforeAll(async () => {
  inbox = new Inbox(env.stack.mailInbox);
  megan = await new ApiClient(env.stack.url).signIn(MEGAN);
});

describe('the mail a person gets: its layout and one-click unsubscribe', () => {
  let mail: InboxMail;
  let itemID: number;

  beforeAll(async () => {
    itemID = await saveValues(env.alex, where, 0, { Title: 'Print the flyers', Status: 'Not Started', AssignedTo: String(MEGAN_ID) });
    [mail] = await inbox.waitFor(MEGAN, 'Print the flyers was assigned to you');
  });

  it('lays the message out in tables for every client: the title, what changed, a button to the card, dark mode, a text part', () => {
    const html = mail.html ?? '';
    const taskLink = `${env.stack.url}/kanban/${DEMO_BOARD_ID}/${DEMO_TASKS_LIST_ID}/${itemID}?SPHostUrl=${encodeURIComponent(DEMO_SITE)}`;
    expect(html).toContain('<html lang="en-US"');
    expect(html).toContain('<meta name="color-scheme" content="light dark"');
    expect(html).toMatch(/<table role="presentation"[^>]*>/);
    expect(html).toMatch(/<h1[^>]*>Print the flyers<\/h1>/);
    expect(html).toContain('Alex Wilber assigned');
    expect(html).toMatch(
      new RegExp(
        `<a href="${taskLink.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '&amp;')}"[^>]*style="[^"]*display:inline-block[^"]*"[^>]*>Open the card</a>`,
      ),
    );
    expect(mail.text).toContain(`Open the card: ${taskLink}`);
    expect(mail.text).toContain('Alex Wilber assigned');
  });

  it('offers one-click unsubscribe (RFC 8058) that needs no sign-in, is idempotent and refuses a changed signature', async () => {
    expect(await inbox.header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The address a mail client posts to.
    const url = oneClickAddressOf(await inbox.header(mail, 'List-Unsubscribe'));
    expect(url).toMatch(/^http:\/\/[^/]+\/api\/notifications\/unsubscribe\/one-click\?/);
    const forged = new URL(url);
    // Its first character changed: to 'x', or to 'y' where it was 'x' (one signature in 64 starts with it).
    const signature = forged.searchParams.get('signature') ?? '';
    forged.searchParams.set('signature', `${signature.startsWith('x') ? 'y' : 'x'}${signature.slice(1)}`);
    const refused = await postOneClickUnsubscribe(forged.toString());
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('unsubscribe_link_invalid');
    const answers = await Promise.all([postOneClickUnsubscribe(url), postOneClickUnsubscribe(url)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await postOneClickUnsubscribe(url)).status).toBe(200);
    // The signed page link of the footer still works, and now says it is done.
    const page = new URL(/href="([^"]+\/unsubscribe\/[^"]+)"/.exec(mail.html ?? '')?.[1]?.replace(/&amp;/g, '&') ?? '');
    const [, , boardId, listId, itemId] = page.pathname.split('/');
    const state = await megan.call<{ unsubscribed: boolean }>('GET', 'notifications/unsubscribe', undefined, {
      boardId,
      listId,
      itemId,
      login: page.searchParams.get('login') ?? '',
      expires: page.searchParams.get('expires') ?? '',
      signature: page.searchParams.get('signature') ?? '',
    });
    expect(state.status).toBe(200);
    expect(state.body.unsubscribed).toBe(true);
  });
});
