import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConcurrencyError,
  ItemNotFoundError,
  type ListHost,
  ListTitleTakenError,
  ListValueError,
  ViewNotEditableError,
  ViewNotFoundError,
} from '@listboard/functions/host-api';
import type { ConditionInput, FieldInput, ViewSort } from '@listboard/shared';

/** A work list's fields: one of each type a board works with. */
export const WORK_LIST_FIELDS: FieldInput[] = [
  { internalName: 'Title', name: 'Title', type: 'Text', isRequired: true },
  { internalName: 'Status', name: 'Status', type: 'Choice', choices: ['Open', 'Done'] },
  { internalName: 'Owner', name: 'Owner', type: 'User', isMulti: true },
  { internalName: 'Tags', name: 'Tags', type: 'MultiChoice', choices: ['a', 'b'] },
  { internalName: 'Points', name: 'Points', type: 'Number', min: 0, max: 100 },
  { internalName: 'Cost', name: 'Cost', type: 'Currency' },
  { internalName: 'Due', name: 'Due', type: 'DateTime', dateOnly: true },
  { internalName: 'Urgent', name: 'Urgent', type: 'Boolean' },
  { internalName: 'Link', name: 'Link', type: 'URL' },
  { internalName: 'Parent', name: 'Parent', type: 'Lookup' },
  { internalName: 'Notes', name: 'Notes', type: 'Note', appendOnly: true },
];

/** A list host under test on a site of its own, with the users the suite signs in as. */
export interface ListHostUnderTest {
  /** The host as the site's first user. */
  host: ListHost;
  /**
   * The host as the site user with this id. SharePoint takes an item's author and editor from the
   * caller's token, the built-in store from the call: the suite writes as the person it names.
   */
  as(userId: number): ListHost;
  /** Indexes a column, as a list's owner does on SharePoint for filters past 5,000 items (the built-in store needs none). */
  indexColumn(listId: string, column: string): void;
  /** A site the suite may create lists on. */
  site: string;
  /**
   * Makes a view of a list as its owner does where the list lives: on SharePoint in SharePoint (its `caml`, the
   * ViewQuery), on the built-in store through Listboard (its `conditions`); answers its id.
   */
  makeView(listId: string, view: { title: string; caml: string; conditions: ConditionInput[]; sort: ViewSort[] }): Promise<string>;
  /** Whether Listboard saves the host's views (the built-in store), or the host's own tools do (SharePoint). */
  savesViews: boolean;
  /** Ends what the host needs (its storage, its server). */
  stop(): Promise<void>;
}

/**
 * The behaviour of a list host, specified once (docs/sharepoint.md): every `ListHost` runs this suite, the
 * built-in store over Azurite and the SharePoint adapter against the SharePoint test server, so a
 * board behaves the same on either. What a host cannot do is written in docs/sharepoint.md, not skipped here.
 */
export function listHostContract(name: string, open: () => Promise<ListHostUnderTest>): void {
  describe(`the list host contract: ${name}`, () => {
    let subject: ListHostUnderTest;
    const host = () => subject.host;
    const site = () => subject.site;

    // One host per suite: starting its storage or server is what takes time.
    beforeAll(async () => {
      subject = await open();
    }, 60_000);

    afterAll(async () => {
      await subject?.stop();
    }, 60_000);

    async function newList(title: string) {
      return host().createList(site(), {
        title,
        versioning: true,
        fields: [...WORK_LIST_FIELDS, { internalName: 'Attachments', name: 'Attachments', type: 'Attachments', isReadOnly: true }],
      });
    }

    it('keeps webs, users and list schemas', async () => {
      // Both suites make their site a German one: SharePoint names it by its LCID (1031), the built-in store by its tag.
      expect(await host().getWeb(site())).toMatchObject({ language: 'de-DE' });
      expect(await host().getWeb(`${site()}/none`)).toBeNull();
      const ann = await host().ensureUser(site(), {
        name: 'Ann',
        email: 'ann@contoso.test',
        login: 'ann@contoso.test',
        isSiteAdmin: false,
        groups: ['Ops'],
      });
      const again = await host().ensureUser(site(), {
        name: 'Ann',
        email: 'ann@contoso.test',
        login: 'ANN@contoso.test',
        isSiteAdmin: false,
        groups: [],
      });
      expect(again.id).toBe(ann.id);
      expect(await host().getUserByLogin(site(), 'Ann@Contoso.test')).toMatchObject({ id: ann.id, groups: ['Ops'] });
      expect((await host().getSiteUsers(site())).map((user) => user.login)).toContain('ann@contoso.test');
      const list = await newList('Work');
      expect((await host().getLists(site())).map((l) => l.title)).toContain('Work');
      await host().addField(site(), list.id, { internalName: 'Started', name: 'Started', type: 'DateTime' });
      expect((await host().getList(site(), list.id))?.fields.map((f) => f.internalName)).toContain('Started');
      await expect(
        host().addField(site(), list.id, { internalName: 'started', name: 'Started again', type: 'Text' }),
      ).rejects.toBeInstanceOf(ListValueError);
      expect(await host().getChoices(site(), list.id, 'Status')).toEqual(['Open', 'Done']);
      expect(await host().updateChoices(site(), list.id, 'Status', (current) => [...current, 'Blocked'])).toEqual([
        'Open',
        'Done',
        'Blocked',
      ]);
      expect(await host().getChoices(site(), list.id, 'Status')).toEqual(['Open', 'Done', 'Blocked']);
      expect((await host().setVersioning(site(), list.id, true)).versioning).toBe(true);
    });

    it('gives each group one id, apart from its people, that a person field holds and the search answers', async () => {
      const ann = await host().ensureUser(site(), {
        name: 'Ann',
        email: 'ann@contoso.test',
        login: 'ann@contoso.test',
        isSiteAdmin: false,
        groups: ['Ops'],
      });
      const ops = (await host().getSiteGroups(site())).find((group) => group.name === 'Ops');
      expect(ops?.id).toEqual(expect.any(Number));
      const users = await host().getSiteUsers(site());
      expect(users.map((user) => user.id)).not.toContain(ops?.id);
      expect(await host().searchGroups(site(), 'ops', 5)).toContainEqual(ops);
      expect((await host().getSiteGroups(site())).find((group) => group.name === 'Ops')).toEqual(ops);
      const list = await newList('Group values');
      const created = await host().createItem(site(), list.id, { Title: 'For the team', Owner: [ann.id, ops!.id] }, 1);
      expect((await host().getItem(site(), list.id, created.id))?.values.Owner).toEqual([ann.id, ops!.id]);
    });

    it("answers the fields of the site's Item and Document content types, and null for a type it does not have", async () => {
      expect(await host().getContentTypes(site())).toEqual(
        expect.arrayContaining([
          { id: '0x01', name: 'Item' },
          { id: '0x0101', name: 'Document' },
        ]),
      );
      const item = await host().getContentTypeFields(site(), '0x01');
      expect(item?.map((field) => [field.internalName, field.type, field.isRequired])).toEqual([['Title', 'Text', true]]);
      const document = await host().getContentTypeFields(site(), '0x0101');
      expect(document?.map((field) => [field.internalName, field.type, field.isReadOnly])).toEqual([
        ['FileLeafRef', 'File', true],
        ['Title', 'Text', false],
      ]);
      expect(await host().getContentTypeFields(site(), '0x0199')).toBeNull();
    });

    it('makes an item of a content type its list has, and refuses one of a type the list lacks', async () => {
      const list = await newList('Typed');
      expect((await host().getList(site(), list.id))?.contentTypeIds).toEqual(['0x01']);
      const typed = await host().createItem(site(), list.id, { Title: 'Of the Item type' }, 1, '0X01');
      expect((await host().getItem(site(), list.id, typed.id))?.values.Title).toBe('Of the Item type');
      await expect(host().createItem(site(), list.id, { Title: 'A document' }, 1, '0x0101')).rejects.toBeInstanceOf(ListValueError);
      expect((await host().queryItems(site(), list.id)).map((item) => item.values.Title)).toEqual(['Of the Item type']);
    });

    it('refuses a second list of a title the site has, whatever its letter case, also when both are made at once', async () => {
      await newList('Launch');
      await expect(newList('LAUNCH')).rejects.toBeInstanceOf(ListTitleTakenError);
      const parallel = await Promise.allSettled([newList('Review'), newList('review'), newList('Review')]);
      expect(parallel.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of parallel.filter((o) => o.status === 'rejected')) expect(outcome.reason).toBeInstanceOf(ListTitleTakenError);
      const titles = (await host().getLists(site())).map((list) => list.title.toLowerCase());
      expect(titles.filter((title) => title === 'launch')).toHaveLength(1);
      expect(titles.filter((title) => title === 'review')).toHaveLength(1);
    });

    it('finds people by name or mail, no more than asked', async () => {
      const nora = { name: 'Nora Lindqvist', email: 'nora.lindqvist@contoso.test', login: 'nora.lindqvist@contoso.test' };
      await host().ensureUser(site(), { ...nora, isSiteAdmin: false, groups: [] });
      await host().ensureUser(site(), {
        name: 'Noah Lindqvist',
        email: 'noah.lindqvist@contoso.test',
        login: 'noah.lindqvist@contoso.test',
        isSiteAdmin: false,
        groups: [],
      });
      expect(await host().searchPeople(site(), 'nora', 10)).toEqual([nora]);
      expect(await host().searchPeople(site(), 'NORA.LIND', 10)).toEqual([nora]);
      expect(await host().searchPeople(site(), 'Lindqvist', 1)).toHaveLength(1);
      expect(await host().searchPeople(site(), 'zzqx', 10)).toEqual([]);
    });

    it("answers a person's rights on a list: members view and add, site admins also manage, others nothing", async () => {
      const list = await newList('Rights');
      await host().ensureUser(site(), {
        name: 'Admin',
        email: 'admin@contoso.test',
        login: 'admin@contoso.test',
        isSiteAdmin: true,
        groups: [],
      });
      await host().ensureUser(site(), {
        name: 'Member',
        email: 'member@contoso.test',
        login: 'member@contoso.test',
        isSiteAdmin: false,
        groups: [],
      });
      expect(await host().getListRights(site(), list.id, 'admin@contoso.test')).toEqual({ view: true, add: true, manage: true });
      expect(await host().getListRights(site(), list.id, 'member@contoso.test')).toEqual({ view: true, add: true, manage: false });
      expect(await host().getListRights(site(), list.id, 'stranger@contoso.test')).toEqual({ view: false, add: false, manage: false });
    });

    it('reads and writes every field type, and refuses values its fields do not take', async () => {
      const list = await newList('Types');
      const values = {
        Title: 'Every\u2028type\u2029',
        Status: 'Open',
        Owner: [1],
        Tags: ['a', 'b'],
        Points: 42.5,
        Cost: 1999.99,
        Due: '2026-12-24',
        Urgent: true,
        Link: { url: 'https://x.test/a?b=c', description: 'X' },
        Notes: 'Grüße 🎉',
      };
      const created = await host().createItem(site(), list.id, values, 1);
      const read = await host().getItem(site(), list.id, created.id);
      // A day is kept as SharePoint keeps it: midnight UTC in ISO form.
      expect(read?.values).toMatchObject({ ...values, Due: '2026-12-24T00:00:00Z', Attachments: false });
      const bad: Record<string, unknown>[] = [
        { Status: 'Open' },
        { Title: 'x', Status: 'Maybe' },
        { Title: 'x', Points: 101 },
        { Title: 'x', Points: 'ten' },
        { Title: 'x', Owner: [0] },
        { Title: 'x', Tags: ['c'] },
        { Title: 'x', Unknown: 'y' },
        { Title: 'x'.repeat(256) },
        { Title: 'half \ud83d a pair' },
      ];
      for (const value of bad) await expect(host().createItem(site(), list.id, value as never, 1)).rejects.toBeInstanceOf(ListValueError);
    });

    it('creates, queries, updates and deletes items with versions and ETags', async () => {
      const list = await newList('Items');
      const as = (userId: number) => subject.as(userId);
      const created = await as(1).createItem(site(), list.id, { Title: 'First', Status: 'Open', Owner: [1], Tags: ['a'], Points: 5 }, 1);
      expect(created).toMatchObject({ id: 1, version: 1, authorId: 1, editorId: 1 });
      const [second, third] = await as(2).createItems(
        site(),
        list.id,
        [
          { Title: 'Second', Status: 'Done', Parent: [1] },
          { Title: 'Third', Status: 'Open' },
        ],
        2,
      );
      expect(second).toMatchObject({ authorId: 2, editorId: 2 });
      expect([second.id, third.id]).toEqual([2, 3]);
      expect((await host().queryItems(site(), list.id, { fieldEquals: { Status: 'Open' } })).map((i) => i.id)).toEqual([1, 3]);
      expect((await host().queryItems(site(), list.id, { fieldEquals: { Parent: 1 } })).map((i) => i.id)).toEqual([2]);
      expect(await host().getLookups(site(), list.id, 'Parent')).toEqual([
        { id: 1, name: 'First' },
        { id: 2, name: 'Second' },
        { id: 3, name: 'Third' },
      ]);

      const updated = await as(2).updateItem(
        site(),
        list.id,
        1,
        { Status: 'Done', Notes: 'first note' },
        { editorId: 2, etag: created.etag },
      );
      expect(updated).toMatchObject({ version: 2, editorId: 2, appendCounts: { Notes: 1 } });
      expect(updated.etag).not.toBe(created.etag);
      await expect(as(2).updateItem(site(), list.id, 1, { Status: 'Open' }, { editorId: 2, etag: created.etag })).rejects.toBeInstanceOf(
        ConcurrencyError,
      );
      const noted = await as(1).updateItem(site(), list.id, 1, { Notes: 'second note' }, { editorId: 1 });
      expect(noted.appendCounts.Notes).toBe(2);
      // The column renumber's write: values only, no new version, Modified and Editor stay.
      const system = await as(3).updateItem(site(), list.id, 1, { Points: 8 }, { editorId: 3, systemUpdate: true });
      expect(system).toMatchObject({ version: 3, editorId: 1, modified: noted.modified });

      const versions = await host().getItemVersions(site(), list.id, 1);
      expect(versions.map((v) => v.version)).toEqual([1, 2, 3]);
      expect(versions[1]).toMatchObject({ editorId: 2, changes: { Status: 'Done', Notes: 'first note' } });
      // A version is stamped with the moment of its write, as the item was (whatever the server's time zone).
      expect(versions.slice(0, 2).map((v) => v.modified)).toEqual([created.modified, updated.modified]);
      // SharePoint's system update rewrites the current version, so its values may show in it (Points here).
      expect(versions[2].changes).toMatchObject({ Notes: 'second note' });

      // An ETag belongs to one item's state (on SharePoint it is a version counter: "1" on every new item).
      const thirdChanged = await as(1).updateItem(site(), list.id, 3, { Points: 1 }, { editorId: 1, etag: third.etag });
      await expect(host().deleteItem(site(), list.id, 3, { etag: third.etag })).rejects.toBeInstanceOf(ConcurrencyError);
      await host().deleteItem(site(), list.id, 3, { etag: thirdChanged.etag });
      expect(await host().getItem(site(), list.id, 3)).toBeNull();
    });

    it('feeds the versions of a whole list, then only what changed since its cursor, and tells what was deleted', async () => {
      const list = await newList('Feed');
      const [first, second] = await host().createItems(
        site(),
        list.id,
        [
          { Title: 'One', Status: 'Open' },
          { Title: 'Two', Status: 'Open' },
        ],
        1,
      );
      await host().updateItem(site(), list.id, first.id, { Status: 'Done' }, { editorId: 1 });
      const whole = await host().readVersionFeed(site(), list.id, null);
      const keys = (feed: typeof whole) => feed.versions.map((v) => `${v.itemId}.${v.version}`).toSorted();
      expect(keys(whole)).toEqual([`${first.id}.1`, `${first.id}.2`, `${second.id}.1`]);
      expect(whole.versions.find((v) => v.itemId === first.id && v.version === 2)?.changes).toMatchObject({ Status: 'Done' });
      expect(whole.itemIds?.toSorted()).toEqual([first.id, second.id]);
      // The cursor starts a little back, so what is read again is dropped by its item and version.
      expect(Date.parse(whole.cursor)).toBeLessThan(Date.now());

      // SharePoint stamps versions to the second: the cursor is the next whole second, and the writes come after it.
      const laterMs = Math.ceil((Date.now() + 1) / 1000) * 1000;
      const later = new Date(laterMs).toISOString();
      await new Promise((resolve) => setTimeout(resolve, laterMs - Date.now() + 50));
      await host().updateItem(site(), list.id, second.id, { Status: 'Done' }, { editorId: 1 });
      await host().deleteItem(site(), list.id, first.id, {});
      const since = await host().readVersionFeed(site(), list.id, later);
      expect(keys(since)).toEqual([`${second.id}.2`]);
      const deleted = since.itemIds
        ? !since.itemIds.includes(first.id)
        : since.deletions.some((d) => d.itemId === first.id && d.at >= later);
      expect(deleted).toBe(true);
      expect(since.cursor >= later).toBe(true);
    });

    it('counts note entries written at once, each once or refused as stale', async () => {
      const list = await newList('Comments');
      const item = await host().createItem(site(), list.id, { Title: 'Talked about', Notes: 'opening' }, 1);
      expect(item.appendCounts.Notes).toBe(1);
      const entries = [1, 2, 3, 1, 2, 3].map((userId, index) =>
        subject.as(userId).updateItem(site(), list.id, item.id, { Notes: `entry ${index}` }, { editorId: userId }),
      );
      // A write that lost the race fails as stale (the use cases try again); none counts twice or is lost.
      const settled = await Promise.allSettled(entries);
      for (const outcome of settled) if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(ConcurrencyError);
      const written = settled.filter((outcome) => outcome.status === 'fulfilled').length;
      expect(written).toBeGreaterThan(0);
      expect((await host().getItem(site(), list.id, item.id))?.appendCounts.Notes).toBe(1 + written);
    });

    it('recycles an item with its comments and attachments, and restores it once, as it was', async () => {
      const list = await newList('Recycled');
      const [kept, other] = await host().createItems(
        site(),
        list.id,
        [
          { Title: 'Deleted by mistake', Status: 'Done', Points: 5 },
          { Title: 'Stays', Status: 'Open' },
        ],
        1,
      );
      const author = await host().ensureUser(site(), {
        name: 'first',
        email: 'first@contoso.test',
        login: 'first@contoso.test',
        isSiteAdmin: false,
        groups: [],
      });
      await host().addItemComment(site(), list.id, kept.id, 'Worth keeping', author);
      await host().addAttachment(site(), list.id, kept.id, 'notes.txt', new TextEncoder().encode('hello'));
      const before = await host().getItem(site(), list.id, kept.id);

      const token = await host().recycleItem(site(), list.id, kept.id, { deletedBy: 1 });
      expect(await host().getItem(site(), list.id, kept.id)).toBeNull();
      expect((await host().queryItems(site(), list.id)).map((record) => record.id)).toEqual([other.id]);
      await expect(host().recycleItem(site(), list.id, kept.id, { deletedBy: 1 })).rejects.toBeInstanceOf(ItemNotFoundError);
      // A token one character off (a token that already ends in 0 ends in 1 instead, or it would be the token itself).
      const wrong = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
      await expect(host().restoreItem(site(), list.id, kept.id, wrong)).rejects.toBeInstanceOf(ItemNotFoundError);

      const restored = await host().restoreItem(site(), list.id, kept.id, token);
      expect(restored).toMatchObject({ id: kept.id, values: { Title: 'Deleted by mistake', Status: 'Done', Points: 5 } });
      expect(restored).toMatchObject({ version: before?.version, commentCount: 1 });
      expect((await host().getItemComments(site(), list.id, kept.id, 10)).map((comment) => comment.text)).toEqual(['Worth keeping']);
      expect((await host().getAttachments(site(), list.id, kept.id)).map((file) => file.name)).toEqual(['notes.txt']);
      await expect(host().restoreItem(site(), list.id, kept.id, token)).rejects.toBeInstanceOf(ItemNotFoundError);
      // The restored item takes writes on its ETag again.
      await host().updateItem(site(), list.id, kept.id, { Points: 6 }, { editorId: 1, etag: restored.etag });
    });

    it("keeps an item's own comments beside it, newest first, counted with the item and leaving its version", async () => {
      const list = await newList('Talk');
      const item = await host().createItem(site(), list.id, { Title: 'Discussed' }, 1);
      expect(item.commentCount).toBe(0);
      const person = (login: string) => ({
        name: login,
        email: `${login}@contoso.test`,
        login: `${login}@contoso.test`,
        isSiteAdmin: false,
        groups: [],
      });
      const [first, second] = [await host().ensureUser(site(), person('first')), await host().ensureUser(site(), person('second'))];
      await subject.as(first.id).addItemComment(site(), list.id, item.id, 'First thought', first);
      const added = await subject.as(second.id).addItemComment(site(), list.id, item.id, 'Zweiter Gedanke: schön', second);
      expect(added).toMatchObject({ text: 'Zweiter Gedanke: schön', author: { id: second.id, login: second.login } });
      expect(Date.parse(added.created)).not.toBeNaN();
      const comments = await host().getItemComments(site(), list.id, item.id, 10);
      expect(comments.map((comment) => [comment.text, comment.author.id])).toEqual([
        ['Zweiter Gedanke: schön', second.id],
        ['First thought', first.id],
      ]);
      expect((await host().getItemComments(site(), list.id, item.id, 1)).map((comment) => comment.text)).toEqual([
        'Zweiter Gedanke: schön',
      ]);
      expect(await host().getItem(site(), list.id, item.id)).toMatchObject({ commentCount: 2, version: 1 });
      expect((await host().queryItems(site(), list.id)).find((record) => record.id === item.id)?.commentCount).toBe(2);
      await expect(host().getItemComments(site(), list.id, item.id + 1000, 10)).rejects.toBeInstanceOf(ItemNotFoundError);
      await expect(host().addItemComment(site(), list.id, item.id + 1000, 'Nobody reads this', first)).rejects.toBeInstanceOf(
        ItemNotFoundError,
      );
    });

    it("lists a list's views with what they filter and sort by, and reads the items of one or several of them", async () => {
      const list = await newList('Viewed');
      const items = await host().createItems(
        site(),
        list.id,
        [
          { Title: 'small open', Status: 'Open', Points: 3 },
          { Title: 'big open', Status: 'Open', Points: 30 },
          { Title: 'big done', Status: 'Done', Points: 50, Urgent: false },
          { Title: 'urgent done', Status: 'Done', Points: 1, Urgent: true },
          { Title: 'Quarterly report', Status: 'Open', Points: 10 },
        ],
        1,
      );
      const ids = (titles: string[]) => titles.map((title) => items.find((item) => item.values.Title === title)?.id).sort();
      const bigOpen = await subject.makeView(list.id, {
        title: 'Big and open',
        caml: '<OrderBy><FieldRef Name="Points" Ascending="FALSE" /></OrderBy><Where><And><Eq><FieldRef Name="Status" /><Value Type="Choice">Open</Value></Eq><Geq><FieldRef Name="Points" /><Value Type="Number">10</Value></Geq></And></Where>',
        conditions: [
          { field: 'Status', operator: 'Eq', value: 'Open' },
          { field: 'Points', operator: 'Geq', value: '10' },
        ],
        sort: [{ field: 'Points', ascending: false }],
      });
      const urgentOrReport = await subject.makeView(list.id, {
        title: 'Urgent or reports',
        caml: '<Where><Or><Eq><FieldRef Name="Urgent" /><Value Type="Boolean">1</Value></Eq><BeginsWith><FieldRef Name="Title" /><Value Type="Text">quarterly</Value></BeginsWith></Or></Where>',
        conditions: [
          { field: 'Urgent', operator: 'Eq', value: 'true' },
          { field: 'Title', operator: 'BeginsWith', value: 'quarterly', conjunction: 'OR' },
        ],
        sort: [],
      });
      const views = await host().getViews(site(), list.id);
      expect(views.find((view) => view.id === bigOpen)).toMatchObject({
        title: 'Big and open',
        conditions: [
          { field: 'Status', operator: 'Eq', value: 'Open', conjunction: 'AND' },
          { field: 'Points', operator: 'Geq', value: '10', conjunction: 'AND' },
        ],
        sort: [{ field: 'Points', ascending: false }],
        editable: subject.savesViews,
      });
      expect(views.find((view) => view.id === urgentOrReport)?.conditions.map((c) => [c.field, c.operator, c.conjunction])).toEqual([
        ['Urgent', 'Eq', 'AND'],
        ['Title', 'BeginsWith', 'OR'],
      ]);
      const idsOf = async (viewIds: string[], fieldEquals?: Record<string, string>) =>
        (await host().queryItems(site(), list.id, { viewIds, fieldEquals })).map((item) => item.id).sort();
      expect(await idsOf([bigOpen])).toEqual(ids(['big open', 'Quarterly report']));
      expect(await idsOf([urgentOrReport])).toEqual(ids(['urgent done', 'Quarterly report']));
      expect(await idsOf([bigOpen, urgentOrReport])).toEqual(ids(['big open', 'urgent done', 'Quarterly report']));
      expect(await idsOf([urgentOrReport], { Status: 'Done' })).toEqual(ids(['urgent done']));
      await expect(host().queryItems(site(), list.id, { viewIds: ['9d2c4a2e-0000-4000-8000-000000000000'] })).rejects.toBeInstanceOf(
        ViewNotFoundError,
      );
    });

    it("changes and removes a saved view on its ETag where Listboard keeps views, and refuses to where the host's own tools do", async () => {
      const list = await newList('Saved views');
      const definition = { title: 'Mine', conditions: [], sort: [] };
      if (!subject.savesViews) {
        await expect(host().saveView(site(), list.id, definition)).rejects.toBeInstanceOf(ViewNotEditableError);
        return;
      }
      const made = await host().saveView(site(), list.id, definition);
      const changes = await Promise.allSettled(
        ['Ours', 'Theirs'].map((title) => host().saveView(site(), list.id, { ...definition, title }, { id: made.id, etag: made.etag })),
      );
      expect(changes.filter((change) => change.status === 'fulfilled')).toHaveLength(1);
      const refused = changes.find((change) => change.status === 'rejected');
      expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(ConcurrencyError);
      const [kept] = await host().getViews(site(), list.id);
      expect(['Ours', 'Theirs']).toContain(kept.title);
      await expect(host().deleteView(site(), list.id, made.id, made.etag)).rejects.toBeInstanceOf(ConcurrencyError);
      await host().deleteView(site(), list.id, made.id, kept.etag);
      expect(await host().getViews(site(), list.id)).toEqual([]);
    });

    it('reads a list past 5,000 items whole, and counts it', async () => {
      const list = await newList('Large');
      const items = Array.from({ length: 5_050 }, (_, index) => ({ Title: `Item ${index + 1}`, Status: index % 2 ? 'Done' : 'Open' }));
      await host().createItems(site(), list.id, items, 1);
      const all = await host().queryItems(site(), list.id);
      expect(all).toHaveLength(5_050);
      expect(new Set(all.map((item) => item.id)).size).toBe(5_050);
      expect(await host().countItems(site(), list.id)).toBe(5_050);
      subject.indexColumn(list.id, 'Status');
      expect(await host().queryItems(site(), list.id, { fieldEquals: { Status: 'Open' } })).toHaveLength(2_525);
      const done = await subject.makeView(list.id, {
        title: 'Done',
        caml: '<Where><Eq><FieldRef Name="Status" /><Value Type="Choice">Done</Value></Eq></Where>',
        conditions: [{ field: 'Status', operator: 'Eq', value: 'Done' }],
        sort: [],
      });
      const viewed = await host().queryItems(site(), list.id, { viewIds: [done] });
      expect(viewed).toHaveLength(2_525);
      expect(new Set(viewed.map((item) => item.id)).size).toBe(2_525);
    }, 120_000);

    it('keeps long multilingual notes intact', async () => {
      const list = await newList('Notes');
      const note = 'Grüße, 日本語 🎉 '.repeat(5_000).slice(0, 63_999);
      const item = await host().createItem(site(), list.id, { Title: 'Long', Notes: note }, 1);
      expect((await host().getItem(site(), list.id, item.id))?.values.Notes).toBe(note);
      await expect(host().updateItem(site(), list.id, item.id, { Notes: `${note}!` }, { editorId: 1 })).rejects.toBeInstanceOf(
        ListValueError,
      );
    });

    it('keeps attachments and flags the item, without a new version', async () => {
      const list = await newList('Files');
      const item = await host().createItem(site(), list.id, { Title: 'With files' }, 1);
      await host().addAttachment(site(), list.id, item.id, 'notes.txt', new TextEncoder().encode('hello'));
      expect((await host().getItem(site(), list.id, item.id))?.values.Attachments).toBe(true);
      expect((await host().getAttachments(site(), list.id, item.id)).map((a) => [a.name, a.size])).toEqual([['notes.txt', 5]]);
      expect(new TextDecoder().decode((await host().readAttachment(site(), list.id, item.id, 'notes.txt')) as Uint8Array)).toBe('hello');
      expect(await host().readAttachment(site(), list.id, item.id, 'missing.txt')).toBeNull();
      await host().removeAttachment(site(), list.id, item.id, 'notes.txt');
      expect(await host().getAttachments(site(), list.id, item.id)).toEqual([]);
      expect((await host().getItem(site(), list.id, item.id))?.values.Attachments).toBe(false);
      expect((await host().getItemVersions(site(), list.id, item.id)).map((v) => v.version)).toEqual([1]);
    });

    it('keeps one file per library item and names it in the item', async () => {
      const library = await host().createList(site(), {
        title: 'Docs',
        isLibrary: true,
        fields: [{ internalName: 'Title', name: 'Title', type: 'Text' }],
      });
      expect(library.isLibrary).toBe(true);
      const fields = (await host().getList(site(), library.id))?.fields.map((f) => [f.internalName, f.type]);
      expect(fields).toEqual(
        expect.arrayContaining([
          ['Title', 'Text'],
          ['FileLeafRef', 'File'],
        ]),
      );
      expect(fields).not.toContainEqual(['Attachments', 'Attachments']);
      // A new library item has no content yet (SharePoint: an empty document; the built-in store: no file).
      const item = await host().createItem(site(), library.id, { Title: 'Plan' }, 1);
      expect(item.values.Title).toBe('Plan');
      expect(await host().getItemFile(site(), library.id, item.id)).toBeNull();
      await host().setItemFile(site(), library.id, item.id, 'plan.txt', new TextEncoder().encode('one'), { editorId: 1 });
      const { item: replaced } = await subject
        .as(2)
        .setItemFile(site(), library.id, item.id, 'plan-2.txt', new TextEncoder().encode('two!'), { editorId: 2 });
      expect(replaced).toMatchObject({ version: 3, editorId: 2, values: { FileLeafRef: 'plan-2.txt' } });
      expect(await host().getItemFile(site(), library.id, item.id)).toMatchObject({ name: 'plan-2.txt', size: 4 });
      expect(new TextDecoder().decode((await host().readItemFile(site(), library.id, item.id))?.content)).toBe('two!');
      expect(await host().getAttachments(site(), library.id, item.id)).toEqual([]);
      await expect(host().addAttachment(site(), library.id, item.id, 'x.txt', new Uint8Array([1]))).rejects.toBeInstanceOf(ListValueError);
      const tasks = await newList('Not a library');
      await expect(host().getItemFile(site(), tasks.id, 1)).rejects.toBeInstanceOf(ListValueError);
    });
  });
}
