import { describe, expect, it } from 'vitest';
import { type BoardConfig, type SourceList, boardConfigSchema } from '../../api/board';
import { type Field, type FieldInput, fieldSchema } from '../../api/fields';
import type { BoardTemplate } from '../../api/templates';
import type { StoredValue } from '../fieldValues';
import {
  EXPORT_ITEM_LIMIT,
  TEMPLATE_PREVIEW_ROWS,
  type TemplateItem,
  buildBoardTemplate,
  configuredFieldNames,
  decodeTemplateFile,
  encodeTemplateFile,
  exportableFields,
  missingTemplateFields,
  missingTemplateFieldsMessage,
  templatePreview,
} from './template';
import { importedBoardConfig, parseTemplateContent, remappedLookups, templateListDefinitions, templateProblem } from './templateImport';
import { validateBoardConfig } from './validation';

const field = (input: FieldInput): Field => fieldSchema.parse(input);
const LIST = 'l1';

const FIELDS = [
  field({ internalName: 'Title', name: 'Title', type: 'Text', isRequired: true }),
  field({ internalName: 'Status', name: 'Status', type: 'Choice', isRequired: true, choices: ['A', 'B', 'C'] }),
  field({ internalName: 'AssignedTo', name: 'Assigned To', type: 'User', isMulti: true }),
  field({ internalName: 'DueDate', name: 'Due Date', type: 'DateTime', dateOnly: true }),
  field({ internalName: 'Labels', name: 'Labels', type: 'MultiChoice', choices: ['Bug', 'UI'] }),
  field({ internalName: 'ParentID', name: 'Parent', type: 'Lookup', lookupList: LIST }),
  field({ internalName: 'KanbanComments', name: 'Comments', type: 'Note', appendOnly: true }),
  field({ internalName: 'KanbanOrder', name: 'Order', type: 'Number' }),
  field({ internalName: 'Blocked', name: 'Blocked', type: 'Boolean' }),
  field({ internalName: 'Budget', name: 'Budget', type: 'Currency' }),
  field({ internalName: 'Customer', name: 'Customer', type: 'Lookup', lookupList: 'customers' }),
  field({ internalName: 'Attachments', name: 'Attachments', type: 'Attachments', isReadOnly: true }),
];
const NOT_EXPORTABLE = ['Budget', 'Customer', 'Attachments'];

const CONFIG: BoardConfig = boardConfigSchema.parse({
  id: 'b1',
  name: 'Work',
  source: { lists: [{ url: 'https://contoso/sites/a', listID: LIST, name: 'Work' }] },
  columnFieldName: 'Status',
  columnDefinitions: [
    { name: 'A', value: 'A', totals: { name: 'Budget', fieldName: 'Budget', func: 'sum' } },
    { name: 'B', value: 'B', totals: { name: 'Order', fieldName: 'KanbanOrder', func: 'average' } },
    { name: 'C', value: 'C' },
  ],
  swimlanes: { field: 'Blocked', lanes: [{ name: 'Yes', value: '1' }] },
  userField: 'AssignedTo',
  dueDateField: 'DueDate',
  commentsFieldName: 'KanbanComments',
  labelsFieldName: 'Labels',
  parentlookup: 'ParentID',
  useSubtasks: true,
  cardFields: ['Budget', 'Blocked'],
  sortFieldNames: ['DueDate', 'Budget'],
  styles: [
    { name: 'Expensive', conditions: [{ field: 'Budget', operator: 'Gt', value: '5' }] },
    {
      name: 'Expensive A',
      conditions: [
        { field: 'Budget', operator: 'Gt', value: '5' },
        { field: 'Status', operator: 'Eq', value: 'A' },
      ],
    },
  ],
  filters: [
    { name: 'Due before the customer date', conditions: [{ field: 'DueDate', operator: 'Lt', value: '1;days;before;[Field:Customer]' }] },
    { name: 'Soon', conditions: [{ field: 'DueDate', operator: 'Lt', value: '2;days;after;today' }] },
  ],
  views: [{ name: 'All items', listID: `{${LIST.toUpperCase()}}` }],
  permission: { boardOwners: [{ login: 'alice@contoso' }], tasksOwners: [{ login: 'bob@contoso' }] },
});

const ITEMS: TemplateItem[] = [
  { id: 4, values: { Title: 'Fourth', Status: 'A', ParentID: [2], AssignedTo: [] } },
  {
    id: 1,
    values: {
      Title: 'Parent',
      Status: 'A',
      AssignedTo: [1, 2],
      DueDate: '2026-03-01T00:00:00Z',
      Labels: ['Bug', 'UI'],
      KanbanOrder: 1000.5,
      Blocked: true,
      Budget: 5,
      Customer: [3],
    },
  },
  { id: 2, values: { Title: 'Child', Status: 'B', ParentID: [1], AssignedTo: [9], Blocked: false } },
  { id: 3, values: { Title: 'Third', Status: 'C', KanbanComments: 'Said & done', ParentID: [77] } },
];
const SOURCE_LOGINS: Record<number, string> = { 1: 'alice@contoso', 2: 'bob@contoso', 9: 'ghost@contoso' };
const TARGET_IDS: Record<string, number> = { 'alice@contoso': 11, 'bob@contoso': 12 };

const exportAll = (includeContent = true, templateFields?: string[]) =>
  buildBoardTemplate({
    config: CONFIG,
    lists: [{ listId: LIST, name: 'Work', fields: FIELDS, items: ITEMS, loginOf: (id) => SOURCE_LOGINS[id] }],
    includeContent,
    templateFields,
  });

describe('what a template carries', () => {
  it('offers the exportable fields sorted by name: the spec types and lookups to the same list', () => {
    expect(exportableFields(FIELDS, LIST).map((f) => f.name)).toEqual([
      'Assigned To',
      'Blocked',
      'Comments',
      'Due Date',
      'Labels',
      'Order',
      'Parent',
      'Status',
      'Title',
    ]);
    expect(exportableFields([field({ internalName: 'P', name: 'P', type: 'Lookup' })], LIST)).toHaveLength(1);
  });

  it('names the configured fields; the parent lookup only when subtasks are on', () => {
    expect(configuredFieldNames(CONFIG)).toEqual(['Status', 'Blocked', 'AssignedTo', 'DueDate', 'KanbanComments', 'Labels', 'ParentID']);
    // The list's own comments are no field a template must carry.
    expect(configuredFieldNames({ ...CONFIG, commentsFieldName: 'spmoderncomments' })).not.toContain('spmoderncomments');
    expect(configuredFieldNames({ ...CONFIG, useSubtasks: false, swimlanes: { ...CONFIG.swimlanes, field: null } })).not.toContain(
      'ParentID',
    );
  });

  it('reports the configured fields left out with the spec message and their display names', () => {
    const missing = missingTemplateFields(CONFIG, ['Title', 'Blocked', 'DueDate', 'KanbanComments', 'Labels', 'ParentID']);
    expect(missing).toEqual(['Status', 'AssignedTo']);
    expect(missingTemplateFieldsMessage(missing, FIELDS)).toBe('Please add fields from Board configuration: Status, Assigned To');
  });

  it('writes items sorted by id as value strings, people by login, and only the carried fields', () => {
    const template = exportAll(true, ['Title', 'Status', 'AssignedTo', 'Budget']);
    expect(template.templateFields).toEqual(['AssignedTo', 'Status', 'Title']);
    expect(template.listData[0].fields.map((f) => f.internalName)).toEqual(['Title', 'Status', 'AssignedTo']);
    expect(template.content.map((row) => row.ID)).toEqual([1, 2, 3, 4]);
    expect(template.content[0]).toEqual({
      ID: 1,
      list: 0,
      values: { Title: 'Parent', Status: 'A', AssignedTo: 'alice@contoso,bob@contoso' },
    });
    expect(template.content[3].values.AssignedTo).toBeNull();
    expect(templatePreview(template)).toEqual(template.content.slice(0, TEMPLATE_PREVIEW_ROWS));
    expect(template.contentTotal).toBe(4);
    expect(exportAll(false).content).toEqual([]);
    expect(exportAll(false).contentTotal).toBeUndefined();
  });

  it('carries the first 50 items, across the lists in their order, and says how many there were', () => {
    const many = (count: number, from: number) =>
      Array.from({ length: count }, (_, i) => ({ id: from + count - i, values: { Title: `Item ${from + count - i}` } }));
    const template = buildBoardTemplate({
      config: CONFIG,
      lists: [
        { listId: LIST, name: 'Work', fields: FIELDS, items: many(30, 100), loginOf: () => undefined },
        { listId: 'other', name: 'More', fields: FIELDS, items: many(40, 0), loginOf: () => undefined },
      ],
      includeContent: true,
    });
    expect(template.content).toHaveLength(EXPORT_ITEM_LIMIT);
    expect(template.contentTotal).toBe(70);
    expect(template.content.slice(0, 30).every((row) => row.list === 0)).toBe(true);
    expect(template.content[0].ID).toBe(101);
    expect(template.content.slice(30).map((row) => row.ID)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('template files', () => {
  it('are the URI-encoded JSON of the template', () => {
    const template = exportAll();
    const file = encodeTemplateFile(template);
    expect(file).toBe(encodeURIComponent(JSON.stringify(template)));
    expect(decodeTemplateFile(file)).toEqual(template);
  });

  it('refuses garbage and other JSON with a readable error', () => {
    expect(() => decodeTemplateFile('%E0%A4%A')).toThrow(/not a board template \(\.kbot\) file/);
    expect(() => decodeTemplateFile('{"name":')).toThrow(/not a board template/);
    expect(() => decodeTemplateFile(encodeURIComponent(JSON.stringify({ version: 2 })))).toThrow(/cannot be used: version/);
  });
});

describe('importing a template', () => {
  const newList: SourceList = { url: 'https://fabrikam/sites/b', listID: 'n1', name: 'Work 2', versioned: true, allowManage: true };

  it('round-trips: the lists, the configuration and the items come back where they should', () => {
    const template = decodeTemplateFile(encodeTemplateFile(exportAll()));
    const definitions = templateListDefinitions(template);
    expect(templateProblem(template, definitions)).toBeNull();
    const exported = FIELDS.filter((f) => !NOT_EXPORTABLE.includes(f.internalName));
    expect(definitions).toEqual([
      { title: 'Work', fields: exported.map((f) => (f.internalName === 'ParentID' ? { ...f, lookupList: '' } : f)) },
    ]);

    const config = importedBoardConfig(template, {
      name: 'Copy',
      lists: [newList],
      fields: definitions[0].fields,
      ownerLogin: 'carol@fabrikam',
    });
    expect(validateBoardConfig(config, definitions[0].fields)).toEqual([]);
    const carol = { login: 'carol@fabrikam', isGroup: false };
    expect(config).toEqual({
      ...CONFIG,
      id: '',
      name: 'Copy',
      source: { lists: [newList], contentTypeID: null },
      permission: {
        defaultUserPermission: 1,
        boardAccess: [],
        boardNoAccess: [],
        tasksOwners: [carol],
        boardOwners: [carol],
        everyBodyCanEditSetting: false,
      },
      columnDefinitions: [{ ...CONFIG.columnDefinitions[0], totals: null }, ...CONFIG.columnDefinitions.slice(1)],
      cardFields: ['Blocked'],
      sortFieldNames: ['DueDate'],
      styles: [{ ...CONFIG.styles[1], conditions: [CONFIG.styles[1].conditions[1]] }],
      filters: [CONFIG.filters[1]],
      views: [{ name: 'All items', listID: 'n1' }],
    });

    const { rows, problems } = parseTemplateContent(template, definitions, (login) => TARGET_IDS[login]);
    expect(problems).toEqual([]);
    const carried = (values: Readonly<Record<string, StoredValue>>) =>
      Object.fromEntries(
        Object.entries(values).filter(
          ([name, value]) => !NOT_EXPORTABLE.includes(name) && name !== 'ParentID' && !(Array.isArray(value) && value.length === 0),
        ),
      );
    const sorted = [...ITEMS].sort((a, b) => a.id - b.id);
    expect(rows.map((row) => row.values)).toEqual(
      [
        { ...carried(sorted[0].values), AssignedTo: [11, 12] },
        // ghost@contoso is no user of the new site.
        { ...carried(sorted[1].values), AssignedTo: undefined },
        // An empty yes/no field is a no, as in the list.
        { ...carried(sorted[2].values), Blocked: false },
        { ...carried(sorted[3].values), Blocked: false },
      ].map((values) => JSON.parse(JSON.stringify(values))),
    );
    const newIds = new Map(rows.map((row) => [row.id, row.id + 100]));
    expect(rows.map((row) => remappedLookups(row.lookups, newIds))).toEqual([{}, { ParentID: [101] }, {}, { ParentID: [102] }]);
  });

  it('adds the title and order fields a list needs when the template lacks them', () => {
    const template = exportAll(false, ['Status', 'Blocked', 'AssignedTo', 'DueDate', 'KanbanComments', 'Labels', 'ParentID']);
    const names = templateListDefinitions(template)[0].fields.map((f) => f.internalName);
    expect(names.slice(-2)).toEqual(['Title', 'KanbanOrder']);
  });

  it('refuses a template that leaves out a configured field or whose lists do not match the board', () => {
    const partial = exportAll(false, ['Title', 'Blocked', 'AssignedTo', 'DueDate', 'KanbanComments', 'Labels']);
    // A template knows no display name for a field it does not carry.
    expect(templateProblem(partial, templateListDefinitions(partial))).toEqual({
      code: 'template_missing_fields',
      message: 'Please add fields from Board configuration: Status, ParentID',
    });
    const twoLists = { ...exportAll(false), listData: [exportAll(false).listData[0], { name: 'More', fields: [] }] };
    expect(templateProblem(twoLists, templateListDefinitions(twoLists))?.code).toBe('invalid_template');
  });

  it('reports every row it cannot take, by row and ID', () => {
    const template = exportAll();
    const broken: BoardTemplate = {
      ...template,
      content: [
        { ID: 1, values: { Title: 'x', Status: 'Z' } },
        { ID: 1, values: { Title: 'y', Status: 'A' } },
        { ID: 2, values: { Title: 'z' } },
        { ID: 3, list: 4, values: {} },
      ],
    };
    expect(parseTemplateContent(broken, templateListDefinitions(broken), () => undefined).problems).toEqual([
      "Row 1 (ID 1): Status: 'Z' is not one of the choices.",
      'Row 2 (ID 1): another row has the same ID.',
      'Row 3 (ID 2): Status: This is a required field.',
      'Row 4 (ID 3): the template has no list 4.',
    ]);
  });
});
