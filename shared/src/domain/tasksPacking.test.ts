import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardUser, Item, TasksResponse } from '../api/kanban';
import { packedTasksResponseSchema, tasksResponseSchema } from '../api/kanban';
import { packTasks, unpackTasks } from './tasksPacking';

const LIST = 'fe658395-ed56-40ab-9b31-64f2e5083ded';
const SITE = 'https://contoso.sharepoint.com/sites/team';

const adele: CardUser = { id: 1, name: 'Adele Vance', login: 'adele@contoso.com', isGroup: false };

function item(overrides: Partial<Item> = {}): Item {
  return {
    id: 1,
    name: 'Task',
    uniqueID: `${LIST}#1`,
    info: { siteURL: SITE, listID: LIST, itemID: 1, timestamp: 1795689340217, etag: 'W/"1"' },
    parent: null,
    allowEdit: true,
    isEnable: true,
    isCompleted: false,
    isFile: false,
    isReadOnly: false,
    editPermissionDisabled: false,
    dueDate: null,
    dueDateStr: '',
    columnValue: 'Backlog',
    rowValue: 'Alpha',
    rowName: 'Alpha',
    order: 1000,
    created: '2026-11-26T10:35:40Z',
    modified: '2026-11-26T10:35:40Z',
    authorID: 1,
    editorID: 1,
    usersIds: [1],
    users: [adele],
    author: adele,
    editor: adele,
    labels: [],
    watchers: [],
    header: [],
    card: { Points: { t: '3', v: '3' } },
    color: {},
    subInfo: { count: 0, completed: 0 },
    commentsCount: 0,
    fieldsHeight: 6,
    ...overrides,
  };
}

const answerOf = (items: Item[]): TasksResponse => ({
  rows: [
    {
      name: 'Alpha',
      value: 'Alpha',
      subvals: [],
      isDefault: false,
      isCollapsedByDefault: false,
      columns: [
        {
          id: 'c0',
          name: 'Backlog',
          value: 'Backlog',
          index: 0,
          rowIndex: 0,
          items,
          limit: null,
          isActiveWipLimit: false,
          hasTotals: false,
          isPartOfRowTotal: false,
          isFirst: true,
          isLast: true,
          itemCount: 20,
          isComplete: false,
          totals: null,
        },
      ],
    },
  ],
  users: [],
});

/** Through JSON both ways, as the answer travels. */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const personArb = fc
  .record({
    id: fc.integer({ min: 1, max: 4 }),
    name: fc.constantFrom('Adele Vance', 'Alex Wilber', 'Adele V.'),
    login: fc.option(fc.constantFrom('adele@contoso.com', 'alex@contoso.com'), { nil: undefined }),
    isGroup: fc.option(fc.boolean(), { nil: undefined }),
  })
  .map((person) => wire(person) as CardUser);

const itemArb: fc.Arbitrary<Item> = fc
  .record({
    id: fc.integer({ min: 1, max: 50 }),
    itemID: fc.integer({ min: 1, max: 50 }),
    site: fc.constantFrom(SITE, 'https://contoso.sharepoint.com/sites/other'),
    list: fc.constantFrom(LIST, 'a1b2c3'),
    ownUniqueId: fc.boolean(),
    parent: fc.option(fc.record({ id: fc.integer({ min: 1, max: 9 }), name: fc.string() }), { nil: null }),
    flags: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    dueDate: fc.option(fc.constant('2026-12-01T00:00:00Z'), { nil: null }),
    dueDateStr: fc.constantFrom('', '2026-12-01'),
    columnValue: fc.constantFrom('Backlog', 'backlog'),
    rowValue: fc.constantFrom('Alpha', ''),
    rowName: fc.constantFrom('Alpha', 'Unassigned', ''),
    order: fc.option(fc.integer({ min: -5, max: 5000 }), { nil: null }),
    modified: fc.constantFrom('2026-11-26T10:35:40Z', '2026-11-27T08:00:00Z'),
    authorID: fc.integer({ min: 1, max: 4 }),
    editorID: fc.integer({ min: 1, max: 4 }),
    users: fc.array(personArb, { maxLength: 3 }),
    idsFollowUsers: fc.boolean(),
    author: fc.option(personArb, { nil: null }),
    editor: fc.option(personArb, { nil: null }),
    labels: fc.array(
      fc.record({
        name: fc.constantFrom('Bug', 'bug', 'Feature'),
        color: fc.constantFrom('#E74856', '#FFB900'),
        fontColor: fc.constant('#000000'),
      }),
      { maxLength: 2 },
    ),
    watchers: fc.array(personArb, { maxLength: 2 }),
    header: fc.array(fc.constantFrom('Points', 'Due'), { maxLength: 2 }),
    card: fc.dictionary(
      fc.constantFrom('Points', 'Owner', 'Due'),
      fc.record({ t: fc.constantFrom('3', 'Three', ''), v: fc.constantFrom('3', '') }),
    ),
    color: fc.constantFrom({}, { bodyColor: '#fff' }),
    subInfo: fc.record({ count: fc.nat(3), completed: fc.nat(3) }),
    commentsCount: fc.nat(2),
    picture: fc.option(
      fc.record({ name: fc.constantFrom('photo.png', 'plan.jpg'), url: fc.constant('/api/item/attachments/content?x=1') }),
      {
        nil: undefined,
      },
    ),
    age: fc.option(fc.record({ since: fc.nat(), started: fc.option(fc.nat(), { nil: undefined }) }, { requiredKeys: ['since'] }), {
      nil: undefined,
    }),
  })
  .map((drawn) =>
    item({
      id: drawn.id,
      uniqueID: drawn.ownUniqueId ? `${drawn.list}#${drawn.id + 1000}` : `${drawn.list}#${drawn.itemID}`,
      info: { siteURL: drawn.site, listID: drawn.list, itemID: drawn.itemID, timestamp: 1, etag: 'W/"2"' },
      parent: drawn.parent,
      allowEdit: drawn.flags[0],
      isEnable: drawn.flags[1],
      isCompleted: drawn.flags[2],
      isFile: drawn.flags[3],
      isReadOnly: drawn.flags[4],
      editPermissionDisabled: drawn.flags[5],
      dueDate: drawn.dueDate,
      dueDateStr: drawn.dueDateStr,
      columnValue: drawn.columnValue,
      rowValue: drawn.rowValue,
      rowName: drawn.rowName,
      order: drawn.order,
      modified: drawn.modified,
      authorID: drawn.authorID,
      editorID: drawn.editorID,
      users: drawn.users,
      usersIds: drawn.idsFollowUsers ? drawn.users.map((user) => user.id) : [7],
      author: drawn.author,
      editor: drawn.editor,
      labels: drawn.labels,
      watchers: drawn.watchers,
      header: drawn.header,
      card: drawn.card,
      color: drawn.color,
      subInfo: drawn.subInfo,
      commentsCount: drawn.commentsCount,
      ...(drawn.picture ? { picture: drawn.picture } : {}),
      ...(drawn.age ? { age: drawn.age } : {}),
    }),
  );

describe('the packed tasks answer', () => {
  // 500 generated answers: a second on a quiet machine, past Vitest's 5 s default on a loaded one.
  it('unpacks to the answer that was packed, whatever its cards hold', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 8 }), fc.option(fc.nat(), { nil: undefined }), fc.boolean(), (items, sequence, aged) => {
        const aging = aged ? { aging: { p50: 1, p85: 2, p95: 3, samples: 10 } } : {};
        const answer = wire({ ...answerOf(items), ...(sequence === undefined ? {} : { sequence }), ...aging });
        expect(unpackTasks(wire(packTasks(answer)))).toEqual(answer);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves out what has its usual value and names each person once', () => {
    const packed = wire(packTasks(answerOf([item(), item({ id: 2, uniqueID: `${LIST}#2`, info: { ...item().info, itemID: 2 } })])));
    expect(packed.people).toEqual({ 1: adele });
    expect(packed.sources).toEqual([{ siteURL: SITE, listID: LIST }]);
    expect(packed.rows[0].columns[0].items[1]).toEqual({
      id: 2,
      name: 'Task',
      info: { timestamp: 1795689340217, etag: 'W/"1"' },
      order: 1000,
      created: '2026-11-26T10:35:40Z',
      authorID: 1,
      usersIds: [1],
      card: { Points: '3' },
      fieldsHeight: 6,
    });
    expect(packedTasksResponseSchema.safeParse(packed).success).toBe(true);
  });

  it('names each label once, and leaves out the due day and the cell values a card shares with its cell', () => {
    const bug = { name: 'Bug', color: '#E74856', fontColor: '#000000' };
    const due = { dueDate: '2026-12-01T00:00:00Z', dueDateStr: '2026-12-01' };
    const answer = answerOf([item({ labels: [bug], ...due }), item({ id: 2, labels: [bug], columnValue: 'backlog', rowValue: 'Beta' })]);
    const packed = wire(packTasks(answer));
    expect(packed.labels).toEqual([bug]);
    const [first, second] = packed.rows[0].columns[0].items;
    expect(first).toMatchObject({ labels: [0], dueDate: due.dueDate });
    expect(first).not.toHaveProperty('dueDateStr');
    expect(first).not.toHaveProperty('columnValue');
    expect(second).toMatchObject({ labels: [0], columnValue: 'backlog', rowValue: 'Beta' });
    expect(unpackTasks(packed)).toEqual(wire(answer));
  });

  it('keeps the first packed shape for pages loaded before the second, and reads it', () => {
    const bug = { name: 'Bug', color: '#E74856', fontColor: '#000000' };
    const answer = wire(answerOf([item({ labels: [bug], dueDate: '2026-12-01T00:00:00Z', dueDateStr: '2026-12-01' })]));
    const packed = wire(packTasks(answer, 1));
    expect(packed).not.toHaveProperty('labels');
    expect(packed.rows[0].columns[0].items[0]).toMatchObject({
      columnValue: 'Backlog',
      rowValue: 'Alpha',
      dueDateStr: '2026-12-01',
      labels: [bug],
    });
    expect(unpackTasks(packed)).toEqual(answer);
  });

  it('is a third of the bytes of a typical card', () => {
    const items = Array.from({ length: 100 }, (_, index) =>
      item({ id: index + 1, uniqueID: `${LIST}#${index + 1}`, info: { ...item().info, itemID: index + 1 } }),
    );
    const full = JSON.stringify(answerOf(items)).length;
    expect(JSON.stringify(packTasks(answerOf(items))).length).toBeLessThan(full / 2.5);
  });

  it('takes a full answer as a packed one, so the page reads either', () => {
    const answer = wire(answerOf([item({ author: null, labels: [{ name: 'Bug', color: '#E74856', fontColor: '#000000' }] })]));
    expect(packedTasksResponseSchema.safeParse(answer).success).toBe(true);
    expect(tasksResponseSchema.safeParse(unpackTasks(answer)).success).toBe(true);
    expect(unpackTasks(answer)).toEqual(answer);
  });

  it('refuses an answer that names a person or a label it never writes out', () => {
    const packed = wire(packTasks(answerOf([item({ labels: [{ name: 'Bug', color: '#E74856', fontColor: '#000000' }] })])));
    expect(() => unpackTasks({ ...packed, people: {} })).toThrow(/person 1/);
    expect(() => unpackTasks({ ...packed, labels: [] })).toThrow(/label 0/);
  });
});
