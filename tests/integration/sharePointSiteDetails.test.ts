import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, LOCAL_API_SCOPE, LOCAL_CLIENT_ID } from '@listboard/local';
import type { ApiErrorBody, BoardResponse, Field, SiteContentType, SiteListInfo } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { saveValues } from '../support/boardConfig';
import { signInAtProvider } from '../support/openIdSignIn';
import { sharePointStack } from './sharePointStackFixture';

// The wizard's reads of one list, a text field's values and one content type, on a site on SharePoint (the test
// server answers as SharePoint's REST does); siteDetails.test.ts makes the same calls on the built-in store.
const env = sharePointStack('site-details');
let alex: ApiClient;
let where: { boardID: string; siteURL: string; listID: string };

beforeAll(async () => {
  const { stack, tenant } = env;
  const provider = stack.identityProvider;
  if (!provider) throw new Error('The SharePoint stack started no identity provider.');
  const page = { ...provider, clientId: LOCAL_CLIENT_ID, origin: stack.url, scope: LOCAL_API_SCOPE };
  alex = new ApiClient(stack.url, tenant.siteUrl, (await signInAtProvider(page, 'alex@demo.listboard.local')).access_token);
  const board = await alex.call<BoardResponse>('GET', 'board', undefined, { boardID: DEMO_BOARD_ID });
  where = { boardID: DEMO_BOARD_ID, siteURL: tenant.siteUrl, listID: board.body.source.lists[0].listID };
});

describe('site details on SharePoint', () => {
  it('answers one list as the lists of the site do, and 404 for a list SharePoint does not have', async () => {
    const all = (await alex.call<SiteListInfo[]>('GET', 'site/lists', undefined, { url: where.siteURL })).body;
    const one = await alex.call<SiteListInfo>('GET', `site/lists/${where.listID}`, undefined, { url: where.siteURL });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body).toEqual(all.find((list) => list.listID === where.listID));
    // SharePoint's views are made in SharePoint: nobody saves one through Listboard, not even a list manager.
    expect(all.map((list) => list.allowManageViews)).not.toContain(true);
    const board = await alex.call<BoardResponse>('GET', 'board', undefined, { boardID: where.boardID });
    expect(board.body.source.lists[0].allowManageViews).toBe(false);
    // SharePoint's lists can hold folders: the wizard offers includeFolder over them.
    expect(all.every((list) => list.hasFolders === true)).toBe(true);
    expect(board.body.source.lists[0].hasFolders).toBe(true);
    const missing = await alex.call<ApiErrorBody>('GET', 'site/lists/00000000-0000-0000-0000-000000000000', undefined, {
      url: where.siteURL,
    });
    expect([missing.status, missing.body.code]).toEqual([404, 'list_not_found']);
  });

  it("answers the distinct titles of the list's items", async () => {
    for (const title of ['Plan the trip', 'Book the hotel', 'Plan the trip'])
      await saveValues(alex, where, 0, { Title: title, Status: 'Not Started' });
    const texts = await alex.call<string[]>('GET', `site/lists/${where.listID}/fields/Title/texts`, undefined, { url: where.siteURL });
    expect(texts.status).toBe(200);
    expect(texts.body).toEqual(expect.arrayContaining(['Book the hotel', 'Plan the trip']));
    expect(texts.body.filter((text) => text === 'Plan the trip')).toHaveLength(1);
    const notText = await alex.call<ApiErrorBody>('GET', `site/lists/${where.listID}/fields/Status/texts`, undefined, {
      url: where.siteURL,
    });
    expect([notText.status, notText.body.code]).toEqual([404, 'field_not_found']);
  });

  it("answers SharePoint's Task content type, its fields and its choice fields' choices", async () => {
    const get = <T>(path: string) => alex.call<T>('GET', path, undefined, { siteURL: where.siteURL });
    expect((await get<SiteContentType>('site/contenttypes/0x0108')).body).toEqual({ id: '0x0108', name: 'Task' });
    const fields = (await get<Field[]>('site/contenttypes/0x0108/fields')).body;
    // SharePoint's Computed ContentType field is none a board shows.
    expect(fields.map((field) => field.internalName)).toEqual(['Title', 'Priority', 'Status', 'AssignedTo', 'DueDate', 'Body']);
    expect(fields.find((field) => field.internalName === 'DueDate')).toMatchObject({ type: 'DateTime', dateOnly: true });
    expect((await get<string[]>('site/contenttypes/0x0108/fields/Priority/choices')).body).toEqual(['(1) High', '(2) Normal', '(3) Low']);
    for (const [path, code] of [
      ['site/contenttypes/0x0199', 'content_type_not_found'],
      ['site/contenttypes/0x0199/fields', 'content_type_not_found'],
      ['site/contenttypes/0x0108/fields/DueDate/choices', 'field_not_found'],
    ]) {
      const refused = await get<ApiErrorBody>(path);
      expect([refused.status, refused.body.code]).toEqual([404, code]);
    }
  });
});
