import { type BoardConfigInput, type SourceList, chartsDefinitionSchema } from '../../api/board';
import type { Field, FieldInput } from '../../api/fields';
import { type Permission } from '../../api/common';
import { PERMISSION } from '../../api/values';
import { ORDER_FIELD } from '../order';
import { priorityFieldOf, systemStyleRules } from '../styles';
import { defaultLabelColor } from '../labels';
import { notificationsDefinitionSchema } from '../../api/notifications';
import { withCommentRules } from './notificationRules';

/** Spec 2 section 9: the fields a new board gets when its lists lack them. */
export const NEW_BOARD_FIELDS: readonly FieldInput[] = [
  { internalName: 'DueDate', name: 'Due Date', type: 'DateTime', dateOnly: true },
  { internalName: 'KanbanComments', name: 'Comments', type: 'Note', appendOnly: true, isRich: true },
  { internalName: 'Labels', name: 'Labels', type: 'MultiChoice', choices: [] },
];

export const QUICK_BOARD_STATUSES = ['Not Started', 'In Progress', 'Completed'] as const;

/**
 * The fields of a list made for a board (quick create, the wizard's New list): a title, a status whose
 * choices are the starting columns (a new item starts in the first), people, a parent for subtasks, and
 * the new-board fields.
 */
export function boardListFields(statuses: readonly string[]): FieldInput[] {
  return [
    { internalName: 'Title', name: 'Title', type: 'Text', isRequired: true },
    { internalName: 'Status', name: 'Status', type: 'Choice', isRequired: true, choices: [...statuses], defaultValue: statuses[0] },
    { internalName: 'AssignedTo', name: 'Assigned To', type: 'User', isMulti: true },
    // A lookup to the list itself, so that the board can switch subtasks on (they need one; ParentID is the spec's default name).
    { internalName: 'ParentID', name: 'Parent', type: 'Lookup', titleField: 'Title' },
    ...NEW_BOARD_FIELDS,
    { internalName: ORDER_FIELD, name: 'Order', type: 'Number' },
  ];
}

/** The list a quick-created board (POST /api/boards/new) runs on. */
export const QUICK_BOARD_LIST_FIELDS: readonly FieldInput[] = boardListFields(QUICK_BOARD_STATUSES);

/** The new-board fields the lists do not have yet. */
export function missingNewBoardFields(fields: readonly Field[]): FieldInput[] {
  return NEW_BOARD_FIELDS.filter((wanted) => !fields.some((f) => f.internalName === wanted.internalName));
}

export interface NewBoardInput {
  name: string;
  lists: SourceList[];
  /** The lists' fields, after the missing new-board fields were added. */
  fields: readonly Field[];
  creatorLogin: string;
  /** The tenant's default user permission (spec 3 section 6: ViewOnly when the site collection defines none). */
  defaultUserPermission?: Permission;
}

const byName = (fields: readonly Field[], name: string) => fields.find((f) => f.internalName === name);
const firstOfType = (fields: readonly Field[], type: Field['type'], accept: (f: Field) => boolean = () => true) =>
  fields.find((f) => f.type === type && accept(f));

/**
 * A new board's configuration with the defaults of spec 2 section 9: the creator owns the board and its
 * tasks; Status is the column field when present (else the first choice field) with one column per
 * choice; DueDate, Labels and KanbanComments when present; the four system style rules; the tenant's
 * default permission (view only unless its admin panel says otherwise); the comment notification rules, disabled. Swimlanes start off.
 */
export function newBoardConfig({
  name,
  lists,
  fields,
  creatorLogin,
  defaultUserPermission = PERMISSION.ViewOnly,
}: NewBoardInput): BoardConfigInput {
  const columnField = byName(fields, 'Status') ?? firstOfType(fields, 'Choice');
  const dueDate = byName(fields, 'DueDate') ?? firstOfType(fields, 'DateTime');
  const labels = byName(fields, 'Labels') ?? firstOfType(fields, 'MultiChoice');
  const comments = byName(fields, 'KanbanComments') ?? firstOfType(fields, 'Note', (f) => Boolean(f.appendOnly));
  const user = byName(fields, 'AssignedTo') ?? firstOfType(fields, 'User');
  const parent = firstOfType(fields, 'Lookup', (f) => !f.isMulti);
  const owner = { login: creatorLogin, isGroup: false };
  return {
    id: '',
    name,
    source: { lists },
    columnFieldName: columnField?.internalName ?? '',
    columnDefinitions: (columnField?.choices ?? []).map((choice) => ({ name: choice, value: choice })),
    swimlanes: { field: null, lanes: [] },
    titleFieldName: 'Title',
    userField: user?.internalName ?? null,
    dueDateField: dueDate?.internalName ?? null,
    labelsFieldName: labels?.internalName ?? null,
    labelsColors: (labels?.choices ?? []).map((label, index) => ({ name: label, color: defaultLabelColor(index), disabled: false })),
    commentsFieldName: comments?.internalName ?? null,
    parentlookup: parent?.internalName ?? null,
    cardSize: 'L',
    allowSorting: false,
    allowCreateNewItem: true,
    allowFilterByUser: true,
    commentsNewExperience: true,
    allowAddLabels: true,
    includeFolder: true,
    useTeamsTheme: true,
    isSitePrivate: false,
    formDefinition: { fields: [], openByDbClick: true, useSPForm: false },
    overdueDefinition: { color: '#FE867F', isEnable: Boolean(dueDate) },
    styles: systemStyleRules({
      dueDateField: dueDate?.internalName ?? null,
      columnFieldName: columnField?.internalName ?? null,
      priorityField: priorityFieldOf(fields)?.internalName ?? null,
    }),
    charts: chartsDefinitionSchema.parse({}),
    notificationsDefinition: withCommentRules(notificationsDefinitionSchema.parse({})),
    permission: {
      defaultUserPermission,
      boardOwners: [owner],
      tasksOwners: [owner],
      everyBodyCanEditSetting: false,
    },
  };
}
