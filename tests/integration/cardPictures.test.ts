import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_TASKS_LIST_ID, LOCAL_API_SCOPE, LOCAL_CLIENT_ID } from '@listboard/local';
import type { ApiErrorBody, AttachmentFile, BoardResponse, Item, TasksResponse } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { saveValues } from '../support/boardConfig';
import { signInAtProvider } from '../support/openIdSignIn';
import { sharePointStack } from './sharePointStackFixture';
import { signedInStack } from './stackFixture';

// The upload options (docs/api.md#upload-options) on both list hosts: images declared by attachmentTypes are checked
// by name and content, and the last one marked showAs is the card's picture in the tasks answer.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]);

interface Host {
  client(): ApiClient;
  where(): { boardID: string; siteURL: string; listID: string };
  baseUrl(): string;
}

function uploadOptionsOn({ client, where, baseUrl }: Host): void {
  type Files = AttachmentFile[] & ApiErrorBody;
  const upload = async (itemID: number, files: [string, Uint8Array | string][], fields: Record<string, string> = {}) => {
    const { boardID, siteURL, listID } = where();
    return client().upload<Files>('item/attachments', boardID, { siteURL, listID, itemID }, files, fields);
  };
  const card = async (itemID: number): Promise<Item | undefined> => {
    const board = await client().call<TasksResponse>('POST', 'kanban/tasks', { boardID: where().boardID });
    expect(board.status).toBe(200);
    return board.body.rows.flatMap((r) => r.columns.flatMap((c) => c.items)).find((item) => item.info.itemID === itemID);
  };
  const names = async (itemID: number) => {
    const answer = await client().call<Files>('GET', 'item/attachments', undefined, { ...where(), itemID: String(itemID) });
    return answer.body.map((f) => f.name);
  };

  it('shows the last image marked showAs at the top of its card, replaces it with the next and clears it on removal', async () => {
    const itemID = await saveValues(client(), where(), 0, { Title: 'With a cover' });
    const plainHeight = (await card(itemID))?.fieldsHeight ?? 0;
    const first = await upload(
      itemID,
      [
        ['cover.png', PNG],
        ['notes.txt', 'plain notes'],
      ],
      { attachmentTypes: '[1,0]', showAs: '[true,false]' },
    );
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.map((f) => [f.name, f.attachmentType])).toEqual([
      ['cover.png', 1],
      ['notes.txt', 0],
    ]);
    const shown = await card(itemID);
    expect(shown?.picture?.name).toBe('cover.png');
    expect(shown?.fieldsHeight).toBeGreaterThan(plainHeight);
    const bytes = await fetch(new URL(`${shown?.picture?.url}&SPHostUrl=${encodeURIComponent(client().site)}`, baseUrl()), {
      headers: { authorization: `Bearer ${client().token}` },
    });
    expect(bytes.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(PNG);

    expect((await upload(itemID, [['second.gif', GIF]], { attachmentTypes: '[1]', showAs: '[true]' })).status).toBe(200);
    expect((await card(itemID))?.picture?.name).toBe('second.gif');
    // An image not marked leaves the picture as it is.
    expect((await upload(itemID, [['third.png', PNG]], { attachmentTypes: '[1]' })).status).toBe(200);
    expect((await card(itemID))?.picture?.name).toBe('second.gif');

    const removeBody = (name: string) => {
      const { boardID, siteURL, listID } = where();
      return { boardID, itemInfo: { siteURL, listID, itemID }, names: [name] };
    };
    expect((await client().call('DELETE', 'item/Attachments', removeBody('cover.png'))).status).toBe(200);
    expect((await card(itemID))?.picture?.name).toBe('second.gif');
    expect((await client().call('DELETE', 'item/Attachments', removeBody('second.gif'))).status).toBe(200);
    const cleared = await card(itemID);
    expect(cleared?.picture).toBeUndefined();
    expect(cleared?.fieldsHeight).toBe(plainHeight);
  });

  it('refuses a file declared an image that is none, naming it, and stores nothing of the batch', async () => {
    const itemID = await saveValues(client(), where(), 0, { Title: 'No fake images' });
    const disguised = await upload(
      itemID,
      [
        ['fine.png', PNG],
        ['notes.png', 'plain text'],
      ],
      { attachmentTypes: '[1,1]', showAs: '[true,false]' },
    );
    expect([disguised.status, disguised.body.code]).toEqual([400, 'attachment_not_image']);
    expect(disguised.body.message).toContain('notes.png');
    const wrongName = await upload(itemID, [['notes.txt', PNG]], { attachmentTypes: '[1]' });
    expect([wrongName.status, wrongName.body.code]).toEqual([400, 'attachment_not_image']);
    expect(wrongName.body.message).toContain('notes.txt');
    expect(await names(itemID)).toEqual([]);
    expect((await card(itemID))?.picture).toBeUndefined();
  });

  it('lets a stored image become the picture later, or none, and refuses a file that is no image or not there', async () => {
    const itemID = await saveValues(client(), where(), 0, { Title: 'Picture chosen later' });
    const uploaded = await upload(
      itemID,
      [
        ['later.png', PNG],
        ['plain.txt', 'plain notes'],
      ],
      { attachmentTypes: '[1,0]' },
    );
    expect(uploaded.status, uploaded.body.message).toBe(200);
    expect((await card(itemID))?.picture).toBeUndefined();
    const choose = (name: string | null) => {
      const { boardID, siteURL, listID } = where();
      return client().call<Files>('POST', 'item/attachments/picture', { boardID, itemInfo: { siteURL, listID, itemID }, name });
    };
    const chosen = await choose('later.png');
    expect(chosen.status, chosen.body.message).toBe(200);
    expect(chosen.body.map((f) => [f.name, f.onCard === true])).toEqual([
      ['later.png', true],
      ['plain.txt', false],
    ]);
    expect((await card(itemID))?.picture?.name).toBe('later.png');

    const notImage = await choose('plain.txt');
    expect([notImage.status, notImage.body.code]).toEqual([400, 'attachment_not_image']);
    const missing = await choose('gone.png');
    expect([missing.status, missing.body.code]).toEqual([404, 'attachment_not_found']);
    expect((await card(itemID))?.picture?.name).toBe('later.png');

    expect((await choose(null)).status).toBe(200);
    expect((await card(itemID))?.picture).toBeUndefined();
  });

  it('answers malformed options with 400, never 500', async () => {
    const itemID = await saveValues(client(), where(), 0, { Title: 'Bad options' });
    const malformed: Record<string, string>[] = [
      { attachmentTypes: '[1' },
      { attachmentTypes: '[3]' },
      { showAs: '[true,true]' },
      { attachmentTypes: '[0]', showAs: '[true]' },
    ];
    for (const fields of malformed) {
      const answer = await upload(itemID, [['cover.png', PNG]], fields);
      expect([answer.status, answer.body.code], JSON.stringify(fields)).toEqual([400, 'invalid_form']);
    }
    expect(await names(itemID)).toEqual([]);
  });
}

describe('upload options on the built-in store', () => {
  const env = signedInStack();
  uploadOptionsOn({
    client: () => env.alex,
    where: () => ({ boardID: DEMO_BOARD_ID, siteURL: DEMO_SITE, listID: DEMO_TASKS_LIST_ID }),
    baseUrl: () => env.stack.url,
  });
});

describe('upload options on SharePoint', () => {
  const env = sharePointStack('pictures');
  let alex: ApiClient | null = null;
  let listID = '';
  beforeAll(async () => {
    const provider = env.stack.identityProvider;
    if (!provider) throw new Error('The SharePoint stack started no identity provider.');
    const page = { ...provider, clientId: LOCAL_CLIENT_ID, origin: env.stack.url, scope: LOCAL_API_SCOPE };
    alex = new ApiClient(env.stack.url, env.tenant.siteUrl, (await signInAtProvider(page, 'alex@demo.listboard.local')).access_token);
    listID = (await alex.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID })).body.source.lists[0].listID;
  });
  uploadOptionsOn({
    client: () => {
      if (!alex) throw new Error('Alex is not signed in yet.');
      return alex;
    },
    where: () => ({ boardID: DEMO_BOARD_ID, siteURL: env.tenant.siteUrl, listID }),
    baseUrl: () => env.stack.url,
  });
});
