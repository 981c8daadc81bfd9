import { beforeAll, describe, expect, it } from 'vitest';
import { TableListHost } from '@listboard/functions/host-api';
import { DEMO_TASKS_LIST_ID, DEMO_VIEW_ONLY_LOGIN } from '@listboard/local';
import type { ApiErrorBody, Field, SiteContentType, SiteListInfo } from '@listboard/shared';
import { ApiClient, DEMO_SITE } from '../support/apiClient';
import { signedInStack } from './stackFixture';

/**
 * The wizard's reads of one list, a text field's values and one content type on the built-in store
 * (docs/sharepoint.md#content-types); sharePointSiteDetails.test.ts makes the same calls over SharePoint.
 */

const env = signedInStack();
const SUB_SITE = `${DEMO_SITE}/areas`;
const lists = {} as { areas: string; hidden: string };
let pradeep: ApiClient;

const errorOf = async (answer: Promise<{ status: number; body: unknown }>) => {
  const { status, body } = await answer;
  return [status, (body as ApiErrorBody).code];
};

beforeAll(async () => {
  pradeep = await new ApiClient(env.stack.url).signIn(DEMO_VIEW_ONLY_LOGIN);
  const store = new TableListHost(env.stack.storageConnectionString);
  const fields = [
    { internalName: 'Title', name: 'Title', type: 'Text' as const },
    { internalName: 'Area', name: 'Area', type: 'Text' as const },
    { internalName: 'Phase', name: 'Phase', type: 'Choice' as const, choices: ['One', 'Two'] },
  ];
  const areas = await store.createList(DEMO_SITE, { title: 'Areas', fields });
  lists.areas = areas.id;
  await store.createItems(
    DEMO_SITE,
    areas.id,
    [{ Area: 'South' }, { Area: 'North' }, { Area: 'North' }, { Area: '' }, { Area: null }, { Area: 'Ébène' }].map((values, i) => ({
      Title: `Item ${i}`,
      ...values,
    })),
    1,
  );
  // A site pradeep is no user of, so none of its lists may he read.
  await store.ensureWeb({ url: SUB_SITE, name: 'Areas', description: '' });
  lists.hidden = (await store.createList(SUB_SITE, { title: 'Hidden', fields })).id;
});

describe('one list', () => {
  it('answers the list as the lists of the site do, with the caller’s rights', async () => {
    const all = (await env.alex.call<SiteListInfo[]>('GET', 'site/lists', undefined, { url: DEMO_SITE })).body;
    const one = await env.alex.call<SiteListInfo>('GET', `site/lists/${DEMO_TASKS_LIST_ID}`, undefined, { url: DEMO_SITE });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(all.find((list) => list.listID === DEMO_TASKS_LIST_ID));
    // The spec's boardId and r name nothing the answer needs; they are accepted and change nothing.
    const withExtras = await env.alex.call('GET', `site/lists/${DEMO_TASKS_LIST_ID}`, undefined, { url: DEMO_SITE, boardId: 'x', r: '1' });
    expect(withExtras.body).toEqual(one.body);
  });

  it('refuses a list that is not there (404), one the caller may not read (403) and a request without a site (400)', async () => {
    expect(await errorOf(env.alex.call('GET', 'site/lists/nope', undefined, { url: DEMO_SITE }))).toEqual([404, 'list_not_found']);
    expect(await errorOf(pradeep.call('GET', `site/lists/${lists.hidden}`, undefined, { url: SUB_SITE }))).toEqual([403, 'access_denied']);
    expect((await env.alex.call('GET', `site/lists/${DEMO_TASKS_LIST_ID}`)).status).toBe(400);
    expect(await errorOf(env.alex.call('GET', 'site/lists/bad%20id', undefined, { url: DEMO_SITE }))).toEqual([400, 'invalid_request']);
  });
});

describe("a text field's values", () => {
  const texts = (field: string, listID = lists.areas) =>
    env.alex.call<string[]>('GET', `site/lists/${listID}/fields/${field}/texts`, undefined, { url: DEMO_SITE });

  it('answers each value the items hold once, by name, without empty ones', async () => {
    const answer = await texts('Area');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(['Ébène', 'North', 'South']);
  });

  it('refuses a field that is not text or not there (404), and an unknown list (404)', async () => {
    expect(await errorOf(texts('Phase'))).toEqual([404, 'field_not_found']);
    expect(await errorOf(texts('Nowhere'))).toEqual([404, 'field_not_found']);
    expect(await errorOf(texts('Area', 'nope'))).toEqual([404, 'list_not_found']);
    expect(await errorOf(pradeep.call('GET', `site/lists/${lists.hidden}/fields/Area/texts`, undefined, { url: SUB_SITE }))).toEqual([
      403,
      'access_denied',
    ]);
  });
});

describe('one content type', () => {
  const get = <T>(path: string, siteURL = DEMO_SITE) => env.alex.call<T>('GET', path, undefined, { siteURL });

  it("answers the built-in store's Item and Document", async () => {
    expect((await get<SiteContentType>('site/contenttypes/0x01')).body).toEqual({ id: '0x01', name: 'Item' });
    expect((await get<SiteContentType>('site/contenttypes/0x0101')).body).toEqual({ id: '0x0101', name: 'Document' });
  });

  it('answers the fields each brings: Item its title, Document its file name and title', async () => {
    const item = await get<Field[]>('site/contenttypes/0x01/fields');
    expect(item.body.map((field) => [field.internalName, field.type])).toEqual([['Title', 'Text']]);
    const document = await get<Field[]>('site/contenttypes/0x0101/fields');
    expect(document.body.map((field) => [field.internalName, field.type, field.isReadOnly])).toEqual([
      ['FileLeafRef', 'File', true],
      ['Title', 'Text', false],
    ]);
  });

  it('refuses a type the site does not have and a field with no choices (404), a malformed id (400)', async () => {
    for (const path of ['site/contenttypes/0x0199', 'site/contenttypes/0x0199/fields', 'site/contenttypes/0x0199/fields/Status/choices'])
      expect(await errorOf(get(path))).toEqual([404, 'content_type_not_found']);
    expect(await errorOf(get('site/contenttypes/0x01/fields/Title/choices'))).toEqual([404, 'field_not_found']);
    expect(await errorOf(get('site/contenttypes/0x01/fields/Nowhere/choices'))).toEqual([404, 'field_not_found']);
    for (const path of ['site/contenttypes/Item', 'site/contenttypes/0x1/fields', "site/contenttypes/0x01'/fields"])
      expect((await get(path)).status).toBe(400);
    expect(await errorOf(get('site/contenttypes/0x01', 'https://other.test/sites/x'))).toEqual([403, 'other_tenant']);
  });
});
