import { type BoardResponse, type Field, type FieldValue, ORDER_FIELD, PERMISSION } from '@listboard/shared';
import type { DialogMode } from './itemRoute';

/** Values of the form by internal name, as value strings (spec 3 section 3). */
export type FormValues = Readonly<Record<string, string>>;

/** Spec 1 section 4: a copy's title. */
export const COPY_SUFFIX = ' (Copy)';

/** Types whose values the list computes: never on the form unless the board's form names them. */
const COMPUTED_TYPES = new Set<Field['type']>(['Calculated', 'Counter']);
/** Fields that hold files (attachments, a library item's file): their files are saved by their own calls. */
const FILE_TYPES = new Set<Field['type']>(['Attachments', 'File']);

export function holdsFiles(field: Field): boolean {
  return FILE_TYPES.has(field.type);
}

/** A library item's form has its File field; such an item is saved with exactly one file. */
export function libraryFileField(fields: readonly Field[]): Field | undefined {
  return fields.find((field) => field.type === 'File');
}

/**
 * The fields of the form: the board's form definition, or else every field a person fills in (not
 * the ones the list sets itself, such as SharePoint's Created By; files are filled in through their
 * upload list). The comment field has its own tab; the order field belongs to dragging.
 */
export function formFieldsOf(board: BoardResponse): Field[] {
  const byName = new Map(board.fields.map((field) => [field.internalName, field]));
  const chosen =
    board.formDefinition.fields.length > 0
      ? board.formDefinition.fields.map((name) => byName.get(name)).filter((field): field is Field => field !== undefined)
      : board.fields.filter((field) => (isWritable(field) || holdsFiles(field)) && field.internalName !== ORDER_FIELD);
  const fields = chosen.filter((field) => field.internalName !== board.commentsFieldName);
  const title = fields.find((field) => field.internalName === board.titleFieldName);
  return title ? [title, ...fields.filter((field) => field !== title)] : fields;
}

/** Whether a save may write the field's value string. */
export function isWritable(field: Field): boolean {
  return !field.isReadOnly && !COMPUTED_TYPES.has(field.type) && !holdsFiles(field);
}

/**
 * Spec 1 section 5: a user who may edit only their own items (EditOnlyOwn) cannot choose the
 * assignee of a new item; it is the user (the server does the same).
 */
export function forcedAssignee(board: BoardResponse, mode: DialogMode, meId: number | undefined): number | null {
  const creating = mode === 'new' || mode === 'copy' || mode === 'subtask';
  return creating && board.userPermission === PERMISSION.EditOnlyOwn && board.userField && meId !== undefined ? meId : null;
}

export function isFieldEditable(field: Field, mode: DialogMode, board: BoardResponse, assignee: number | null): boolean {
  if (mode === 'readOnly') return false;
  if (assignee !== null && field.internalName === board.userField) return false;
  // File fields are read-only as values; their files are changed through the upload list.
  return holdsFiles(field) || isWritable(field);
}

/** How the form starts: from an item's values (an edit or a copy), or empty with a new item's presets. */
export type FormStart =
  | { kind: 'existing'; values: readonly FieldValue[] }
  | { kind: 'copy'; values: readonly FieldValue[] }
  | { kind: 'new'; column: string | null; lane: string | null; parentId: number | null; titlePrefix: string };

function newItemValues(board: BoardResponse, start: Extract<FormStart, { kind: 'new' }>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of board.fields.filter(isWritable)) {
    // Spec 3 section 4: a required dropdown starts on its first item.
    const firstChoice = field.type === 'Choice' && field.isRequired ? field.choices?.[0] : undefined;
    const initial = field.defaultValue ?? firstChoice;
    if (initial) values[field.internalName] = initial;
  }
  if (start.column) values[board.columnFieldName] = start.column;
  if (board.swimlanes.field && start.lane !== null) values[board.swimlanes.field] = start.lane;
  if (board.parentlookup && start.parentId) values[board.parentlookup] = String(start.parentId);
  if (start.titlePrefix) values[board.titleFieldName] = start.titlePrefix;
  return values;
}

/** The form's starting values. */
export function initialValues(board: BoardResponse, start: FormStart, assignee: number | null): FormValues {
  const values: Record<string, string> = {};
  if (start.kind === 'new') Object.assign(values, newItemValues(board, start));
  else {
    const fields = new Map(board.fields.map((field) => [field.internalName, field]));
    for (const { name, value } of start.values) {
      // An append-only note takes a new entry; its stored text is history, not something to send again.
      if (fields.get(name)?.appendOnly || name === board.commentsFieldName) continue;
      values[name] = value ?? '';
    }
    if (start.kind === 'copy') values[board.titleFieldName] = `${values[board.titleFieldName] ?? ''}${COPY_SUFFIX}`;
  }
  if (assignee !== null && board.userField) values[board.userField] = String(assignee);
  return values;
}

/**
 * What a save sends: a new item or a copy sends every writable value it has (and the form's
 * required fields, so the server can name what is missing); an update sends only the changes.
 */
export function valuesToSave(
  board: BoardResponse,
  formFields: readonly Field[],
  mode: DialogMode,
  base: FormValues,
  current: FormValues,
): FieldValue[] {
  const writable = board.fields.filter(isWritable);
  if (mode === 'edit') {
    return writable
      .filter((f) => (current[f.internalName] ?? '') !== (base[f.internalName] ?? ''))
      .map((f) => ({ name: f.internalName, value: current[f.internalName] ?? '' }));
  }
  const required = new Set(formFields.filter((f) => f.isRequired).map((f) => f.internalName));
  return writable
    .filter((f) => (current[f.internalName] ?? '') !== '' || required.has(f.internalName))
    .map((f) => ({ name: f.internalName, value: current[f.internalName] ?? '' }));
}

/** Spec 1 section 2: the short view shows only required and filled fields (and any with a problem to fix). */
export function shownFields(
  fields: readonly Field[],
  short: boolean,
  isFilled: (field: Field) => boolean,
  hasProblem: (field: Field) => boolean,
): Field[] {
  return short ? fields.filter((field) => field.isRequired || isFilled(field) || hasProblem(field)) : [...fields];
}
