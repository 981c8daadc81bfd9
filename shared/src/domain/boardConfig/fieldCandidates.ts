import type { BoardConfig } from '../../api/board';
import type { Field } from '../../api/fields';
import { DISPLAY_TITLE_KEYS, SORT_FIELD_TYPES, TOTALS_FIELD_TYPES, isSwimlaneFieldCandidate, notOnFormNames } from './fieldPurposes';

/** The settings that name one field, each taking the field types of spec 2 section 5. */
export type FieldPurpose = 'title' | 'column' | 'user' | 'dueDate' | 'comments' | 'labels' | 'parentLookup' | 'totals' | 'sort';

const ACCEPTS: Record<FieldPurpose, (field: Field) => boolean> = {
  title: (field) => field.type === 'Text',
  column: (field) => field.type === 'Choice',
  user: (field) => field.type === 'User',
  dueDate: (field) => field.type === 'DateTime',
  comments: (field) => field.type === 'Note' && Boolean(field.appendOnly),
  labels: (field) => field.type === 'MultiChoice',
  // A subtask has one parent, so a multi-value lookup cannot link it.
  parentLookup: (field) => field.type === 'Lookup' && !field.isMulti,
  totals: (field) => TOTALS_FIELD_TYPES.includes(field.type),
  sort: (field) => SORT_FIELD_TYPES.includes(field.type),
};

/** Several lists may share a field; the first of each internal name stands for all of them. */
export function uniqueFields(fields: readonly Field[]): Field[] {
  const seen = new Set<string>();
  return fields.filter((field) => {
    if (seen.has(field.internalName)) return false;
    seen.add(field.internalName);
    return true;
  });
}

export function fieldsFor(purpose: FieldPurpose, fields: readonly Field[]): Field[] {
  return uniqueFields(fields).filter(ACCEPTS[purpose]);
}

export function swimlaneFieldCandidates(fields: readonly Field[], columnFieldName: string | null): Field[] {
  return uniqueFields(fields).filter((field) => isSwimlaneFieldCandidate(field, columnFieldName));
}

export type DisplayTitleKey = (typeof DISPLAY_TITLE_KEYS)[number];

type TitleSettings = Pick<BoardConfig, 'titleFieldName' | DisplayTitleKey>;

/** A header field shows something the card does not show already: no attachments, not the title nor another header field. */
export function displayTitleCandidates(fields: readonly Field[], config: TitleSettings, key: DisplayTitleKey): Field[] {
  const taken = [config.titleFieldName, ...DISPLAY_TITLE_KEYS.filter((other) => other !== key).map((other) => config[other])];
  return uniqueFields(fields).filter((field) => field.type !== 'Attachments' && !taken.includes(field.internalName));
}

/** The fields a form may ask for: editable, not set by the platform, and neither the title nor the column field (the form has them anyway). */
export function formFieldCandidates(fields: readonly Field[], config: Pick<BoardConfig, 'titleFieldName' | 'columnFieldName'>): Field[] {
  const excluded = notOnFormNames(config);
  return uniqueFields(fields).filter((field) => !field.isReadOnly && !excluded.has(field.internalName.toLowerCase()));
}
