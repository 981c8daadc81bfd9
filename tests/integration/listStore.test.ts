import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BoardTooLargeError, ConcurrencyError, ListValueError, TableBoardStore, TableClients, TableListHost,
} from '@listboard/functions/host-api';
import { type RunningAzurite, startAzurite } from '@listboard/local';
import { boardConfigSchema } from '@listboard/shared';

const SITE = 'https://contoso.test/sites/ops';
let azurite: RunningAzurite;
let host: TableListHost;

beforeAll(async () => {
  azurite = await startAzurite({ location: null });
  host = new TableListHost(azurite.connectionString);
  await host.ensureWeb({ url: SITE, name: 'Ops', description: '' });
});

afterAll(async () => {
  await azurite?.stop();
});

async function newList(title: string) {
  return host.createList(SITE, {
    title,
    fields: [
      { internalName: 'Title', name: 'Title', type: 'Text', isRequired: true },
      { internalName: 'Status', name: 'Status', type: 'Choice', choices: ['Open', 'Done'] },
      { internalName: 'Owner', name: 'Owner', type: 'User', isMulti: true },
      { internalName: 'Tags', name: 'Tags', type: 'MultiChoice', choices: ['a', 'b'] },
      { internalName: 'Points', name: 'Points', type: 'Number', min: 0, max: 100 },
      { internalName: 'Link', name: 'Link', type: 'URL' },
      { internalName: 'Parent', name: 'Parent', type: 'Lookup' },
      { internalName: 'Notes', name: 'Notes', type: 'Note', appendOnly: true },
      { internalName: 'Attachments', name: 'Attachments', type: 'Attachments', isReadOnly: true },
    ],
  });
}

describe('the built-in list store', () => {
  it('keeps webs, users and list schemas', async () => {
    expect(await host.getWeb(SITE)).toMatchObject({ name: 'Ops' });
    expect(await host.getWeb('https://contoso.test/sites/none')).toBeNull();
    const ann = await host.ensureUser(SITE, { name: 'Ann', email: 'ann@contoso.test', login: 'ann@contoso.test', isSiteAdmin: false, groups: ['Ops'] });
    const again = await host.ensureUser(SITE, { name: 'Ann', email: 'ann@contoso.test', login: 'ANN@contoso.test', isSiteAdmin: false, groups: [] });
    expect(again.id).toBe(ann.id);
    expect(await host.getUserByLogin(SITE, 'Ann@Contoso.test')).toMatchObject({ id: ann.id, groups: ['Ops'] });
    const list = await newList('Work');
    expect((await host.getLists(SITE)).map((l) => l.title)).toContain('Work');
    await host.addField(SITE, list.id, { internalName: 'Due', name: 'Due', type: 'DateTime', dateOnly: true });
    expect((await host.getList(SITE, list.id))?.fields.map((f) => f.internalName)).toContain('Due');
    await expect(host.addField(SITE, list.id, { internalName: 'due', name: 'Due again', type: 'Text' })).rejects.toBeInstanceOf(ListValueError);
    expect(await host.getChoices(SITE, list.id, 'Status')).toEqual(['Open', 'Done']);
  });

  it('creates, reads, queries, updates and deletes items with versions and ETags', async () => {
    const list = await newList('Items');
    const created = await host.createItem(SITE, list.id, { Title: 'First', Status: 'Open', Owner: [1], Tags: ['a'], Points: 5, Link: { url: 'https://x.test', description: 'X' } }, 1);
    expect(created).toMatchObject({ id: 1, version: 1, authorId: 1, editorId: 1 });
    expect(created.values).toMatchObject({ Title: 'First', Owner: [1], Tags: ['a'], Points: 5, Link: { url: 'https://x.test', description: 'X' }, Attachments: false });
    const [second, third] = await host.createItems(SITE, list.id, [{ Title: 'Second', Status: 'Done', Parent: [1] }, { Title: 'Third', Status: 'Open' }], 2);
    expect([second.id, third.id]).toEqual([2, 3]);
    expect((await host.queryItems(SITE, list.id, { fieldEquals: { Status: 'Open' } })).map((i) => i.id)).toEqual([1, 3]);
    expect((await host.queryItems(SITE, list.id, { fieldEquals: { Parent: 1 } })).map((i) => i.id)).toEqual([2]);
    expect(await host.getLookups(SITE, list.id, 'Parent')).toEqual([{ id: 1, name: 'First' }, { id: 2, name: 'Second' }, { id: 3, name: 'Third' }]);

    const updated = await host.updateItem(SITE, list.id, 1, { Status: 'Done', Notes: 'first note' }, { editorId: 2, etag: created.etag });
    expect(updated).toMatchObject({ version: 2, editorId: 2, appendCounts: { Notes: 1 } });
    expect(updated.etag).not.toBe(created.etag);
    await expect(host.updateItem(SITE, list.id, 1, { Status: 'Open' }, { editorId: 2, etag: created.etag })).rejects.toBeInstanceOf(ConcurrencyError);
    const noted = await host.updateItem(SITE, list.id, 1, { Notes: 'second note' }, { editorId: 1 });
    expect(noted.appendCounts.Notes).toBe(2);
    const system = await host.updateItem(SITE, list.id, 1, { Points: 8 }, { editorId: 3, systemUpdate: true });
    expect(system).toMatchObject({ version: 3, editorId: 1, modified: noted.modified });

    const versions = await host.getItemVersions(SITE, list.id, 1);
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3]);
    expect(versions[1]).toMatchObject({ editorId: 2, changes: { Status: 'Done', Notes: 'first note' } });
    expect(versions[2].changes).toEqual({ Notes: 'second note' });

    await expect(host.deleteItem(SITE, list.id, 3, { etag: created.etag })).rejects.toBeInstanceOf(ConcurrencyError);
    await host.deleteItem(SITE, list.id, 3, { etag: third.etag });
    expect(await host.getItem(SITE, list.id, 3)).toBeNull();
  });

  it('checks values against their fields', async () => {
    const list = await newList('Checks');
    const bad: Record<string, unknown>[] = [
      { Status: 'Open' },
      { Title: 'x', Status: 'Maybe' },
      { Title: 'x', Points: 101 },
      { Title: 'x', Points: 'ten' },
      { Title: 'x', Owner: [0] },
      { Title: 'x', Tags: ['c'] },
      { Title: 'x', Unknown: 'y' },
      { Title: 'x'.repeat(256) },
    ];
    for (const values of bad) {
      await expect(host.createItem(SITE, list.id, values as never, 1)).rejects.toBeInstanceOf(ListValueError);
    }
  });

  it('keeps long multilingual notes intact', async () => {
    const list = await newList('Notes');
    const note = 'Grüße, 日本語 🎉 '.repeat(5_000).slice(0, 63_999);
    const item = await host.createItem(SITE, list.id, { Title: 'Long', Notes: note }, 1);
    expect((await host.getItem(SITE, list.id, item.id))?.values.Notes).toBe(note);
    await expect(host.updateItem(SITE, list.id, item.id, { Notes: `${note}!` }, { editorId: 1 })).rejects.toBeInstanceOf(ListValueError);
  });

  it('keeps attachments in blobs and flags the item', async () => {
    const list = await newList('Files');
    const item = await host.createItem(SITE, list.id, { Title: 'With files' }, 1);
    await host.addAttachment(SITE, list.id, item.id, 'notes.txt', new TextEncoder().encode('hello'));
    expect((await host.getItem(SITE, list.id, item.id))?.values.Attachments).toBe(true);
    expect((await host.getAttachments(SITE, list.id, item.id)).map((a) => [a.name, a.size])).toEqual([['notes.txt', 5]]);
    expect(new TextDecoder().decode(await host.readAttachment(SITE, list.id, item.id, 'notes.txt') as Uint8Array)).toBe('hello');
    await host.removeAttachment(SITE, list.id, item.id, 'notes.txt');
    expect(await host.getAttachments(SITE, list.id, item.id)).toEqual([]);
    expect((await host.getItem(SITE, list.id, item.id))?.values.Attachments).toBe(false);
    expect((await host.getItemVersions(SITE, list.id, item.id)).map((v) => v.version)).toEqual([1]);
  });

  it('keeps one file per library item and names it in the item', async () => {
    const library = await host.createList(SITE, { title: 'Docs', isLibrary: true, fields: [{ internalName: 'Title', name: 'Title', type: 'Text' }] });
    expect(library.isLibrary).toBe(true);
    expect((await host.getList(SITE, library.id))?.fields.map((f) => [f.internalName, f.type])).toEqual([['Title', 'Text'], ['FileLeafRef', 'File']]);
    const item = await host.createItem(SITE, library.id, { Title: 'Plan' }, 1);
    expect(await host.getItemFile(SITE, library.id, item.id)).toBeNull();
    await host.setItemFile(SITE, library.id, item.id, 'plan.txt', new TextEncoder().encode('one'), { editorId: 1 });
    const { item: replaced } = await host.setItemFile(SITE, library.id, item.id, 'plan-2.txt', new TextEncoder().encode('two!'), { editorId: 2 });
    expect(replaced).toMatchObject({ version: 3, editorId: 2, values: { FileLeafRef: 'plan-2.txt' } });
    expect(await host.getItemFile(SITE, library.id, item.id)).toMatchObject({ name: 'plan-2.txt', size: 4 });
    expect(new TextDecoder().decode((await host.readItemFile(SITE, library.id, item.id))?.content)).toBe('two!');
    expect(await host.getAttachments(SITE, library.id, item.id)).toEqual([]);
    await expect(host.addAttachment(SITE, library.id, item.id, 'x.txt', new Uint8Array([1]))).rejects.toBeInstanceOf(ListValueError);
    const tasks = await newList('Not a library');
    await expect(host.getItemFile(SITE, tasks.id, 1)).rejects.toBeInstanceOf(ListValueError);
  });
});

describe('the board store', () => {
  const tenant = 'https://contoso.test';
  const config = (name: string) => boardConfigSchema.parse({
    name,
    source: { lists: [{ url: SITE, listID: 'l1', name: 'Work' }] },
    columnFieldName: 'Status',
    columnDefinitions: [{ name: 'Open', value: 'Open' }, { name: 'Done', value: 'Done' }],
  });

  it('stores a configuration larger than one 64 KiB property and saves with ETags', async () => {
    const store = new TableBoardStore(new TableClients(azurite.connectionString));
    const big = { ...config('Big board'), description: 'ü'.repeat(40_000) + 'a'.repeat(100_000) };
    const created = await store.create(tenant, big);
    expect(created.config.id).toMatch(/[0-9a-f-]{36}/);
    const read = await store.get(tenant, created.config.id);
    expect(read?.config.description).toBe(big.description);
    expect((await store.list(tenant)).map((b) => b.config.name)).toContain('Big board');
    expect(await store.list('https://other.test')).toEqual([]);
    const saved = await store.save(tenant, { ...created.config, name: 'Renamed' }, created.etag);
    await expect(store.save(tenant, { ...created.config, name: 'Lost update' }, created.etag)).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.get(tenant, created.config.id))?.config.name).toBe('Renamed');
    expect(saved.etag).not.toBe(created.etag);
    await expect(store.create(tenant, { ...config('Huge'), description: 'x'.repeat(1_000_000) })).rejects.toBeInstanceOf(BoardTooLargeError);
  });
});
