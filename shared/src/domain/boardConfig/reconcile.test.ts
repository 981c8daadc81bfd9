import { describe, expect, it } from 'vitest';
import { boardConfigSchema, type BoardConfig, type BoardConfigInput } from '../../api/board';
import { fieldSchema, type Field, type FieldInput } from '../../api/fields';
import type { ConditionInput } from '../../api/rules';
import { reconcileImportedConfig } from './reconcile';
import type { ImportReport, ImportSection } from './reconcileFields';

const field = (input: FieldInput): Field => fieldSchema.parse(input);
const targetFields: Field[] = [
  field({ internalName: 'Title', name: 'Title', type: 'Text' }),
  field({ internalName: 'Status', name: 'Status', type: 'Choice', choices: ['To do', 'Doing', 'Done'] }),
  field({ internalName: 'Priority', name: 'Priority', type: 'Choice', choices: ['High', 'Low'] }),
  field({ internalName: 'AssignedTo', name: 'Assigned To', type: 'User' }),
  field({ internalName: 'Reviewer', name: 'Reviewer', type: 'User' }),
  field({ internalName: 'DueDate', name: 'Due Date', type: 'DateTime' }),
  field({ internalName: 'StartDate', name: 'Start Date', type: 'DateTime' }),
  field({ internalName: 'KanbanComments', name: 'Comments', type: 'Note', appendOnly: true }),
  field({ internalName: 'Labels', name: 'Labels', type: 'MultiChoice', choices: ['Bug'] }),
  field({ internalName: 'Effort', name: 'Effort', type: 'Number' }),
  field({ internalName: 'ParentID', name: 'Parent', type: 'Lookup' }),
  field({ internalName: 'Created', name: 'Created', type: 'DateTime', isReadOnly: true }),
];

const cond = (input: ConditionInput): ConditionInput => ({ operator: 'Eq', ...input });
const tasksList = { url: 'https://contoso/sites/a', listID: '{0A1B-CC}', name: 'Tasks' };

const base: BoardConfigInput = {
  id: 'target-id',
  name: 'Target board',
  description: 'Ours',
  source: { lists: [tasksList] },
  columnFieldName: 'Status',
  columnDefinitions: [
    { name: 'To do', value: 'To do' },
    { name: 'Doing', value: 'Doing' },
    { name: 'Done', value: 'Done', totals: { name: 'Effort', fieldName: 'Effort', func: 'sum' } },
  ],
  swimlanes: {
    field: 'Priority',
    lanes: [
      { name: 'High', value: 'High' },
      { name: 'Low', value: 'Low' },
      { name: 'Unassigned', value: '', isDefault: true },
    ],
  },
  titleFieldName: 'Title',
  displayTitleFieldName: 'Effort',
  userField: 'AssignedTo',
  dueDateField: 'DueDate',
  commentsFieldName: 'KanbanComments',
  labelsFieldName: 'Labels',
  labelsColors: [{ name: 'Bug', color: '#E74856' }],
  parentlookup: 'ParentID',
  useSubtasks: true,
  cardFields: ['Priority', 'Effort'],
  calloutDefinition: { fields: ['AssignedTo', 'DueDate'] },
  formDefinition: { fields: ['Priority', 'DueDate'] },
  sortFieldNames: ['DueDate', 'Title'],
  styles: [{ name: 'Overdue', isSystem: true, conditions: [cond({ field: 'DueDate', operator: 'Lt', value: '0;days;after;today' })] }],
  filters: [
    {
      name: 'Urgent',
      conditions: [
        cond({ field: 'Priority', value: 'High' }),
        cond({ field: 'DueDate', operator: 'Lt', value: '1;days;after;[Field:StartDate]' }),
      ],
    },
  ],
  views: [{ listID: '0a1b-cc', name: 'All items' }],
  notificationsDefinition: {
    assignNotify: true,
    rules: [
      {
        name: 'Done',
        message: 'x',
        conditions: [cond({ field: 'Status', value: 'Done' })],
        users: [{ login: 'AssignedTo', isField: true }, { login: 'adele@contoso.com' }],
      },
    ],
  },
  remindersDefinition: { rules: [{ name: 'Due', message: 'x', dateField: 'DueDate', users: [{ login: 'Reviewer', isField: true }] }] },
  permission: { boardOwners: [{ login: 'adele@contoso.com' }] },
};
const board = (change: Partial<BoardConfigInput> = {}): BoardConfig => boardConfigSchema.parse({ ...base, ...change });
const target = { config: board(), fields: targetFields };

const sectionOf = (report: ImportReport, section: ImportSection) => report.sections.find((entry) => entry.section === section);
const dropped = (report: ImportReport, section: ImportSection) => sectionOf(report, section)?.dropped ?? [];

describe('reconcileImportedConfig', () => {
  it('carries an identical board over unchanged and reports nothing', () => {
    const { config, report } = reconcileImportedConfig(board(), target);
    expect(config).toEqual(target.config);
    expect(report).toEqual({ sections: [], hasDrops: false });
  });

  it("keeps the target board's id, name, description, source and permission and takes the rest from the file", () => {
    const imported = board({
      id: 'other',
      name: 'Theirs',
      description: 'Imported',
      source: { lists: [{ url: 'https://x', listID: 'other', name: 'Other' }] },
      permission: { everyBodyCanEditSetting: true },
      cardSize: 'XL',
      labelsColors: [{ name: 'Idea', color: '#FF8C00' }],
      views: [],
    });
    const { config } = reconcileImportedConfig(imported, target);
    expect(config).toMatchObject({
      id: 'target-id',
      name: 'Target board',
      description: 'Ours',
      source: target.config.source,
      permission: target.config.permission,
    });
    expect(config.cardSize).toBe('XL');
    expect(config.labelsColors).toEqual([{ name: 'Idea', color: '#FF8C00', disabled: false }]);
  });

  it('drops a card field the target lacks and reports it by its display name', () => {
    const imported = board({ cardFields: ['Priority', 'Risk_x0020_Level', 'Effort'], calloutDefinition: { fields: ['Budget'] } });
    const { config, report } = reconcileImportedConfig(imported, target, [
      field({ internalName: 'Budget', name: 'Budget (EUR)', type: 'Currency' }),
    ]);
    expect(config.cardFields).toEqual(['Priority', 'Effort']);
    expect(config.calloutDefinition.fields).toEqual([]);
    expect(report.sections).toEqual([
      { section: 'cardFields', dropped: ['Risk Level'], substituted: [] },
      { section: 'callout', dropped: ['Budget (EUR)'], substituted: [] },
    ]);
    expect(report.hasDrops).toBe(true);
  });

  it('substitutes a similar field: the same display name or internal name in any case, of a type the setting accepts', () => {
    const imported = board({ cardFields: ['Due_x0020_Date', 'effort'], dueDateField: 'duedate', sortFieldNames: ['assignedto'] });
    const { config, report } = reconcileImportedConfig(imported, target);
    expect(config.cardFields).toEqual(['DueDate', 'Effort']);
    expect(config.dueDateField).toBe('DueDate');
    expect(config.sortFieldNames).toEqual([]);
    expect(sectionOf(report, 'cardFields')?.substituted).toEqual([
      { from: 'Due Date (Due_x0020_Date)', to: 'Due Date (DueDate)' },
      { from: 'effort', to: 'Effort' },
    ]);
    expect(sectionOf(report, 'coreFields')?.substituted).toEqual([{ from: 'duedate', to: 'Due Date' }]);
    expect(dropped(report, 'sort')).toEqual(['assignedto']);
  });

  it("uses the display names of the exported board's fields to find a similar field", () => {
    const imported = board({ userField: 'Owner' });
    const { config, report } = reconcileImportedConfig(imported, target, [
      field({ internalName: 'Owner', name: 'reviewer', type: 'User' }),
    ]);
    expect(config.userField).toBe('Reviewer');
    expect(report).toEqual({
      sections: [{ section: 'coreFields', dropped: [], substituted: [{ from: 'reviewer', to: 'Reviewer' }] }],
      hasDrops: false,
    });
  });

  it('tells apart two fields of the same display name by their internal names', () => {
    const fields = [...targetFields, field({ internalName: 'Effort0', name: 'Effort', type: 'Number' })];
    const imported = board({ cardFields: ['EFFORT1'] });
    const { report } = reconcileImportedConfig(imported, { config: target.config, fields }, [
      field({ internalName: 'EFFORT1', name: 'Effort', type: 'Number' }),
    ]);
    expect(sectionOf(report, 'cardFields')?.substituted).toEqual([{ from: 'Effort (EFFORT1)', to: 'Effort (Effort)' }]);
  });

  it("empties core fields without counterpart, keeps the target's title and turns subtasks off without a parent lookup", () => {
    const imported = board({
      titleFieldName: 'Headline',
      userField: 'Owner',
      commentsFieldName: 'Effort',
      parentlookup: 'Parent2',
      displayTitleFieldName: 'Title',
    });
    const { config, report } = reconcileImportedConfig(imported, target);
    expect(config).toMatchObject({
      titleFieldName: 'Title',
      displayTitleFieldName: null,
      userField: null,
      commentsFieldName: null,
      parentlookup: null,
      useSubtasks: false,
    });
    expect(sectionOf(report, 'coreFields')).toEqual({
      section: 'coreFields',
      dropped: ['Title', 'Owner', 'Effort', 'Parent2'],
      substituted: [{ from: 'Headline', to: 'Title' }],
    });
  });

  it("keeps the list's own comments, which every list has, without a field to match", () => {
    const { config, report } = reconcileImportedConfig(board({ commentsFieldName: 'spmoderncomments' }), target);
    expect(config.commentsFieldName).toBe('spmoderncomments');
    expect(sectionOf(report, 'coreFields')?.dropped ?? []).not.toContain('spmoderncomments');
  });

  it('says nothing of the parent lookup of a board without subtasks', () => {
    const { config, report } = reconcileImportedConfig(board({ useSubtasks: false, parentlookup: 'Missing' }), target);
    expect(config.parentlookup).toBeNull();
    expect(report.sections).toEqual([]);
  });

  it('drops read-only fields from the form and fields of other types from sorting', () => {
    const { config, report } = reconcileImportedConfig(
      board({ formDefinition: { fields: ['Created', 'Priority'] }, sortFieldNames: ['Labels', 'DueDate'] }),
      target,
    );
    expect(config.formDefinition.fields).toEqual(['Priority']);
    expect(config.sortFieldNames).toEqual(['DueDate']);
    expect(dropped(report, 'form')).toEqual(['Created']);
    expect(dropped(report, 'sort')).toEqual(['Labels']);
  });
});

describe('reconcileImportedConfig: columns and swimlanes', () => {
  it('drops columns whose value is not a choice of the column field', () => {
    const imported = board({
      columnDefinitions: [
        { name: 'To do', value: 'To do' },
        { name: 'Review', value: 'Review' },
        { name: 'Done', value: 'Done' },
      ],
      columnCols: [20, 30, 50],
    });
    const { config, report } = reconcileImportedConfig(imported, target);
    expect(config.columnDefinitions.map((column) => column.value)).toEqual(['To do', 'Done']);
    // The dropped column's width goes to the others in proportion.
    expect(config.columnCols).toEqual([29, 71]);
    expect(dropped(report, 'columns')).toEqual(['Review']);
  });

  it("keeps the target's own columns when fewer than 2 imported ones survive", () => {
    const imported = board({
      columnDefinitions: [
        { name: 'To do', value: 'To do' },
        { name: 'Review', value: 'Review' },
      ],
    });
    const { config, report } = reconcileImportedConfig(imported, target);
    expect(config.columnDefinitions).toEqual(target.config.columnDefinitions);
    expect(dropped(report, 'columns')).toEqual(['To do', 'Review']);
  });

  it("moves the columns to a similar column field, or falls back to the target's when there is none", () => {
    const fields = targetFields.map((f) => (f.internalName === 'Status' ? { ...f, internalName: 'State', name: 'status' } : f));
    const moved = reconcileImportedConfig(board(), { config: board({ columnFieldName: 'State' }), fields });
    expect(moved.config.columnFieldName).toBe('State');
    expect(sectionOf(moved.report, 'columns')?.substituted).toEqual([{ from: 'Status', to: 'status' }]);

    const lost = reconcileImportedConfig(board({ columnFieldName: 'Phase' }), target);
    expect(lost.config.columnFieldName).toBe('Status');
    expect(dropped(lost.report, 'columns')).toEqual(['Phase', 'To do', 'Doing', 'Done']);
  });

  it('drops a column total whose field is missing and keeps the column', () => {
    const imported = board({
      columnDefinitions: [
        { name: 'To do', value: 'To do' },
        { name: 'Done', value: 'Done', totals: { name: 'Cost', fieldName: 'Cost', func: 'sum' } },
      ],
    });
    const { config, report } = reconcileImportedConfig(imported, target);
    expect(config.columnDefinitions[1]).toMatchObject({ value: 'Done', totals: null });
    expect(dropped(report, 'columns')).toEqual(['Done: total of Cost']);
  });

  it('empties the swimlanes when their field has no counterpart', () => {
    const { config, report } = reconcileImportedConfig(board({ swimlanes: { field: 'Team', lanes: [{ name: 'A', value: 'A' }] } }), target);
    expect(config.swimlanes).toMatchObject({ field: null, lanes: [] });
    expect(dropped(report, 'swimlanes')).toEqual(['Team']);
  });

  it('drops lanes that are not choices of the swimlane field, and starts from the choices when none is left', () => {
    const unassigned = { name: 'Unassigned', value: '', isDefault: true };
    const some = reconcileImportedConfig(
      board({
        swimlanes: { field: 'Priority', lanes: [{ name: 'High', value: 'High' }, { name: 'Urgent', value: 'Urgent' }, unassigned] },
      }),
      target,
    );
    expect(some.config.swimlanes.lanes.map((lane) => lane.value)).toEqual(['High', '']);
    expect(dropped(some.report, 'swimlanes')).toEqual(['Urgent']);

    const none = reconcileImportedConfig(
      board({ swimlanes: { field: 'Priority', lanes: [{ name: 'Urgent', value: 'Urgent' }, unassigned] } }),
      target,
    );
    expect(none.config.swimlanes.lanes.map((lane) => lane.value)).toEqual(['High', 'Low', '']);
  });

  it('does not swim in the column field', () => {
    const { config, report } = reconcileImportedConfig(board({ swimlanes: { field: 'status', isDynamic: true } }), target);
    expect(config.swimlanes.field).toBeNull();
    expect(dropped(report, 'swimlanes')).toEqual(['status']);
  });
});

describe('reconcileImportedConfig: rules and views', () => {
  it('drops a style rule, system ones included, whose conditions all name missing fields', () => {
    const imported = board({
      styles: [
        { name: 'Risky', conditions: [cond({ field: 'Risk', value: 'High' })] },
        { name: 'High priority', isSystem: true, styleType: 30, conditions: [cond({ field: 'Importance', value: '(1) High' })] },
        { name: 'Overdue', conditions: [cond({ field: 'DueDate', operator: 'Lt', value: 'today' })] },
        { name: 'Empty', conditions: [] },
      ],
    });
    const { config, report } = reconcileImportedConfig(imported, target);
    expect(config.styles.map((rule) => rule.name)).toEqual(['Overdue', 'Empty']);
    expect(sectionOf(report, 'styles')).toEqual({ section: 'styles', dropped: ['Risky', 'High priority'], substituted: [] });
  });

  it('keeps a filter with its surviving conditions and reports the removed ones', () => {
    const conditions = [
      cond({ id: 'a', field: 'Priority', value: 'High' }),
      cond({ id: 'b', field: 'Risk', value: 'x', conjunction: 'OR', group: 1 }),
      cond({ id: 'c' }),
    ];
    const { config, report } = reconcileImportedConfig(board({ filters: [{ name: 'Mine', conditions }] }), target);
    expect(config.filters[0].conditions.map((condition) => condition.id)).toEqual(['a', 'c']);
    expect(dropped(report, 'filters')).toEqual(['Mine: condition on Risk']);
  });

  it('follows the date field a date condition counts from', () => {
    const value = (reference: string) => `2;days;before;[Field:${reference}]`;
    const imported = board({
      filters: [
        {
          name: 'Late',
          conditions: [
            cond({ field: 'DueDate', operator: 'Lt', value: value('start_date') }),
            cond({ field: 'DueDate', operator: 'Gt', value: value('Kickoff') }),
          ],
        },
      ],
    });
    const { config, report } = reconcileImportedConfig(imported, target, [
      field({ internalName: 'start_date', name: 'Start date', type: 'DateTime' }),
    ]);
    expect(config.filters[0].conditions.map((condition) => condition.value)).toEqual([value('StartDate')]);
    expect(sectionOf(report, 'filters')).toEqual({
      section: 'filters',
      dropped: ['Late: condition on Kickoff'],
      substituted: [{ from: 'Start date', to: 'Start Date' }],
    });
  });

  it('keeps notification rules, with conditions and user fields that have no counterpart removed', () => {
    const imported = board({
      notificationsDefinition: {
        rules: [
          {
            name: 'Risky',
            conditions: [cond({ field: 'Risk', value: 'High' })],
            users: [
              { login: 'Owner', isField: true, name: 'Task owner' },
              { login: 'assigned_x0020_to', isField: true },
              { login: 'megan@contoso.com' },
            ],
          },
        ],
      },
    });
    const { config, report } = reconcileImportedConfig(imported, target);
    expect(config.notificationsDefinition.rules[0]).toMatchObject({
      name: 'Risky',
      conditions: [],
      users: [
        { login: 'AssignedTo', isField: true },
        { login: 'megan@contoso.com', isGroup: false },
      ],
    });
    expect(sectionOf(report, 'notifications')).toEqual({
      section: 'notifications',
      dropped: ['Risky: condition on Risk', 'Risky: recipients in Task owner'],
      substituted: [{ from: 'assigned to', to: 'Assigned To' }],
    });
  });

  it('empties the date field of a reminder without counterpart', () => {
    const imported = board({
      remindersDefinition: { rules: [{ name: 'Due', dateField: 'Deadline', dayPeriod: 3, shiftAmountField: 'Effort' }] },
    });
    const { config, report } = reconcileImportedConfig(imported, target);
    expect(config.remindersDefinition.rules[0]).toMatchObject({ dateField: null, shiftAmountField: 'Effort' });
    expect(dropped(report, 'reminders')).toEqual(['Due: date field Deadline']);
  });

  it('drops views of lists the target board does not show', () => {
    const imported = board({
      views: [{ listID: '0A1B-CC', name: 'Mine' }, { listID: 'elsewhere', name: 'Their view' }, { title: 'No list' }],
    });
    const { config, report } = reconcileImportedConfig(imported, target);
    expect(config.views).toEqual([{ listID: '0A1B-CC', name: 'Mine' }]);
    expect(dropped(report, 'views')).toEqual(['Their view', 'No list']);
  });

  it('lists the sections in wizard order', () => {
    const imported = board({
      views: [{ listID: 'elsewhere' }],
      cardFields: ['Gone'],
      columnDefinitions: [...base.columnDefinitions, { name: 'Old', value: 'Old' }],
    });
    expect(reconcileImportedConfig(imported, target).report.sections.map((entry) => entry.section)).toEqual([
      'columns',
      'views',
      'cardFields',
    ]);
  });
});
