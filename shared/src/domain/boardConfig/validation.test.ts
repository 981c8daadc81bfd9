import { describe, expect, it } from 'vitest';
import { boardConfigSchema, type BoardConfig, type BoardConfigInput } from '../../api/board';
import { fieldSchema, type Field, type FieldInput } from '../../api/fields';
import { notificationRuleSchema, reminderRuleSchema } from '../../api/notifications';
import { newColumn } from './columnsAndLanes';
import { newNotificationRule, newReminderRule, withCommentRules } from './notificationRules';
import { validateBoardConfig } from './validation';

const field = (input: FieldInput): Field => fieldSchema.parse(input);
const fields: Field[] = [
  field({ internalName: 'ID', name: 'ID', type: 'Counter', isReadOnly: true }),
  field({ internalName: 'Title', name: 'Title', type: 'Text' }),
  field({ internalName: 'Status', name: 'Status', type: 'Choice', choices: ['To do', 'Doing', 'Done'] }),
  field({ internalName: 'Priority', name: 'Priority', type: 'Choice', choices: ['High', 'Low'] }),
  field({ internalName: 'AssignedTo', name: 'Assigned To', type: 'User' }),
  field({ internalName: 'DueDate', name: 'Due Date', type: 'DateTime' }),
  field({ internalName: 'KanbanComments', name: 'Comments', type: 'Note', appendOnly: true }),
  field({ internalName: 'Notes', name: 'Notes', type: 'Note' }),
  field({ internalName: 'Labels', name: 'Labels', type: 'MultiChoice', choices: [] }),
  field({ internalName: 'Effort', name: 'Effort', type: 'Number' }),
  field({ internalName: 'ParentID', name: 'Parent', type: 'Lookup' }),
  field({ internalName: 'Related', name: 'Related', type: 'Lookup', isMulti: true }),
  field({ internalName: 'Attachments', name: 'Attachments', type: 'Attachments' }),
  field({ internalName: 'Modified', name: 'Modified', type: 'DateTime', isReadOnly: true }),
  field({ internalName: 'Computed', name: 'Computed', type: 'Text', isReadOnly: true }),
];

const valid: BoardConfigInput = {
  name: 'Sprint board',
  source: { lists: [{ url: 'https://contoso/sites/a', listID: 'tasks', name: 'Tasks' }] },
  columnFieldName: 'Status',
  columnDefinitions: [
    newColumn('To do'),
    newColumn('Doing'),
    { ...newColumn('Done'), totals: { name: 'Effort', fieldName: 'Effort', func: 'sum' } },
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
  displayTitleFieldName: 'ID',
  userField: 'AssignedTo',
  dueDateField: 'DueDate',
  commentsFieldName: 'KanbanComments',
  labelsFieldName: 'Labels',
  labelsColors: [
    { name: 'Bug', color: '#E74856' },
    { name: 'Idea', color: '#FF8C00', disabled: true },
  ],
  parentlookup: 'ParentID',
  useSubtasks: true,
  cardFields: ['Priority', 'Effort'],
  calloutDefinition: { fields: ['Notes'] },
  formDefinition: { fields: ['Priority', 'AssignedTo', 'Notes'], openByDbClick: true, useSPForm: false },
  sortFieldNames: ['DueDate', 'ID'],
  permission: { boardOwners: [{ login: 'ann@contoso.com' }], tasksOwners: [{ login: 'bob@contoso.com' }] },
};

function configWith(change: (config: BoardConfig) => void): BoardConfig {
  const config = boardConfigSchema.parse(JSON.parse(JSON.stringify(valid)));
  change(config);
  return config;
}

const problemsOf = (change: (config: BoardConfig) => void) =>
  validateBoardConfig(configWith(change), fields).map(({ section, key, path }) => ({ section, key, path }));

describe('validateBoardConfig', () => {
  it('accepts a complete configuration', () => {
    expect(
      validateBoardConfig(
        configWith(() => {}),
        fields,
      ),
    ).toEqual([]);
  });

  it("accepts the list's own comments, which are no field of the lists", () => {
    expect(
      validateBoardConfig(
        configWith((c) => {
          c.commentsFieldName = 'spmoderncomments';
        }),
        fields,
      ),
    ).toEqual([]);
  });

  it.each<[string, (config: BoardConfig) => void, { section: string; key: string; path?: string }[]]>([
    [
      'a blank name',
      (c) => {
        c.name = '  ';
      },
      [{ section: 'name', key: 'board_name_required', path: 'name' }],
    ],
    [
      'no list',
      (c) => {
        c.source.lists = [];
      },
      [{ section: 'source', key: 'no_selected_list', path: 'source.lists' }],
    ],
    [
      'one column',
      (c) => {
        c.columnDefinitions.splice(1);
      },
      [{ section: 'columns', key: 'columns_min', path: 'columnDefinitions' }],
    ],
    [
      'a repeated column value',
      (c) => {
        c.columnDefinitions[2].value = 'To do';
      },
      [{ section: 'columns', key: 'alert_column_value_exists', path: 'columnDefinitions.2.value' }],
    ],
    [
      'a column width that is empty or zero',
      (c) => {
        c.columnCols = [null, 0, 100];
      },
      [
        { section: 'columns', key: 'column_width_invalid', path: 'columnCols.0' },
        { section: 'columns', key: 'column_width_invalid', path: 'columnCols.1' },
      ],
    ],
    [
      'column widths that add up to more than 100',
      (c) => {
        c.columnCols = [20, 30, 60];
      },
      [{ section: 'columns', key: 'column_widths_total', path: 'columnCols' }],
    ],
    [
      'a column value that is no choice',
      (c) => {
        c.columnDefinitions[1].value = 'Blocked';
      },
      [{ section: 'columns', key: 'column_value_unknown', path: 'columnDefinitions.1.value' }],
    ],
    [
      'an empty column value and name',
      (c) => {
        c.columnDefinitions[0].value = ' ';
        c.columnDefinitions[0].name = '';
      },
      [
        { section: 'columns', key: 'required_field', path: 'columnDefinitions.0.name' },
        { section: 'columns', key: 'required_field', path: 'columnDefinitions.0.value' },
      ],
    ],
    [
      'a fractional WIP limit',
      (c) => {
        c.columnDefinitions[0].wipLimit = 1.5;
      },
      [{ section: 'columns', key: 'wip_limit_invalid', path: 'columnDefinitions.0.wipLimit' }],
    ],
    [
      'a fractional limit of started cards per person',
      (c) => {
        c.flow.personWipLimit = 2.5;
      },
      [{ section: 'columns', key: 'person_wip_limit_invalid', path: 'flow.personWipLimit' }],
    ],
    [
      'a negative WIP limit',
      (c) => {
        c.columnDefinitions[0].wipLimit = -1;
      },
      [{ section: 'columns', key: 'wip_limit_invalid', path: 'columnDefinitions.0.wipLimit' }],
    ],
    [
      'no WIP limit',
      (c) => {
        c.columnDefinitions[0].wipLimit = null;
      },
      [],
    ],
    [
      'a note as column field, which also leaves the form',
      (c) => {
        c.columnFieldName = 'Notes';
      },
      [
        { section: 'columns', key: 'column_field_invalid', path: 'columnFieldName' },
        { section: 'cards', key: 'form_field_invalid', path: 'formDefinition.fields.2' },
      ],
    ],
    [
      'an unknown column field',
      (c) => {
        c.columnFieldName = 'Stage';
      },
      [{ section: 'columns', key: 'column_field_invalid', path: 'columnFieldName' }],
    ],
    [
      'totals over a text field',
      (c) => {
        c.columnDefinitions[2].totals = { name: 't', fieldName: 'Title', func: 'sum' };
      },
      [{ section: 'columns', key: 'totals_field_invalid', path: 'columnDefinitions.2.totals.fieldName' }],
    ],
    [
      'totals over an unknown field',
      (c) => {
        c.columnDefinitions[2].totals = { name: 't', fieldName: 'Cost', func: 'average' };
      },
      [{ section: 'columns', key: 'totals_field_invalid', path: 'columnDefinitions.2.totals.fieldName' }],
    ],
    [
      'only the default lane',
      (c) => {
        c.swimlanes.lanes.splice(0, 2);
      },
      [{ section: 'swimlanes', key: 'lanes_min', path: 'swimlanes.lanes' }],
    ],
    [
      'no lanes on a dynamic swimlane',
      (c) => {
        c.swimlanes.isDynamic = true;
        c.swimlanes.lanes = [];
      },
      [],
    ],
    [
      'no swimlanes',
      (c) => {
        c.swimlanes.field = null;
        c.swimlanes.lanes = [];
      },
      [],
    ],
    [
      'an empty lane value',
      (c) => {
        c.swimlanes.lanes[1].value = ' ';
      },
      [{ section: 'swimlanes', key: 'lane_value_required', path: 'swimlanes.lanes.1.value' }],
    ],
    [
      'a repeated lane value',
      (c) => {
        c.swimlanes.lanes[1].value = 'High';
      },
      [{ section: 'swimlanes', key: 'lane_value_exists', path: 'swimlanes.lanes.1.value' }],
    ],
    [
      'the column field as swimlanes',
      (c) => {
        c.swimlanes.field = 'Status';
        c.swimlanes.lanes = [{ name: 'To do', value: 'To do', isDefault: false, isCollapsedByDefault: false }];
      },
      [{ section: 'swimlanes', key: 'swimlane_field_invalid', path: 'swimlanes.field' }],
    ],
    [
      'a date as swimlanes',
      (c) => {
        c.swimlanes.field = 'DueDate';
        c.swimlanes.isDynamic = true;
      },
      [{ section: 'swimlanes', key: 'swimlane_field_invalid', path: 'swimlanes.field' }],
    ],
    [
      'a number as title',
      (c) => {
        c.titleFieldName = 'Effort';
      },
      [{ section: 'cards', key: 'title_field_invalid', path: 'titleFieldName' }],
    ],
    [
      'no title',
      (c) => {
        c.titleFieldName = '';
      },
      [{ section: 'cards', key: 'title_field_invalid', path: 'titleFieldName' }],
    ],
    [
      'an unknown title',
      (c) => {
        c.titleFieldName = 'Name';
      },
      [{ section: 'cards', key: 'field_missing', path: 'titleFieldName' }],
    ],
    [
      'header fields repeating the title, each other or attachments',
      (c) => {
        c.displayTitleFieldName = 'Title';
        c.displayTitleFieldName2 = 'Effort';
        c.displayTitleFieldName3 = 'Attachments';
      },
      [
        { section: 'cards', key: 'display_field_invalid', path: 'displayTitleFieldName' },
        { section: 'cards', key: 'display_field_invalid', path: 'displayTitleFieldName3' },
      ],
    ],
    [
      'a repeated header field',
      (c) => {
        c.displayTitleFieldName3 = 'ID';
      },
      [{ section: 'cards', key: 'display_field_invalid', path: 'displayTitleFieldName3' }],
    ],
    [
      'fields of the wrong type',
      (c) => {
        c.userField = 'Title';
        c.dueDateField = 'Effort';
        c.commentsFieldName = 'Notes';
        c.labelsFieldName = 'Priority';
        c.sortFieldNames = ['Effort', 'AssignedTo'];
      },
      [
        { section: 'cards', key: 'user_field_invalid', path: 'userField' },
        { section: 'cards', key: 'due_date_field_invalid', path: 'dueDateField' },
        { section: 'cards', key: 'comments_field_invalid', path: 'commentsFieldName' },
        { section: 'cards', key: 'labels_field_invalid', path: 'labelsFieldName' },
        { section: 'sorting', key: 'sort_field_invalid', path: 'sortFieldNames.1' },
      ],
    ],
    [
      'references to unknown fields',
      (c) => {
        c.dueDateField = 'Deadline';
        c.cardFields = ['Effort', 'Cost'];
        c.calloutDefinition.fields = ['Gone'];
      },
      [
        { section: 'cards', key: 'field_missing', path: 'dueDateField' },
        { section: 'cards', key: 'field_missing', path: 'cardFields.1' },
        { section: 'cards', key: 'field_missing', path: 'calloutDefinition.fields.0' },
      ],
    ],
    [
      'form fields that cannot be edited or repeat',
      (c) => {
        c.formDefinition.fields = ['Priority', 'Title', 'Status', 'Id', 'Author', 'Modified', 'Computed', 'Priority', 'Unknown'];
      },
      [
        { section: 'cards', key: 'form_field_invalid', path: 'formDefinition.fields.1' },
        { section: 'cards', key: 'form_field_invalid', path: 'formDefinition.fields.2' },
        { section: 'cards', key: 'form_field_invalid', path: 'formDefinition.fields.3' },
        { section: 'cards', key: 'form_field_invalid', path: 'formDefinition.fields.4' },
        { section: 'cards', key: 'form_field_invalid', path: 'formDefinition.fields.5' },
        { section: 'cards', key: 'form_field_invalid', path: 'formDefinition.fields.6' },
        { section: 'cards', key: 'form_field_twice', path: 'formDefinition.fields.7' },
        { section: 'cards', key: 'field_missing', path: 'formDefinition.fields.8' },
      ],
    ],
    [
      'subtasks over a multi-value lookup',
      (c) => {
        c.parentlookup = 'Related';
      },
      [{ section: 'cards', key: 'subtasks_need_lookup', path: 'parentlookup' }],
    ],
    [
      'subtasks without a lookup',
      (c) => {
        c.parentlookup = null;
      },
      [{ section: 'cards', key: 'subtasks_need_lookup', path: 'parentlookup' }],
    ],
    [
      'no subtasks and no lookup',
      (c) => {
        c.parentlookup = null;
        c.useSubtasks = false;
      },
      [],
    ],
    [
      'every label disabled',
      (c) => {
        c.labelsColors[0].disabled = true;
      },
      [{ section: 'labels', key: 'labels_one_enabled', path: 'labelsColors' }],
    ],
    [
      'no labels',
      (c) => {
        c.labelsColors = [];
      },
      [],
    ],
    [
      'a label name in another case',
      (c) => {
        c.labelsColors[1].name = ' bug';
      },
      [{ section: 'labels', key: 'label_name_exists', path: 'labelsColors.1.name' }],
    ],
    [
      'no board owner',
      (c) => {
        c.permission.boardOwners = [];
      },
      [{ section: 'permission', key: 'boardsAdminErrors', path: 'permission.boardOwners' }],
    ],
    [
      'no board owner while everybody edits settings',
      (c) => {
        c.permission.boardOwners = [];
        c.permission.everyBodyCanEditSetting = true;
      },
      [],
    ],
    [
      'overlapping lists',
      (c) => {
        c.permission.boardNoAccess = [{ login: 'BOB@contoso.com', isGroup: false }];
      },
      [{ section: 'permission', key: 'permissionsErrors', path: 'permission' }],
    ],
    [
      'overlap only in a list the default ignores',
      (c) => {
        c.permission.boardAccess = [{ login: 'bob@contoso.com', isGroup: false }];
      },
      [],
    ],
  ])('reports %s', (_case, change, expected) => {
    expect(problemsOf(change)).toEqual(expected);
  });

  it('uses the texts of the specification', () => {
    const messages = validateBoardConfig(
      configWith((c) => {
        c.name = '';
        c.columnDefinitions = [c.columnDefinitions[0], { ...c.columnDefinitions[0] }];
        c.swimlanes.lanes = [c.swimlanes.lanes[0], { ...c.swimlanes.lanes[0] }, { ...c.swimlanes.lanes[0], value: '' }];
        c.useSubtasks = true;
        c.parentlookup = 'Notes';
      }),
      fields,
    ).map((p) => p.message);
    expect(messages).toEqual([
      'Please specify the board name',
      'Another column has the same value. Column values must be unique.',
      'Another lane has the same value. Lane values must be unique.',
      'This is required field',
      'Subtasks need at least one single-value lookup field.',
    ]);
  });

  it('names the missing field and the overlapping principals', () => {
    const problems = validateBoardConfig(
      configWith((c) => {
        c.userField = 'Owner';
        c.permission.boardNoAccess = [{ login: 'bob@contoso.com', isGroup: false, name: 'Bob' }];
      }),
      fields,
    );
    expect(problems.map((p) => p.message)).toEqual([
      "The field 'Owner' is not in the board's lists.",
      'Each user or group may appear in only one permission list: Bob.',
    ]);
  });

  it('takes the first field of a name when lists share it, and needs a choice and a user field', () => {
    const withTextStatus = [...fields, field({ internalName: 'Status', name: 'Status', type: 'Text' })];
    expect(
      validateBoardConfig(
        configWith(() => {}),
        withTextStatus,
      ),
    ).toEqual([]);
    const noUsers = fields.filter((f) => f.type !== 'User');
    expect(
      validateBoardConfig(
        configWith((c) => {
          c.userField = null;
          c.formDefinition.fields = [];
        }),
        noUsers,
      ),
    ).toEqual([
      {
        section: 'source',
        key: 'inconsistent_list_fields',
        message: 'Inconsistent list fields. Please remove the last added list.',
        path: 'source.lists',
      },
    ]);
  });
});

describe('validateBoardConfig: filters, notifications and reminders', () => {
  const condition = { id: 'c1', field: 'Status', operator: 'Eq' as const, value: 'Done', group: 0, block: 0, conjunction: 'AND' as const };
  const filter = (name: string) => ({ name, conditions: [condition], isEnable: true, isPrivate: false, operand: 'AND' as const });
  const notification = notificationRuleSchema.parse({
    ...newNotificationRule(),
    name: 'Done',
    users: [{ login: 'AssignedTo', isField: true }],
  });
  const reminder = reminderRuleSchema.parse({
    ...newReminderRule(),
    name: 'Due soon',
    dateField: 'DueDate',
    users: [{ login: 'ann@contoso.com' }],
  });

  it('accepts complete rules and the comment rules as they are added', () => {
    expect(
      problemsOf((c) => {
        c.filters = [filter('Mine'), filter('Urgent')];
        c.notificationsDefinition = withCommentRules({ assignNotify: true, rules: [notification] });
        c.remindersDefinition.rules = [reminder];
      }),
    ).toEqual([]);
  });

  it.each<[string, (config: BoardConfig) => void, { section: string; key: string; path?: string }[]]>([
    [
      'a filter without a name',
      (c) => {
        c.filters = [filter(' ')];
      },
      [{ section: 'filters', key: 'required_field', path: 'filters.0.name' }],
    ],
    [
      'a style rule without a name or with an unfinished condition',
      (c) => {
        c.styles = [
          {
            name: '',
            conditions: [{ ...condition, field: '' }],
            itemColor: {},
            styleType: 0,
            isDisabled: false,
            isSystem: false,
            hideConditions: false,
          },
        ];
      },
      [
        { section: 'cards', key: 'required_field', path: 'styles.0.name' },
        { section: 'cards', key: 'required_field', path: 'styles.0.conditions.0.field' },
      ],
    ],
    [
      'filter names alike but for case and spaces',
      (c) => {
        c.filters = [filter('Urgent'), filter('Mine'), filter(' urgent ')];
      },
      [{ section: 'filters', key: 'filter_name_exists', path: 'filters.2.name' }],
    ],
    [
      'an unfinished filter condition',
      (c) => {
        c.filters = [
          {
            ...filter('Urgent'),
            conditions: [condition, { ...condition, id: 'c2', operator: null }, { ...condition, id: 'c3', value: ' ' }],
          },
        ];
      },
      [
        { section: 'filters', key: 'required_field', path: 'filters.0.conditions.1.operator' },
        { section: 'filters', key: 'required_field', path: 'filters.0.conditions.2.value' },
      ],
    ],
    [
      'a notification rule without a name, recipients or a finished condition',
      (c) => {
        c.notificationsDefinition = withCommentRules({
          assignNotify: false,
          rules: [{ ...notification, name: '', users: [], conditions: [{ ...condition, field: '' }] }],
        });
      },
      [
        { section: 'notifications', key: 'required_field', path: 'notificationsDefinition.rules.0.name' },
        { section: 'notifications', key: 'recipients_required', path: 'notificationsDefinition.rules.0.users' },
        { section: 'notifications', key: 'required_field', path: 'notificationsDefinition.rules.0.conditions.0.field' },
      ],
    ],
    [
      'a change tag in a reminder and minutes off the 5-minute steps',
      (c) => {
        c.remindersDefinition.rules = [reminder, { ...reminder, message: '<p>{Editor}</p>', sendMinute: 7 }];
      },
      [
        { section: 'notifications', key: 'message_tag_unknown', path: 'remindersDefinition.rules.1.message' },
        { section: 'notifications', key: 'reminder_minute_invalid', path: 'remindersDefinition.rules.1.sendMinute' },
      ],
    ],
    [
      'a reminder without its date field',
      (c) => {
        c.remindersDefinition.rules = [{ ...reminder, dateField: null }];
      },
      [{ section: 'notifications', key: 'reminder_date_field_required', path: 'remindersDefinition.rules.0.dateField' }],
    ],
  ])('reports %s', (_case, change, expected) => {
    expect(problemsOf(change)).toEqual(expected);
  });
});
