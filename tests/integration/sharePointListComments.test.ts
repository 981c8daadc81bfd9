import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID } from '@listboard/local';
import type { ApiErrorBody, Comment } from '@listboard/shared';
import type { ApiClient } from '../support/apiClient';
import { saveValues, storedConfigOf } from '../support/boardConfig';
import { cardsOf, loadBoard } from '../support/boardEditor';
import { Inbox } from '../support/inbox';
import { sharePointStack, signedInOnSharePoint } from './sharePointStackFixture';

// A board whose comments are SharePoint's own (spmoderncomments, docs/configuration.md#comments): written
// and read through the item's Comments API, counted from the item's _CommentCount in the one list read, and
// mailed by the comment rules as a Note field's comments are. The demo board has every comment rule on.
const env = sharePointStack('list-comments');
const person = (alias: string) => `${alias}@demo.listboard.local`;
const signedIn: Record<string, ApiClient> = {};
let inbox: Inbox;

beforeAll(async () => {
  inbox = new Inbox(env.stack.mailInbox);
  for (const alias of ['adele', 'alex', 'nestor', 'megan']) signedIn[alias] = await signedInOnSharePoint(env, person(alias));
});

describe("SharePoint's own comments on a board", () => {
  it('writes a comment to the item, reads it back, counts it on the card and mails the creator and the earlier commentators', async () => {
    const { adele, alex, nestor, megan } = signedIn;
    const config = await storedConfigOf(adele, DEMO_BOARD_ID);
    const created = await adele.call<{ id: string } & ApiErrorBody>('POST', 'boards/board', {
      ...config,
      id: '',
      name: 'Offsite in SharePoint comments',
      commentsFieldName: 'spmoderncomments',
    });
    expect(created.status, created.body.message).toBe(200);
    const where = { boardID: created.body.id, siteURL: env.tenant.siteUrl, listID: config.source.lists[0].listID };
    const itemID = await saveValues(alex, where, 0, { Title: 'Plan the offsite', Status: 'Not Started' });
    const comment = (client: ApiClient, text: string) =>
      client.call<ApiErrorBody>('POST', 'item/comment', { ...where, itemID, values: [{ name: 'spmoderncomments', value: text }] });

    const first = await comment(nestor, 'Somewhere by the lake?');
    expect(first.status, first.body.message).toBe(200);
    const from = env.tenant.server.requests.length;
    const second = await comment(megan, 'Booked the boat house.');
    expect(second.status, second.body.message).toBe(200);
    // Through the item's Comments API, not a field of the item: no item write.
    const sent = env.tenant.server.requests.slice(from);
    expect(sent.some((request) => request.verb === 'POST' && /items\(\d+\)\/comments/i.test(request.path))).toBe(true);
    expect(sent.some((request) => request.verb === 'MERGE')).toBe(false);

    const read = await alex.call<Comment[]>('GET', 'item/comments/all/', undefined, { ...where, itemID: String(itemID) });
    expect(read.status).toBe(200);
    expect(read.body.map((c) => [c.text, c.author.name])).toEqual([
      ['Booked the boat house.', 'Megan Bowen'],
      ['Somewhere by the lake?', 'Nestor Wilke'],
    ]);

    // The count comes with the list read: no request per card.
    const beforeLoad = env.tenant.server.requests.length;
    const card = cardsOf(await loadBoard(alex, where.boardID)).find((candidate) => candidate.id === itemID);
    expect(card?.commentsCount).toBe(2);
    expect(env.tenant.server.requests.slice(beforeLoad).some((request) => /\/comments/i.test(request.path))).toBe(false);

    // The creator hears of both; Nestor, who commented first, of Megan's; Megan of nothing she wrote.
    expect((await inbox.waitFor(person('alex'), 'New comment on Plan the offsite')).length).toBeGreaterThan(0);
    const [toNestor] = await inbox.waitFor(person('nestor'), 'New comment on Plan the offsite');
    expect(toNestor.html).toContain('Booked the boat house.');
    expect(await inbox.to(person('megan'), 'New comment on Plan the offsite')).toEqual([]);
  });
});
