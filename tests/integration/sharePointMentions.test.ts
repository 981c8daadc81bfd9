import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID } from '@listboard/local';
import type { ApiErrorBody, BoardResponse } from '@listboard/shared';
import type { ApiClient } from '../support/apiClient';
import { saveValues } from '../support/boardConfig';
import { Inbox } from '../support/inbox';
import { sharePointStack, signedInOnSharePoint } from './sharePointStackFixture';

// Mentions on a board whose lists are on SharePoint: a mention is a person of the organisation's
// directory, found through SharePoint's people picker service; an address that is nobody's is not mailed.
const ADELE = 'adele@demo.listboard.local';
/** In the directory, never on the site (demoTenant). */
const JOHANNA = 'johanna@demo.listboard.local';
const OUTSIDER = 'outsider@elsewhere.example';
const env = sharePointStack('mentions');
let inbox: Inbox;
let alex: ApiClient;

beforeAll(async () => {
  inbox = new Inbox(env.stack.mailInbox);
  alex = await signedInOnSharePoint(env, 'alex@demo.listboard.local');
});

describe('mentions on a SharePoint board', () => {
  it("mails a person the directory's people picker finds, and names an address that is nobody's as not mentioned", async () => {
    const board = await alex.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID });
    expect(board.status).toBe(200);
    const where = { boardID: DEMO_BOARD_ID, siteURL: env.tenant.siteUrl, listID: board.body.source.lists[0].listID };
    const itemID = await saveValues(alex, where, 0, { Title: 'Review the budget', Status: 'Not Started' });
    const from = env.tenant.server.requests.length;
    const answer = await alex.call<{ unresolvedMentions: string[] } & ApiErrorBody>('POST', 'item/comment', {
      ...where,
      itemID,
      values: [{ name: 'KanbanComments', value: `@Johanna Lorenz and @Adele Vance, please review. cc @${OUTSIDER}` }],
      mentions: [OUTSIDER, JOHANNA, ADELE],
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.unresolvedMentions).toEqual([OUTSIDER]);
    expect(env.tenant.server.requests.slice(from).some((request) => /clientpeoplepickersearchuser/i.test(request.path))).toBe(true);
    expect(await inbox.waitFor(JOHANNA, 'New comment on Review the budget')).toHaveLength(1);
    expect(await inbox.waitFor(ADELE, 'New comment on Review the budget')).toHaveLength(1);
    // The outsider is the first mention: their message would have gone out before the others'.
    expect(await inbox.to(OUTSIDER)).toEqual([]);
  });
});
