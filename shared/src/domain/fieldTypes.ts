/** The host platform's field type enumeration, in its numeric order (0-33). */
export const FIELD_TYPE_ENUMERATION = [
  'Invalid',
  'Integer',
  'Text',
  'Note',
  'DateTime',
  'Counter',
  'Choice',
  'Lookup',
  'Boolean',
  'Number',
  'Currency',
  'URL',
  'Computed',
  'Threading',
  'Guid',
  'MultiChoice',
  'GridChoice',
  'Calculated',
  'File',
  'Attachments',
  'User',
  'Recurrence',
  'CrossProjectLink',
  'ModStat',
  'Error',
  'ContentTypeId',
  'PageSeparator',
  'ThreadIndex',
  'WorkflowStatus',
  'AllDayEvent',
  'WorkflowEventType',
  'Geolocation',
  'OutcomeChoice',
  'MaxItems',
] as const;

export type FieldTypeName = (typeof FIELD_TYPE_ENUMERATION)[number];

export function fieldTypeNumber(name: FieldTypeName): number {
  return FIELD_TYPE_ENUMERATION.indexOf(name);
}

/** Field types a board works with at runtime (spec 1, section 3). */
export const RUNTIME_FIELD_TYPES = [
  'Text',
  'Note',
  'Choice',
  'MultiChoice',
  'Lookup',
  'User',
  'Number',
  'Currency',
  'DateTime',
  'Boolean',
  'URL',
  'Attachments',
  'File',
  'Calculated',
  'Counter',
] as const satisfies readonly FieldTypeName[];

export type RuntimeFieldType = (typeof RUNTIME_FIELD_TYPES)[number];
