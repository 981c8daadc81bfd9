import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, LOCAL_API_SCOPE, LOCAL_CLIENT_ID } from '@listboard/local';
import type { ApiErrorBody, BoardResponse } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { storedConfigOf } from '../support/boardConfig';
import { signInAtProvider } from '../support/openIdSignIn';
import type { ModelList } from '../sharepoint/model';
import { sharePointStack } from './sharePointStackFixture';

// A board over a content type makes its new cards of it on SharePoint, where a list holds items of several types;
// the contract suite (listHostContract.ts) proves the same refusal on both hosts.
const env = sharePointStack('content-types');
let adele: ApiClient;
let siteURL: string;
let list: ModelList;
let taskInList: string;

async function boardOfContentType(contentTypeID: string): Promise<void> {
  const config = await storedConfigOf(adele, DEMO_BOARD_ID);
  const saved = await adele.call('POST', 'boards/board', { ...config, source: { ...config.source, contentTypeID } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const newCard = (title: string) =>
  adele.call<{ itemID: number } & ApiErrorBody>('POST', 'item/values', {
    boardID: DEMO_BOARD_ID,
    siteURL,
    listID: list.Id,
    itemID: 0,
    values: [{ name: 'Title', value: title }],
  });

beforeAll(async () => {
  const { stack, tenant } = env;
  const provider = stack.identityProvider;
  if (!provider) throw new Error('The SharePoint stack started no identity provider.');
  const page = { ...provider, clientId: LOCAL_CLIENT_ID, origin: stack.url, scope: LOCAL_API_SCOPE };
  siteURL = tenant.siteUrl;
  adele = new ApiClient(stack.url, siteURL, (await signInAtProvider(page, 'adele@demo.listboard.local')).access_token);
  const listID = (await adele.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID })).body.source.lists[0].listID;
  const site = tenant.model.site(siteURL);
  const found = site && tenant.model.list(site, listID);
  if (!found) throw new Error('The demo board has no list on the test server.');
  list = found;
  // The list owner adds the site's Task type: the list gets its own child of it.
  taskInList = `0x010800${'C0FFEE00'.repeat(4)}`;
  list.contentTypes.push(taskInList);
});

describe('content types on SharePoint', () => {
  it("reports a list's types by the site types they were made from", async () => {
    const lists = await adele.call<{ listID: string; contentTypesIDs: string[] }[]>('GET', 'site/lists', undefined, { url: siteURL });
    expect(lists.body.find((candidate) => candidate.listID.toLowerCase() === list.Id.toLowerCase())?.contentTypesIDs).toEqual([
      '0x01',
      '0x0108',
    ]);
  });

  it("makes a new card of the board's content type, and of the list's default without one", async () => {
    await boardOfContentType('0x0108');
    const typed = await newCard('A task');
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(list.items.find((item) => item.Id === typed.body.itemID)?.values.ContentTypeId).toBe(taskInList);

    await boardOfContentType('');
    const plain = await newCard('An item');
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(String(list.items.find((item) => item.Id === plain.body.itemID)?.values.ContentTypeId)).toMatch(/^0x0100[0-9A-F]{32}$/);
  });

  it('refuses a new card of a type the list does not have, and makes nothing', async () => {
    await boardOfContentType('0x0101');
    const before = list.items.length;
    const refused = await newCard('A document in a list');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_value', message: expect.stringContaining('0x0101') });
    expect(list.items.length).toBe(before);
  });
});
