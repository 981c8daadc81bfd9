import { boardResponseSchema, type BoardResponse, type FieldInput } from '@listboard/shared';

/** Fields like the demo list's, for the dialog's tests. */
export const TEST_FIELDS: FieldInput[] = [
  {
    internalName: 'Status',
    name: 'Status',
    type: 'Choice',
    isRequired: true,
    choices: ['Not Started', 'In Progress', 'Done'],
    defaultValue: 'Not Started',
  },
  { internalName: 'Title', name: 'Title', type: 'Text', isRequired: true },
  { internalName: 'AssignedTo', name: 'Assigned To', type: 'User', isMulti: true },
  { internalName: 'DueDate', name: 'Due Date', type: 'DateTime', dateOnly: true },
  { internalName: 'Date', name: 'Date', type: 'DateTime', dateOnly: true },
  { internalName: 'Priority', name: 'Priority', type: 'Choice', choices: ['High', 'Low'], defaultValue: 'Low' },
  { internalName: 'Done', name: 'Done', type: 'Number', isPercentage: true },
  { internalName: 'Estimate', name: 'Estimate', type: 'Number', min: 0, max: 40 },
  { internalName: 'ParentID', name: 'Parent', type: 'Lookup', lookupList: 'list1' },
  { internalName: 'KanbanComments', name: 'Comments', type: 'Note', appendOnly: true },
  { internalName: 'Log', name: 'Log', type: 'Note', appendOnly: true },
  { internalName: 'KanbanOrder', name: 'Order', type: 'Number' },
  { internalName: 'Attachments', name: 'Attachments', type: 'Attachments', isReadOnly: true },
  { internalName: 'ID', name: 'ID', type: 'Counter', isReadOnly: true },
];

export function testBoard(overrides: Record<string, unknown> = {}): BoardResponse {
  return boardResponseSchema.parse({
    id: 'b1',
    name: 'Sprint',
    source: { lists: [{ url: 'https://host/sites/demo', listID: 'list1', name: 'Tasks' }] },
    columnFieldName: 'Status',
    columnDefinitions: [
      { name: 'Not Started', value: 'Not Started' },
      { name: 'In Progress', value: 'In Progress' },
      { name: 'Done', value: 'Done' },
    ],
    swimlanes: { field: 'Priority' },
    userField: 'AssignedTo',
    dueDateField: 'DueDate',
    commentsFieldName: 'KanbanComments',
    parentlookup: 'ParentID',
    useSubtasks: true,
    fields: TEST_FIELDS,
    userPermission: 2,
    canEditSettings: false,
    canViewCharts: false,
    configEtag: 'W/"1"',
    ...overrides,
  });
}
