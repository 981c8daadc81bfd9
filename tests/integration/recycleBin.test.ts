import { describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID } from '@listboard/local';
import type { ApiErrorBody, BoardConfig, BoardResponse, Comment, Item, TasksResponse } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { saveValues } from '../support/boardConfig';
import { trashJob } from '@listboard/functions/host-api';
import { signedInStack } from './stackFixture';

// A deleted card goes to the recycle bin and comes back through its deleter's token, with its comments, attachments
// and history, once, into a cell whose WIP limit holds (docs/board-page.md#undo).
const env = signedInStack();
const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };
const DAY_MS = 86_400_000;
const cardQuery = (itemID: number) => ({ ...where, itemID: String(itemID) });

async function cardsIn(column: string, lane: string): Promise<Item[]> {
  const board = (await env.alex.call<TasksResponse>('POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID })).body;
  return board.rows.find((row) => row.value === lane)?.columns.find((cell) => cell.name === column)?.items ?? [];
}

async function remove(itemID: number, client = env.alex): Promise<string> {
  const removed = await client.call<{ restoreToken?: string }>('POST', 'item/remove', {
    boardID: DEMO_BOARD_ID,
    info: { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID },
  });
  expect(removed.status).toBe(200);
  expect(removed.body.restoreToken).toEqual(expect.any(String));
  return removed.body.restoreToken as string;
}

const restore = (restoreToken: string, client = env.alex, boardID = DEMO_BOARD_ID) =>
  client.call<{ itemID: number; etag: string } & ApiErrorBody>('POST', 'item/restore', { boardID, restoreToken });

async function limitColumn(owner: ApiClient, column: string, wipLimit: number): Promise<void> {
  const current = (await owner.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID })).body;
  const { fields: _fields, userPermission: _level, canEditSettings: _edit, canViewCharts: _charts, configEtag, ...config } = current;
  const changed: BoardConfig = {
    ...config,
    columnDefinitions: config.columnDefinitions.map((c) => (c.value === column ? { ...c, wipLimit, isActiveWipLimit: true } : c)),
  };
  expect((await owner.call('POST', 'boards/board', changed, undefined, { headers: { 'if-match': configEtag } })).status).toBe(200);
}

describe('the recycle bin', () => {
  it('restores a deleted card with its comments, attachments and history, once, and only for its deleter', async () => {
    const itemID = await saveValues(env.alex, where, 0, { Title: 'Deleted by mistake', Status: 'Not Started', Priority: '(2) Normal' });
    await saveValues(env.alex, where, itemID, { Status: 'Review' });
    const commented = await env.alex.call('POST', 'item/comment', {
      ...where,
      itemID,
      values: [{ name: 'KanbanComments', value: 'Keep me' }],
    });
    expect(commented.status).toBe(200);
    const uploaded = await env.alex.upload('item/attachments', DEMO_BOARD_ID, { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID }, [
      ['notes.txt', 'hello'],
    ]);
    expect(uploaded.status).toBe(200);

    const token = await remove(itemID);
    expect((await cardsIn('Review', '(2) Normal')).some((card) => card.id === itemID)).toBe(false);

    const megan = await new ApiClient(env.stack.url).signIn('megan@demo.listboard.local');
    expect(await restore(token, megan)).toMatchObject({ status: 403, body: { code: 'access_denied' } });
    expect(await restore(token, env.alex, 'another-board')).toMatchObject({ status: 400, body: { code: 'invalid_restore_token' } });
    expect(await restore(`${token.slice(0, -2)}xx`)).toMatchObject({ status: 400, body: { code: 'invalid_restore_token' } });

    // Two restores at once (a double click, two tabs): one brings the card back, the other is told it is back already.
    const answers = await Promise.all([restore(token), restore(token)]);
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('card_not_restorable');
    expect(answers.find((answer) => answer.status === 200)?.body).toMatchObject({ itemID, etag: expect.any(String) });

    expect((await cardsIn('Review', '(2) Normal')).map((card) => card.id)).toContain(itemID);
    const comments = await env.alex.call<Comment[]>('GET', 'item/comments/all/', undefined, cardQuery(itemID));
    expect(comments.body.map((comment) => comment.text)).toContain('Keep me');
    const files = await env.alex.call<{ name: string }[]>('GET', 'item/attachments', undefined, cardQuery(itemID));
    expect(files.body.map((file) => file.name)).toEqual(['notes.txt']);
    const history = await env.alex.call<unknown[]>('GET', 'item/getItemHistory/', undefined, cardQuery(itemID));
    expect(history.body.length).toBeGreaterThanOrEqual(2);
    expect(await restore(token)).toMatchObject({ status: 409, body: { code: 'card_not_restorable' } });
  });

  it('holds the WIP limit of the cell a card comes back to, and keeps the card restorable until there is room', async () => {
    const column = 'In Progress';
    const lane = '(3) Low';
    const itemID = await saveValues(env.alex, where, 0, { Title: 'Back later', Status: column, Priority: lane });
    const token = await remove(itemID);
    const filler = await saveValues(env.alex, where, 0, { Title: 'Took its place', Status: column, Priority: lane });
    const adele = await new ApiClient(env.stack.url).signIn('adele@demo.listboard.local');
    await limitColumn(adele, column, (await cardsIn(column, lane)).length);

    expect(await restore(token)).toMatchObject({ status: 409, body: { code: 'wip_limit' } });
    await remove(filler);
    expect(await restore(token)).toMatchObject({ status: 200, body: { itemID } });
    expect((await cardsIn(column, lane)).map((card) => card.id)).toContain(itemID);
  });

  it('forgets a card for good once its days in the recycle bin are over', async () => {
    const itemID = await saveValues(env.alex, where, 0, { Title: 'Gone for good', Status: 'Not Started' });
    const token = await remove(itemID);
    await trashJob.run(new Date(Date.now() + 29 * DAY_MS));
    const kept = await restore(token);
    expect(kept.status).toBe(200);
    const again = await remove(itemID);
    await trashJob.run(new Date(Date.now() + 31 * DAY_MS));
    expect(await restore(again)).toMatchObject({ status: 409, body: { code: 'card_not_restorable' } });
  });
});
