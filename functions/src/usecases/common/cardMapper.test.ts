import { describe, expect, it } from 'vitest';
import { PERMISSION, boardConfigSchema, defaultLabelColor, fieldSchema, sourceListSchema } from '@listboard/shared';
import type { ListItemRecord, ListSchema } from '../../ports/listHost';
import { type CardContext, toItem } from './cardMapper';

const fields = [
  { internalName: 'Title', name: 'Title', type: 'Text' },
  { internalName: 'Status', name: 'Status', type: 'Choice', choices: ['Open', 'Done'] },
  { internalName: 'Project', name: 'Project', type: 'Text' },
  { internalName: 'Estimate', name: 'Estimate', type: 'Number' },
  { internalName: 'Sponsor', name: 'Sponsor', type: 'User' },
  { internalName: 'DueDate', name: 'Due Date', type: 'DateTime', dateOnly: true },
  { internalName: 'Budget', name: 'Budget', type: 'Currency' },
  { internalName: 'Approved', name: 'Approved', type: 'Boolean' },
].map((field) => fieldSchema.parse(field));
const list: ListSchema = {
  id: 'tasks',
  siteUrl: 'https://host/sites/demo',
  title: 'Tasks',
  description: '',
  fields,
  versioning: true,
  isLibrary: false,
  contentTypeIds: ['0x01'],
};
const source = sourceListSchema.parse({ url: list.siteUrl, listID: list.id, name: 'Tasks' });
const board = boardConfigSchema.parse({
  name: 'Sprint',
  source: { lists: [source] },
  columnFieldName: 'Status',
  columnDefinitions: [
    { name: 'Open', value: 'Open' },
    { name: 'Done', value: 'Done' },
  ],
  titleFieldName: 'Title',
  displayTitleFieldName: 'Title',
  displayTitleFieldName2: 'Project',
  displayTitleFieldName3: 'Estimate',
  dueDateField: 'DueDate',
  cardFields: ['Sponsor', 'DueDate', 'Budget', 'Approved'],
});
const context: CardContext = {
  board,
  level: PERMISSION.Edit,
  userId: 1,
  users: new Map([[7, { id: 7, name: 'Megan Bowen', login: 'megan', email: '', isSiteAdmin: false, groups: [] }]]),
  groups: new Map([[9, { id: 9, name: 'Marketing' }]]),
  lookupName: () => undefined,
  swimlaneField: null,
  children: new Map(),
  watchers: new Map(),
  pictures: new Map(),
  conditions: { fields, now: new Date('2026-11-01T00:00:00Z') },
};
const record = (values: ListItemRecord['values']): ListItemRecord => ({
  id: 3,
  values: { Title: 'Ship it', Status: 'Open', ...values },
  created: '2026-11-01T08:00:00.123Z',
  modified: '2026-11-02T08:00:00.456Z',
  authorId: 1,
  editorId: 1,
  version: 2,
  etag: '"2"',
  appendCounts: {},
  commentCount: 0,
});

describe('toItem', () => {
  it("counts a card's comments where the board keeps them: a Note field's entries or the item's own comments", () => {
    const commented = { ...record({}), appendCounts: { Notes: 3 }, commentCount: 2 };
    const on = (commentsFieldName: string | null, commentsNewExperience: boolean) =>
      toItem(list, source, commented, { ...context, board: { ...board, commentsFieldName, commentsNewExperience } }).commentsCount;
    expect(on('Notes', true)).toBe(3);
    expect(on('spmoderncomments', false)).toBe(2);
    expect(on(null, true)).toBe(2);
    expect(on(null, false)).toBe(0);
  });

  it('sends dates, numbers and yes/no as values and names as names, for the page to write in its language', () => {
    const item = toItem(list, source, record({ Sponsor: [7], DueDate: '2026-11-20T00:00:00Z', Budget: 1250.5, Approved: false }), context);
    expect(item.card.Sponsor).toEqual({ t: 'Megan Bowen', v: '7' });
    expect(item.card.DueDate).toEqual({ t: '2026-11-20T00:00:00Z', v: '2026-11-20T00:00:00Z' });
    expect(item.card.Budget).toEqual({ t: '1250.5', v: '1250.5' });
    expect(item.card.Approved).toEqual({ t: 'false', v: 'false' });
    expect(item.dueDate).toBe('2026-11-20T00:00:00Z');
    expect(item.dueDateStr).toBe('2026-11-20');
  });

  it("names the header lines' fields that hold a value, leaving out the title and empty ones", () => {
    expect(toItem(list, source, record({ Project: 'Mobile app', Estimate: 5 }), context).header).toEqual(['Project', 'Estimate']);
    const item = toItem(list, source, record({ Estimate: 5 }), context);
    expect(item.header).toEqual(['Estimate']);
    expect(item.card.Estimate).toEqual({ t: '5', v: '5' });
    expect(item.dueDateStr).toBe('');
  });

  it('shows a group in a person field as a group, under its name', () => {
    const withUsers = { ...context, board: { ...board, userField: 'Sponsor' } };
    const item = toItem(list, source, record({ Sponsor: [7, 9] }), withUsers);
    expect(item.users).toEqual([
      { id: 7, name: 'Megan Bowen', login: 'megan', isGroup: false },
      { id: 9, name: 'Marketing', login: 'Marketing', isGroup: true },
    ]);
    expect(item.card.Sponsor.t).toBe('Megan Bowen, Marketing');
  });

  it("colours labels by the board's settings, ignoring case, else by their place, and shares people and labels across cards", () => {
    const labelled = {
      ...context,
      board: {
        ...board,
        userField: 'Sponsor',
        labelsFieldName: 'Tags',
        labelsColors: [
          { name: 'bug', color: '#E74856', disabled: false },
          { name: 'Bug', color: '#FFB900', disabled: false },
        ],
      },
    };
    const tagged = { ...list, fields: [...fields, fieldSchema.parse({ internalName: 'Tags', name: 'Tags', type: 'MultiChoice' })] };
    const first = toItem(tagged, source, record({ Sponsor: [7], Tags: ['Bug', 'Idea'] }), labelled);
    const second = toItem(tagged, source, { ...record({ Sponsor: [7], Tags: ['Bug'] }), id: 4, authorId: 7 }, labelled);
    expect(first.labels.map((label) => label.color)).toEqual(['#E74856', defaultLabelColor(1)]);
    expect(second.labels[0]).toBe(first.labels[0]);
    expect(second.users[0]).toBe(first.users[0]);
    expect(second.author).toEqual(first.users[0]);
    expect(first.author).toEqual({ id: 1, name: 'NOT FOUND', isGroup: false });
    expect(toItem(tagged, source, record({ Sponsor: [7] }), { ...labelled }).users[0]).not.toBe(first.users[0]);
  });
});
