import { BlobServiceClient } from '@azure/storage-blob';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_BOARD_ID, DEMO_DOCUMENTS_BOARD_ID, DEMO_DOCUMENTS_LIST_ID, DEMO_TASKS_LIST_ID, DEMO_VIEW_ONLY_LOGIN } from '@listboard/local';
import {
  type ApiErrorBody,
  type AttachmentFile,
  type FilterRule,
  type ItemValuesResponse,
  MAX_STORED_DOCUMENT_CHARS,
} from '@listboard/shared';
import { type ApiAnswer, ApiClient, DEMO_SITE } from '../support/apiClient';
import { signedInStack } from './stackFixture';

/**
 * Ids, names and sizes a request carries are refused at once (400/413 with a code) and
 * nothing is stored, instead of reaching storage keys and answering 500 after 2-16 s.
 */
const env = signedInStack();
const where = { boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID };

afterEach(() => {
  vi.restoreAllMocks();
});

/** Calls the API and checks the refusal's `status` and `code` (how fast it comes is the bench's business). */
async function refused(answer: Promise<ApiAnswer<unknown>>, status: number, code: string, what: string): Promise<ApiErrorBody> {
  const { status: actual, body } = await answer;
  const error = body as ApiErrorBody;
  expect({ what, status: actual, code: error?.code }).toEqual({ what, status, code });
  return error;
}

async function newCard(title: string): Promise<number> {
  const created = await env.alex.call<{ itemID: number }>('POST', 'item/values', {
    ...where,
    itemID: 0,
    values: [{ name: 'Title', value: title }],
  });
  expect(created.status).toBe(200);
  return created.body.itemID;
}

async function titleOf(itemID: number): Promise<string | null> {
  const answer = await env.alex.call<ItemValuesResponse>('GET', 'item/values', undefined, { ...where, itemID: String(itemID) });
  return answer.body.values.find((v) => v.name === 'Title')?.value ?? null;
}

async function attachmentNames(itemID: number): Promise<string[]> {
  const answer = await env.alex.call<AttachmentFile[]>('GET', 'item/attachments', undefined, { ...where, itemID: String(itemID) });
  expect(answer.status).toBe(200);
  return answer.body.map((f) => f.name);
}

describe('file names', () => {
  const BAD_NAMES = [
    'bad\u0000name.txt',
    'bell\u0007.txt',
    'a:b.txt',
    'what?.txt',
    'CON.txt',
    'nul',
    'trailing.',
    ' lead.txt',
    'x_vti_y.txt',
    `${'n'.repeat(256)}.txt`,
  ];

  it('refuses attachment names SharePoint refuses with 400 invalid_file_name before storing anything', async () => {
    const itemID = await newCard('Attachment names');
    for (const name of BAD_NAMES) {
      const answer = env.alex.upload('item/attachments', DEMO_BOARD_ID, { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID }, [
        ['fine.txt', 'ok'],
        [name, 'x'],
      ]);
      const error = await refused(answer, 400, 'invalid_file_name', JSON.stringify(name));
      expect(error.message).not.toContain('\u0000');
    }
    expect(await attachmentNames(itemID)).toEqual([]);
    const uploaded = await env.alex.upload<AttachmentFile[]>(
      'item/attachments',
      DEMO_BOARD_ID,
      { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID },
      [['Überblick 2024 (v2).txt', 'ok']],
    );
    expect(uploaded.status).toBe(200);
    expect(await attachmentNames(itemID)).toEqual(['Überblick 2024 (v2).txt']);
  });

  it("refuses them for a library item's file too, keeping the file it has", async () => {
    const docs = { siteURL: DEMO_SITE, listID: DEMO_DOCUMENTS_LIST_ID };
    const created = await env.alex.call<{ itemID: number }>('POST', 'item/values', {
      boardID: DEMO_DOCUMENTS_BOARD_ID,
      ...docs,
      itemID: 0,
      values: [{ name: 'Title', value: 'Charter' }],
    });
    const itemID = created.body.itemID;
    expect((await env.alex.upload('item/files', DEMO_DOCUMENTS_BOARD_ID, { ...docs, itemID }, [['charter.txt', 'v1']])).status).toBe(200);
    for (const name of ['bad\u0000name.txt', 'LPT1.txt', 'a|b.txt']) {
      await refused(
        env.alex.upload('item/files', DEMO_DOCUMENTS_BOARD_ID, { ...docs, itemID }, [[name, 'v2']]),
        400,
        'invalid_file_name',
        JSON.stringify(name),
      );
    }
    const files = await env.alex.call<AttachmentFile[]>('GET', 'item/attachments', undefined, {
      boardID: DEMO_DOCUMENTS_BOARD_ID,
      ...docs,
      itemID: String(itemID),
    });
    expect(files.body.map((f) => f.name)).toEqual(['charter.txt']);
  });

  it('refuses names in the contract: downloading and removing attachments', async () => {
    const itemID = await newCard('Contract names');
    await env.alex.upload('item/attachments', DEMO_BOARD_ID, { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID }, [
      ['keep.txt', 'ok'],
    ]);
    // A query string cannot carry a lone surrogate (it arrives as U+FFFD); a JSON body can.
    for (const name of ['../keep.txt', 'a/b.txt', 'bad\u0000.txt', 'CON']) {
      await refused(
        env.alex.call('GET', 'item/attachments/content', undefined, { ...where, itemID: String(itemID), name }),
        400,
        'invalid_request',
        `download ${JSON.stringify(name)}`,
      );
    }
    for (const name of ['../keep.txt', 'a/b.txt', 'bad\u0000.txt', 'x\ud800.txt']) {
      const removal = env.alex.call('DELETE', 'item/attachments', {
        boardID: DEMO_BOARD_ID,
        itemInfo: { ...where, itemID },
        names: [name],
      });
      await refused(removal, 400, 'invalid_request', `remove ${JSON.stringify(name)}`);
    }
    expect(await attachmentNames(itemID)).toEqual(['keep.txt']);
  });

  it("lists a card's attachments although a blob with a name no listing can carry is already stored, and logs it", async () => {
    const itemID = await newCard('Old bad blob');
    await env.alex.upload('item/attachments', DEMO_BOARD_ID, { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID }, [
      ['a-notes.txt', 'ok'],
    ]);
    // What the upload stored before names were checked.
    const container = BlobServiceClient.fromConnectionString(env.stack.storageConnectionString).getContainerClient('lbattachments');
    await container.getBlockBlobClient(`${DEMO_TASKS_LIST_ID}/${itemID}/b\u0000ad.txt`).uploadData(Buffer.from('x'));
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await attachmentNames(itemID)).toEqual(['a-notes.txt']);
    expect(logged.mock.calls.flat().join('\n')).toContain('left out');
  });
});

describe('sizes of stored documents', () => {
  const condition = (value: string) => ({ field: 'Title', operator: 'Contains', value });
  const filters = (count: number, conditions: number, value: string): FilterRule[] =>
    Array.from(
      { length: count },
      (_, i) =>
        ({
          name: `F${i}`,
          isEnable: true,
          isPrivate: true,
          operand: 'AND',
          conditions: Array.from({ length: conditions }, () => ({ id: '', group: 0, block: 0, conjunction: 'AND', ...condition(value) })),
        }) as FilterRule,
    );

  it('refuses private filters larger than storage keeps with 413 document_too_large, also from a view-only user, and keeps the saved ones', async () => {
    const viewer = await new ApiClient(env.stack.url).signIn(DEMO_VIEW_ONLY_LOGIN);
    expect((await viewer.call('POST', 'filters/my', { boardID: DEMO_BOARD_ID, filters: filters(1, 1, 'keep') })).status).toBe(200);
    // About 1 MB of ASCII, and 300,000 non-ASCII characters that the ASCII-only JSON makes six times longer.
    for (const [what, body] of [
      ['1 MB', filters(50, 50, 'x'.repeat(400))],
      ['300K non-ASCII', filters(50, 10, 'é'.repeat(600))],
    ] as const) {
      const error = await refused(
        viewer.call('POST', 'filters/my', { boardID: DEMO_BOARD_ID, filters: body }),
        413,
        'document_too_large',
        what,
      );
      expect(error.message).toContain(String(MAX_STORED_DOCUMENT_CHARS));
    }
    await refused(
      viewer.call('POST', 'filters/my', { boardID: DEMO_BOARD_ID, filters: filters(1, 1, 'x'.repeat(1_000_000)) }),
      400,
      'invalid_request',
      'one 1 MB value',
    );
    await refused(
      viewer.call('POST', 'filters/my', { boardID: DEMO_BOARD_ID, filters: filters(1, 101, 'x') }),
      400,
      'invalid_request',
      '101 conditions',
    );
    const kept = await viewer.call<FilterRule[]>('GET', `filters/my/${DEMO_BOARD_ID}`);
    expect(kept.body.map((f) => f.conditions[0]?.value)).toEqual(['keep']);
  });
});

describe('ids', () => {
  it('refuses board and list ids in the kanban paths that could not be storage keys with 400', async () => {
    const card = { siteURL: DEMO_SITE, values: [{ name: 'Title', value: 'Path ids' }] };
    await refused(
      env.alex.call('POST', `kanban/${encodeURIComponent('x y')}/items/${DEMO_TASKS_LIST_ID}/`, card),
      400,
      'invalid_request',
      'board id x y',
    );
    await refused(
      env.alex.call('POST', `kanban/${DEMO_BOARD_ID}/items/${encodeURIComponent('a\\b')}/`, card),
      400,
      'invalid_request',
      'list id a\\b',
    );
    await refused(
      env.alex.call('POST', `kanban/${encodeURIComponent('x\u0001')}/task`, {
        info: { siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID, itemID: 1 },
      }),
      400,
      'invalid_request',
      'task board id',
    );
  });
  it('refuses list ids that could not be storage keys with 400 at once', async () => {
    for (const listID of ['a/b', '..', `${DEMO_TASKS_LIST_ID}/../x`, 'x\ud800', 'list#1', 'list?1']) {
      const what = JSON.stringify(listID);
      await refused(
        env.alex.call('GET', 'item/values', undefined, { ...where, listID, itemID: '1' }),
        400,
        'invalid_request',
        `query ${what}`,
      );
      await refused(
        env.alex.call('POST', 'item/values', { ...where, listID, itemID: 0, values: [{ name: 'Title', value: 'x' }] }),
        400,
        'invalid_request',
        `body ${what}`,
      );
      await refused(
        env.alex.call('POST', 'item/watchers', { boardID: DEMO_BOARD_ID, info: { ...where, listID, itemID: 1 }, userIds: [2] }),
        400,
        'invalid_request',
        `watchers ${what}`,
      );
      await refused(
        env.alex.call('GET', 'item/attachments', undefined, { ...where, listID, itemID: '1' }),
        400,
        'invalid_request',
        `attachments ${what}`,
      );
    }
  });

  it('refuses board ids, site URLs, uniqueIDs and field names that are none', async () => {
    await refused(env.alex.call('POST', 'kanban/tasks', { boardID: 'a/../b' }), 400, 'invalid_request', 'board id');
    for (const siteURL of ['not a url', 'ftp://demo/x', `${DEMO_SITE}?x=1`]) {
      await refused(
        env.alex.call('POST', 'item/values', { ...where, siteURL, itemID: 0, values: [{ name: 'Title', value: 'x' }] }),
        400,
        'invalid_request',
        `site ${siteURL}`,
      );
    }
    const move = {
      boardID: DEMO_BOARD_ID,
      columnValue: 'Review',
      info: { ...where, itemID: 1 },
      neighbours: { previous: `${DEMO_TASKS_LIST_ID}/x#1` },
    };
    await refused(env.alex.call('POST', 'kanban/movetask', move), 400, 'invalid_request', 'uniqueID');
    await refused(
      env.alex.call('POST', 'item/values', { ...where, itemID: 0, values: [{ name: '../Title', value: 'x' }] }),
      400,
      'invalid_request',
      'field name',
    );
  });

  it('takes item ids as JSON integers and query digits only, never coerced, and changes nothing', async () => {
    const first = await titleOf(1);
    // z.coerce.number() made these 1, 3 and 16: a save to an item the client never named.
    for (const itemID of [true, [1], '0x10', '1', 1.5]) {
      await refused(
        env.alex.call('POST', 'item/values', { ...where, itemID, values: [{ name: 'Title', value: 'Coerced' }] }),
        400,
        'invalid_request',
        `body ${JSON.stringify(itemID)}`,
      );
      await refused(
        env.alex.call('POST', 'item/watchers', { boardID: DEMO_BOARD_ID, info: { ...where, itemID }, userIds: [3] }),
        400,
        'invalid_request',
        `watchers ${JSON.stringify(itemID)}`,
      );
    }
    for (const itemID of ['true', '[1]', '0x10', '1e0', ' 1', '1.0']) {
      await refused(env.alex.call('GET', 'item/values', undefined, { ...where, itemID }), 400, 'invalid_request', `query ${itemID}`);
    }
    expect(await titleOf(1)).toBe(first);
    const watchers = await env.alex.call<unknown[]>('GET', 'item/watchers', undefined, { ...where, itemID: '1' });
    expect(watchers.body).toEqual([]);
  });
});
