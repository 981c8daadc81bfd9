import type { Field } from '../../api/fields';
import type { StoredValue } from '../fieldValues';

/** The item a condition is tested on; values are keyed by field internal name. */
export interface ConditionSubject {
  id: number;
  values: Readonly<Record<string, StoredValue>>;
  created: string;
  modified: string;
  authorId: number;
  editorId: number;
}

export interface ConditionContext {
  fields: readonly Field[];
  now: Date;
  /** Fields changed by the edit being judged (IsModified). */
  modifiedFields?: ReadonlySet<string>;
  userName?: (id: number) => string | undefined;
  lookupName?: (field: Field, id: number) => string | undefined;
  /**
   * How many minutes the board's time zone is ahead of UTC (120 for UTC+2), which decides where
   * 'today' starts. Note the sign is the opposite of Date.getTimezoneOffset(). Default 0.
   */
  timeZoneOffsetMinutes?: number;
}

function builtInField(internalName: string, name: string, type: Field['type']): Field {
  return { internalName, name, type, isRequired: false, isReadOnly: true, isMulti: false, isAllowFillIn: false, dateOnly: false };
}

/** Item properties every list has, which conditions may name like fields. */
const BUILT_IN_FIELDS = new Map<string, { field: Field; read: (subject: ConditionSubject) => StoredValue }>([
  ['ID', { field: builtInField('ID', 'ID', 'Counter'), read: (s) => s.id }],
  ['Author', { field: builtInField('Author', 'Created By', 'User'), read: (s) => s.authorId }],
  ['Editor', { field: builtInField('Editor', 'Modified By', 'User'), read: (s) => s.editorId }],
  ['Created', { field: builtInField('Created', 'Created', 'DateTime'), read: (s) => s.created }],
  ['Modified', { field: builtInField('Modified', 'Modified', 'DateTime'), read: (s) => s.modified }],
]);

/** The field a condition names: a list field, else a built-in item property, else null. */
export function conditionFieldOf(internalName: string, context: ConditionContext): Field | null {
  return context.fields.find((f) => f.internalName === internalName) ?? BUILT_IN_FIELDS.get(internalName)?.field ?? null;
}

export function subjectValueOf(field: Field, subject: ConditionSubject): StoredValue | undefined {
  const builtIn = BUILT_IN_FIELDS.get(field.internalName);
  return builtIn ? builtIn.read(subject) : subject.values[field.internalName];
}
