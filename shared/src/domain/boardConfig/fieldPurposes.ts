import type { Field } from '../../api/fields';

type FieldType = Field['type'];

/** Spec 2 section 5: the field types each setting may use. */
export const SWIMLANE_FIELD_TYPES: readonly FieldType[] = ['User', 'Choice', 'Lookup', 'MultiChoice', 'Boolean', 'Text'];
export const TOTALS_FIELD_TYPES: readonly FieldType[] = ['Number', 'Calculated', 'Currency'];
// Spec 2 lists Text, Number, DateTime and Counter; the board's sorting (spec 1 section 4) also orders currency.
export const SORT_FIELD_TYPES: readonly FieldType[] = ['Text', 'Number', 'Currency', 'DateTime', 'Counter'];

/** A field the swimlanes can be made of: of a swimlane type and not the column field. */
export function isSwimlaneFieldCandidate(field: Field, columnFieldName: string | null): boolean {
  return SWIMLANE_FIELD_TYPES.includes(field.type) && field.internalName !== columnFieldName;
}

/** The card's header fields after the title (spec 2 section 3). */
export const DISPLAY_TITLE_KEYS = ['displayTitleFieldName', 'displayTitleFieldName2', 'displayTitleFieldName3'] as const;

/** Set by the platform, so a form cannot offer them for input. */
const SYSTEM_FIELDS = ['id', 'author', 'editor', 'created', 'modified'];

/** Internal names (lower case) a form may not ask for: the platform's own, and the title and column fields the form has anyway. */
export function notOnFormNames(config: { titleFieldName: string; columnFieldName: string }): Set<string> {
  return new Set([...SYSTEM_FIELDS, config.titleFieldName.toLowerCase(), config.columnFieldName.toLowerCase()]);
}
