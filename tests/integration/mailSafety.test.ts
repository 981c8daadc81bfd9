import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import type { ApiErrorBody, BoardConfig, BoardResponse, BoardTemplate } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { Inbox } from '../support/inbox';
import { decodedHeader } from '../support/mimeHeaders';
import { signedInStack } from './stackFixture';
import { saveValues, storedConfigOf } from '../support/boardConfig';

const env = signedInStack();
const ADELE = 'adele@demo.listboard.local';
const ALEX = 'alex@demo.listboard.local';
const MEGAN = 'megan@demo.listboard.local';
const MEGAN_ID = 3;
/** An address of nobody on the site: mail to it would make the product a relay. */
const OUTSIDER = 'outsider@elsewhere.example';
const demo = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
let inbox: Inbox;
let adele: ApiClient;
let megan: ApiClient;
/** A copy of the demo board whose comment field is rich text, as Adele's import made it. */
let rich: typeof demo;

type CommentAnswer = { itemID: number; unresolvedMentions: string[] } & ApiErrorBody;
const comment = (client: ApiClient, where: typeof demo, itemID: number, value: string, mentions: string[] = []) =>
  client.call<CommentAnswer>('POST', 'item/comment', { ...where, itemID, values: [{ name: 'KanbanComments', value }], mentions });

beforeAll(async () => {
  inbox = new Inbox(env.stack.mailInbox);
  adele = await new ApiClient(env.stack.url).signIn(ADELE);
  megan = await new ApiClient(env.stack.url).signIn(MEGAN);
  // The demo board notifies on assignment and has its four comment rules on; its copy keeps them.
  const template = (await adele.call<BoardTemplate>('POST', 'site/loadTemplateData', { boardId: DEMO_BOARD_ID, includeContent: false }))
    .body;
  const listData = template.listData.map((list) => ({
    ...list,
    fields: list.fields.map((field) => (field.internalName === 'KanbanComments' ? { ...field, isRich: true } : field)),
  }));
  const imported = await adele.call<{ id: string } & ApiErrorBody>('POST', 'site/importTemplate', {
    template: { ...template, listData },
    name: 'Rich comments',
  });
  expect(imported.status, imported.body.message).toBe(200);
  const board = (await adele.call<BoardResponse>('GET', 'board', undefined, { boardID: imported.body.id })).body;
  expect(board.fields.find((field) => field.internalName === 'KanbanComments')).toMatchObject({ isRich: true, appendOnly: true });
  rich = { boardID: imported.body.id, siteURL: DEMO_SITE, listID: board.source.lists[0].listID };
});

describe('whom Listboard mails', () => {
  it('mails a mailto link of a rich comment only when it is a person of the site, and names the others in the answer', async () => {
    const itemID = await saveValues(adele, rich, 0, { Title: 'Renew the lease', Status: 'Not Started' });
    const answer = await comment(
      adele,
      rich,
      itemID,
      `<p><a href="mailto:${OUTSIDER}">@Outsider</a> and <a href="mailto:${MEGAN}">@Megan Bowen</a>, see <a href="https://example.com/lease">the draft</a></p>`,
    );
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.unresolvedMentions).toEqual([OUTSIDER]);
    const [mail] = await inbox.waitFor(MEGAN, 'New comment on Renew the lease');
    // A rich comment's sanitised HTML stays HTML in the mail.
    expect(mail.html).toContain('<a href="https://example.com/lease">the draft</a>');
    // The outsider comes first in the comment: their message would have gone out before Megan's.
    expect(await inbox.to(OUTSIDER)).toEqual([]);
  });

  it('reads no links in a plain-text comment, and names a picked sign-in name nobody has as not mentioned', async () => {
    const itemID = await saveValues(env.alex, demo, 0, { Title: 'Sign the contract', Status: 'Not Started' });
    const answer = await comment(megan, demo, itemID, `<a href="mailto:${OUTSIDER}">@Outsider</a> @${OUTSIDER} @Adele Vance please sign`, [
      OUTSIDER,
      ADELE,
    ]);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.unresolvedMentions).toEqual([OUTSIDER]);
    // The mention rule of the demo stays on: Adele, picked and named, hears of it.
    expect(await inbox.waitFor(ADELE, 'New comment on Sign the contract')).toHaveLength(1);
    expect(await inbox.waitFor(ALEX, 'New comment on Sign the contract')).toHaveLength(1);
    expect(await inbox.to(OUTSIDER)).toEqual([]);
  });

  it('mails the people a rule names only when they are people of the site, however their sign-in name reads', async () => {
    const config: BoardConfig = await storedConfigOf(adele, rich.boardID);
    const everyChange = {
      name: 'Every change',
      message: '<p>{TaskLink} changed.</p>',
      isDisabled: false,
      conditions: [],
      users: [{ login: OUTSIDER }, { login: MEGAN }],
    };
    const saved = await adele.call('POST', 'boards/board', {
      ...config,
      notificationsDefinition: { ...config.notificationsDefinition, rules: [everyChange, ...config.notificationsDefinition.rules] },
    });
    expect(saved.status).toBe(200);
    await saveValues(adele, rich, 0, { Title: 'Move the archive', Status: 'Not Started' });
    expect(await inbox.waitFor(MEGAN, 'Every change: Move the archive')).toHaveLength(1);
    // The outsider is the rule's first recipient: their message would have gone out before Megan's.
    expect(await inbox.to(OUTSIDER)).toEqual([]);
  });
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
