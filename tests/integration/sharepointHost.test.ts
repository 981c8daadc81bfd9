import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConcurrencyError,
  ForeignSiteError,
  ListAccessDeniedError,
  ListNeedsIndexError,
  ListValueError,
  SharePointListHost,
} from '@listboard/functions/host-api';
import { WORK_LIST_FIELDS } from '../contract/listHostContract';
import { SharePointModel } from '../sharepoint/model';
import { SharePointTestServer } from '../sharepoint/server';

const model = new SharePointModel();
const server = new SharePointTestServer(model);
let site = '';
let host: SharePointListHost;
const policy = { maxWaitMs: 50, budgetMs: 200 };

beforeAll(async () => {
  const origin = await server.start();
  site = `${origin}/sites/ops`;
  const web = model.addSite(site, 'Operations', 'The ops team');
  model.addSite(`${origin}/sites/ops/sub`, 'Ops sub-site');
  model.addUser(web, 'ann@contoso.test', 'Ann Admin', { isSiteAdmin: true, groups: ['Ops Owners'] });
  model.addUser(web, 'ben@contoso.test', 'Ben Member', { groups: ['Ops Members'] });
  model.directory.set('carl@contoso.test', { name: 'Carl Newcomer', email: 'carl@contoso.test' });
  host = new SharePointListHost({ origin, token: async () => 'obo-token-of-ann' }, fetch, policy);
});

afterAll(() => server.stop());

describe('the SharePoint list host against the SharePoint test server: site, people and lists', () => {
  it("reads the site, the tenant's webs by search, the site's people with their groups and the directory's people, on the caller's token", async () => {
    // The test server's sites are US English (LCID 1033) unless a test says otherwise.
    expect(await host.getWeb(site)).toEqual({ url: site, name: 'Operations', description: 'The ops team', language: 'en-US' });
    expect((await host.getWebs(server.origin)).map((web) => web.url)).toEqual([site, `${site}/sub`]);
    expect(await host.getSiteUsers(site)).toEqual([
      { id: 1, name: 'Ann Admin', email: 'ann@contoso.test', login: 'ann@contoso.test', isSiteAdmin: true, groups: ['Ops Owners'] },
      { id: 2, name: 'Ben Member', email: 'ben@contoso.test', login: 'ben@contoso.test', isSiteAdmin: false, groups: ['Ops Members'] },
    ]);
    expect(await host.getUserByLogin(site, 'ben@contoso.test')).toMatchObject({ id: 2 });
    expect(await host.getUserByLogin(site, 'nobody@contoso.test')).toBeNull();
    const before = server.requests.length;
    expect(await host.searchPeople(site, 'carl', 5)).toEqual([
      { name: 'Carl Newcomer', email: 'carl@contoso.test', login: 'carl@contoso.test' },
    ]);
    expect(server.requests.slice(before).map((request) => request.path)).toEqual([
      '/sites/ops/_api/sp.ui.applicationpages.clientpeoplepickerwebserviceinterface.clientpeoplepickersearchuser',
    ]);
    expect(await host.ensureUser(site, { login: 'carl@contoso.test', name: '', email: '', isSiteAdmin: false, groups: [] })).toMatchObject({
      id: 3,
      login: 'carl@contoso.test',
      name: 'Carl Newcomer',
    });
    expect(server.requests.every((request) => request.authorization === 'Bearer obo-token-of-ann')).toBe(true);
  });

  it('creates a list with every field type and reads it back in the board’s terms', async () => {
    const list = await host.createList(site, { title: 'Work', versioning: true, fields: WORK_LIST_FIELDS });
    expect(list).toMatchObject({ siteUrl: site, title: 'Work', versioning: true, isLibrary: false, contentTypeIds: ['0x01'] });
    const byName = Object.fromEntries(list.fields.map((field) => [field.internalName, field]));
    expect(Object.keys(byName)).toEqual([
      'Title',
      'Attachments',
      'ID',
      'Author',
      'Editor',
      'Status',
      'Owner',
      'Tags',
      'Points',
      'Cost',
      'Due',
      'Urgent',
      'Link',
      'Parent',
      'Notes',
    ]);
    expect(byName.Status).toMatchObject({ type: 'Choice', choices: ['Open', 'Done'] });
    expect(byName.Owner).toMatchObject({ type: 'User', isMulti: true });
    expect(byName.Points).toMatchObject({ type: 'Number', min: 0, max: 100 });
    expect(byName.Due).toMatchObject({ type: 'DateTime', dateOnly: true });
    expect(byName.Parent).toMatchObject({ type: 'Lookup', lookupList: list.id });
    expect(byName.Notes).toMatchObject({ type: 'Note', appendOnly: true });
    expect((await host.getLists(site)).map((found) => found.title)).toContain('Work');

    expect(byName.Cost.type).toBe('Currency');
    expect(byName.Link.type).toBe('URL');
    await host.addField(site, list.id, { internalName: 'Started', name: 'Started', type: 'DateTime' });
    expect((await host.getList(site, list.id))?.fields.map((field) => field.internalName)).toContain('Started');
    await expect(host.addField(site, list.id, { internalName: 'started', name: 'Started again', type: 'Text' })).rejects.toBeInstanceOf(
      ListValueError,
    );
    expect(await host.updateChoices(site, list.id, 'Status', (current) => [...current, 'Blocked'])).toEqual(['Open', 'Done', 'Blocked']);
    expect(await host.getChoices(site, list.id, 'Status')).toEqual(['Open', 'Done', 'Blocked']);
    expect((await host.setVersioning(site, list.id, false)).versioning).toBe(false);
    expect(await host.getList(site, '00000000-0000-0000-0000-000000000000')).toBeNull();
  });

  it("answers each person's effective rights on a list", async () => {
    const list = await host.createList(site, { title: 'Rights', fields: [] });
    expect(await host.getListRights(site, list.id, 'ann@contoso.test')).toEqual({ view: true, add: true, manage: true });
    expect(await host.getListRights(site, list.id, 'ben@contoso.test')).toEqual({ view: true, add: true, manage: false });
    expect(await host.getListRights(site, list.id, 'stranger@contoso.test')).toEqual({ view: false, add: false, manage: false });
  });

  it('never sends a request to a host outside the caller’s organisation', async () => {
    const before = server.requests.length;
    await expect(host.getWeb('https://fabrikam.sharepoint.com/sites/x')).rejects.toBeInstanceOf(ForeignSiteError);
    await expect(host.getLists('https://fabrikam.sharepoint.com/sites/x')).rejects.toBeInstanceOf(ForeignSiteError);
    expect(server.requests.length).toBe(before);
  });

  it('waits out throttling as SharePoint asks, then answers', async () => {
    const before = server.requests.length;
    server.throttleNext(2, '0');
    expect(await host.getWeb(site)).toMatchObject({ name: 'Operations' });
    expect(server.requests.length - before).toBe(3);
  });
});

describe('the SharePoint list host against the SharePoint test server: items', () => {
  it('creates, reads, updates on ETags and deletes items, every field type both ways', async () => {
    const list = await host.createList(site, { title: 'Cards', versioning: true, fields: WORK_LIST_FIELDS });
    const values = {
      Title: 'Fix the roof',
      Status: 'Open',
      Owner: [1, 2],
      Tags: ['a', 'b'],
      Points: 5,
      Cost: 12.5,
      Due: '2026-12-24T00:00:00Z',
      Urgent: true,
      Link: { url: 'https://x.test', description: 'X' },
      Notes: 'first',
    };
    const created = await host.createItem(site, list.id, values, 1);
    expect(created).toMatchObject({ id: 1, version: 1, authorId: 1, editorId: 1, etag: '"1"', values: { ...values, Parent: null } });
    const child = await host.createItem(site, list.id, { Title: 'Gutter', Status: 'Done', Parent: [created.id] }, 1);
    expect(child.values.Parent).toEqual([1]);

    const updated = await host.updateItem(site, list.id, created.id, { Status: 'Done', Owner: [2] }, { editorId: 1, etag: created.etag });
    expect(updated).toMatchObject({ version: 2, etag: '"2"', values: { Status: 'Done', Owner: [2] } });
    await expect(
      host.updateItem(site, list.id, created.id, { Status: 'Open' }, { editorId: 1, etag: created.etag }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    // Checked as the built-in store checks (SharePoint's REST alone would take most of these).
    const bad: Record<string, unknown>[] = [
      { Nope: 'x' },
      { Status: 'Open' },
      { Title: 'x', Status: 'Maybe' },
      { Title: 'x', Points: 101 },
      { Title: 'x', Owner: [0] },
      { Title: 'x', Tags: ['c'] },
      { Title: 'x'.repeat(256) },
    ];
    for (const value of bad) await expect(host.createItem(site, list.id, value as never, 1)).rejects.toBeInstanceOf(ListValueError);
    await expect(host.updateItem(site, list.id, created.id, { Notes: 'n'.repeat(64_000) }, { editorId: 1 })).rejects.toBeInstanceOf(
      ListValueError,
    );

    // The column renumber's system update: no new version, Modified stays, the ETag moves on.
    const system = await host.updateItem(site, list.id, created.id, { Points: 8 }, { editorId: 1, systemUpdate: true });
    expect(system).toMatchObject({ version: 2, modified: updated.modified, values: { Points: 8 } });
    expect(system.etag).not.toBe(updated.etag);
    // A lookup set by a system update (a template's links): read back, and in the item's versions, as ids.
    const linked = await host.updateItem(site, list.id, created.id, { Parent: [child.id] }, { editorId: 1, systemUpdate: true });
    expect(linked.values.Parent).toEqual([child.id]);
    expect((await host.getItemVersions(site, list.id, created.id)).at(-1)?.changes).toMatchObject({ Parent: [child.id] });

    expect(await host.getLookups(site, list.id, 'Parent')).toEqual([
      { id: 1, name: 'Fix the roof' },
      { id: 2, name: 'Gutter' },
    ]);
    await expect(host.deleteItem(site, list.id, child.id, { etag: updated.etag })).rejects.toBeInstanceOf(ConcurrencyError);
    await host.deleteItem(site, list.id, child.id, { etag: child.etag });
    expect(await host.getItem(site, list.id, child.id)).toBeNull();
  });

  it('reads a list past 5,000 items in pages of 5,000 (one request per page), and filters on indexed columns', async () => {
    const list = await host.createList(site, { title: 'Large', fields: WORK_LIST_FIELDS });
    const modelList = model.list(model.site(site)!, list.id)!;
    for (let id = 1; id <= 12_001; id += 1) {
      modelList.items.push({
        Id: id,
        values: { Title: `Item ${id}`, Status: id % 2 ? 'Open' : 'Done' },
        Created: '2026-11-01T08:00:00Z',
        Modified: '2026-11-02T08:00:00Z',
        AuthorId: 1,
        EditorId: 1,
        etagVersion: 1,
        uiVersion: 1,
      });
    }
    modelList.nextItemId = 12_002;
    const before = server.requests.length;
    const all = await host.queryItems(site, list.id);
    expect(all).toHaveLength(12_001);
    expect(new Set(all.map((item) => item.id)).size).toBe(12_001);
    expect(server.requests.length - before).toBe(3);
    expect(server.requests.slice(before).every((request) => !/\$skip=/.test(request.path))).toBe(true);
    expect(await host.countItems(site, list.id)).toBe(12_001);

    // Past the view threshold SharePoint filters only on indexed columns: the owner is told which one to index.
    await expect(host.queryItems(site, list.id, { fieldEquals: { Status: 'Open' } })).rejects.toThrow(ListNeedsIndexError);
    await expect(host.queryItems(site, list.id, { fieldEquals: { Status: 'Open' } })).rejects.toThrow('index the column Status');
    modelList.fields.find((field) => field.InternalName === 'Status')!.Indexed = true;
    expect(await host.queryItems(site, list.id, { fieldEquals: { Status: 'Open' } })).toHaveLength(6_001);
  }, 60_000);
});

describe('the SharePoint list host against the SharePoint test server: versions and attachments', () => {
  it("reads an item's versions oldest first, each with what changed in it, people and lookups by id", async () => {
    const list = await host.createList(site, { title: 'History', versioning: true, fields: WORK_LIST_FIELDS });
    const created = await host.createItem(site, list.id, { Title: 'Plan', Status: 'Open', Owner: [1], Notes: 'first' }, 1);
    const second = await host.updateItem(
      site,
      list.id,
      created.id,
      { Status: 'Done', Owner: [1, 2], Notes: 'second' },
      { editorId: 1, etag: created.etag },
    );
    await host.updateItem(site, list.id, created.id, { Points: 3 }, { editorId: 1, etag: second.etag });
    const versions = await host.getItemVersions(site, list.id, created.id);
    expect(versions.map((version) => version.version)).toEqual([1, 2, 3]);
    expect(versions[0].changes).toMatchObject({ Title: 'Plan', Status: 'Open', Owner: [1], Notes: 'first' });
    expect(versions[1]).toMatchObject({ editorId: 1, changes: { Status: 'Done', Owner: [1, 2], Notes: 'second' } });
    expect(versions[2].changes).toEqual({ Points: 3 });
  });

  it('keeps attachments with their sizes, flags the item, and makes no version for them', async () => {
    const list = await host.createList(site, { title: 'Files', versioning: true, fields: WORK_LIST_FIELDS });
    const item = await host.createItem(site, list.id, { Title: 'With files' }, 1);
    await host.addAttachment(site, list.id, item.id, 'notes ü.txt', new TextEncoder().encode('hello'));
    expect((await host.getItem(site, list.id, item.id))?.values.Attachments).toBe(true);
    expect((await host.getAttachments(site, list.id, item.id)).map((file) => [file.name, file.size])).toEqual([['notes ü.txt', 5]]);
    expect(new TextDecoder().decode((await host.readAttachment(site, list.id, item.id, 'notes ü.txt')) as Uint8Array)).toBe('hello');
    expect(await host.readAttachment(site, list.id, item.id, 'missing.txt')).toBeNull();
    await host.removeAttachment(site, list.id, item.id, 'notes ü.txt');
    expect(await host.getAttachments(site, list.id, item.id)).toEqual([]);
    expect((await host.getItem(site, list.id, item.id))?.values.Attachments).toBe(false);
    expect((await host.getItemVersions(site, list.id, item.id)).map((version) => version.version)).toEqual([1]);
  });
});

describe('the SharePoint list host against the SharePoint test server: batches and content types', () => {
  it('adds many items in $batch requests of at most 100, answered in one go', async () => {
    const list = await host.createList(site, { title: 'Imported', fields: WORK_LIST_FIELDS });
    const before = server.requests.length;
    const records = await host.createItems(
      site,
      list.id,
      Array.from({ length: 250 }, (_, index) => ({ Title: `Card ${index + 1}`, Status: 'Open' })),
      1,
    );
    expect(records.map((record) => record.id)).toEqual(Array.from({ length: 250 }, (_, index) => index + 1));
    expect(records[249]).toMatchObject({ version: 1, etag: '"1"', values: { Title: 'Card 250', Status: 'Open' } });
    expect(server.requests.slice(before).map((request) => request.path.replace(/\?.*$/, '').split('/_api/')[1])).toEqual([
      '$batch',
      '$batch',
      '$batch',
    ]);
  });

  it('makes all of its items or none when SharePoint refuses one in the middle', async () => {
    const list = await host.createList(site, { title: 'Refusing', fields: WORK_LIST_FIELDS });
    model.refuseItem = (values) => values.Title === 'Card 150';
    try {
      await expect(
        host.createItems(
          site,
          list.id,
          Array.from({ length: 200 }, (_, index) => ({ Title: `Card ${index + 1}` })),
          1,
        ),
      ).rejects.toThrow('This value already exists');
    } finally {
      model.refuseItem = null;
    }
    expect(await host.queryItems(site, list.id)).toEqual([]);
  });

  it("names the site's content types, inherited ones included", async () => {
    expect(await host.getContentTypes(site)).toEqual([
      { id: '0x01', name: 'Item' },
      { id: '0x0101', name: 'Document' },
      { id: '0x0108', name: 'Task' },
    ]);
  });
});

describe('the SharePoint list host against the SharePoint test server: library files', () => {
  it('reads a document and replaces it, content and name, as one new version; refuses a list that is no library', async () => {
    const library = await host.createList(site, { title: 'Docs', fields: [] });
    expect(library).toMatchObject({ isLibrary: false });
    const docs = await host.createList(site, { title: 'Documents', isLibrary: true, versioning: true, fields: [] });
    expect(docs.fields.map((field) => [field.internalName, field.type])).toContainEqual(['FileLeafRef', 'File']);
    // A document uploaded in SharePoint itself.
    const modelList = model.list(model.site(site)!, docs.id)!;
    modelList.items.push({
      Id: 1,
      values: { Title: 'Plan', FileLeafRef: 'plan.txt' },
      Created: '2026-11-01T08:00:00Z',
      Modified: '2026-11-01T08:00:00Z',
      AuthorId: 1,
      EditorId: 1,
      etagVersion: 1,
      uiVersion: 1,
      fileContent: new TextEncoder().encode('one'),
      history: [{ uiVersion: 1, values: { Title: 'Plan', FileLeafRef: 'plan.txt' }, editorId: 1, at: '2026-11-01T08:00:00Z' }],
    });
    modelList.nextItemId = 2;

    expect(await host.getItemFile(site, docs.id, 1)).toEqual({
      name: 'plan.txt',
      size: 3,
      url: `${new URL(site).pathname}/Documents/plan.txt`,
    });
    const { item, file } = await host.setItemFile(site, docs.id, 1, 'plan-2.txt', new TextEncoder().encode('two!'), { editorId: 1 });
    expect(item).toMatchObject({ version: 2, values: { FileLeafRef: 'plan-2.txt' } });
    expect(file).toMatchObject({ name: 'plan-2.txt', size: 4 });
    expect(new TextDecoder().decode((await host.readItemFile(site, docs.id, 1))?.content)).toBe('two!');
    await expect(host.setItemFile(site, docs.id, 1, 'x.txt', new Uint8Array([1]), { editorId: 1, etag: '"1"' })).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    await expect(host.getItemFile(site, library.id, 1)).rejects.toBeInstanceOf(ListValueError);
    expect(await host.getItemFile(site, docs.id, 99)).toBeNull();
  });
});

/** An app-only token as Entra writes it (the test server reads its claims; the provider's tests check the signing). */
function appToken(appidacr: '1' | '2', appid = 'listboard-app'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ aud: server.origin, idtyp: 'app', appid, appidacr, roles: ['Sites.Selected'] })}.signature`;
}

describe("the SharePoint list host on the app's own token (Sites.Selected)", () => {
  it('reads a site the organisation granted the app, and nothing else; writes need a write grant', async () => {
    const list = await host.createList(site, { title: 'Granted', fields: [] });
    await host.createItem(site, list.id, { Title: 'Read by the timer' }, 1);
    const app = new SharePointListHost({ origin: server.origin, token: async () => appToken('2') }, fetch, policy);
    await expect(app.queryItems(site, list.id)).rejects.toBeInstanceOf(ListAccessDeniedError);
    model.grantSite('listboard-app', site, 'read');
    expect((await app.queryItems(site, list.id)).map((item) => item.values.Title)).toEqual(['Read by the timer']);
    expect((await app.getSiteUsers(site)).length).toBeGreaterThan(0);
    await expect(app.createItem(site, list.id, { Title: 'Written by the app' }, 1)).rejects.toBeInstanceOf(ListAccessDeniedError);
    await expect(app.getList(`${site}/sub`, list.id)).rejects.toBeInstanceOf(ListAccessDeniedError);
    model.grantSite('listboard-app', site, null);
    await expect(app.queryItems(site, list.id)).rejects.toBeInstanceOf(ListAccessDeniedError);
  });

  it('refuses an app-only token that a secret, not a certificate, got', async () => {
    model.grantSite('listboard-app', site, 'write');
    const app = new SharePointListHost({ origin: server.origin, token: async () => appToken('1') }, fetch, policy);
    await expect(app.getSiteUsers(site)).rejects.toThrow('Unsupported app only token');
    model.grantSite('listboard-app', site, null);
  });
});
