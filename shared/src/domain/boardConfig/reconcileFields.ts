import type { Field } from '../../api/fields';

/*
 * Field matching and the report of a configuration import (spec 2, sections 5 and 8). An imported
 * configuration names fields by internal name; the target board's lists may lack them or hold
 * them under another name, and what cannot be carried over is reported section by section.
 */

export const IMPORT_SECTIONS = [
  'columns',
  'swimlanes',
  'views',
  'coreFields',
  'cardFields',
  'callout',
  'form',
  'sort',
  'styles',
  'filters',
  'notifications',
  'reminders',
] as const;
export type ImportSection = (typeof IMPORT_SECTIONS)[number];

export interface FieldSubstitution {
  from: string;
  to: string;
}

export interface ImportSectionReport {
  section: ImportSection;
  /** Human names of what was left out: a column name, a field's display name, a rule's name. */
  dropped: string[];
  substituted: FieldSubstitution[];
}

/** Only sections with something to say are listed, in wizard order; hasDrops says whether anything was lost. */
export interface ImportReport {
  sections: ImportSectionReport[];
  hasDrops: boolean;
}

/** Whether a field may serve a setting (spec 2 section 5: field candidates by purpose). */
export type AcceptsField = (field: Field) => boolean;
export const anyField: AcceptsField = () => true;
export const ofTypes =
  (types: readonly Field['type'][]): AcceptsField =>
  (field) =>
    types.includes(field.type);

export interface ImportContext {
  /** How a person knows an imported field: its display name when the file told it, else its decoded internal name. */
  label(name: string): string;
  /** The target field for an imported reference, or undefined; substitutions and drops are reported under `section`. */
  resolve(section: ImportSection, name: string, accepts?: AcceptsField, droppedAs?: string): Field | undefined;
  /** The references that resolve, as target internal names, each once. */
  resolveAll(section: ImportSection, names: readonly string[], accepts?: AcceptsField): string[];
  /** The field a reference would resolve to, reporting nothing. */
  match(name: string, accepts?: AcceptsField): { field: Field; similar: boolean } | undefined;
  substitute(section: ImportSection, name: string, field: Field): void;
  drop(section: ImportSection, item: string): void;
  report(): ImportReport;
}

/** SharePoint writes characters other than letters and digits of a display name into the internal name as _xHHHH_. */
function decodeInternalName(name: string): string {
  return name.replace(/_x([0-9a-f]{4})_/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const similarKey = (text: string) => text.trim().toLowerCase();

/**
 * The matching and report of one import. A reference holds when the target has the internal name
 * and the field suits the purpose; otherwise a similar field (same display name, else same internal
 * name, both case-insensitively) that suits the purpose takes its place.
 */
export function importContext(targetFields: readonly Field[], importedFields: readonly Field[] = []): ImportContext {
  const byName = new Map(targetFields.map((field) => [field.internalName, field]));
  const importedByName = new Map(importedFields.map((field) => [field.internalName, field]));
  const sections = new Map<ImportSection, { dropped: Set<string>; substituted: Map<string, FieldSubstitution> }>();
  const entry = (section: ImportSection) => {
    let found = sections.get(section);
    if (!found) sections.set(section, (found = { dropped: new Set(), substituted: new Map() }));
    return found;
  };

  const label = (name: string) => importedByName.get(name)?.name ?? decodeInternalName(name);

  const match: ImportContext['match'] = (name, accepts = anyField) => {
    const exact = byName.get(name);
    if (exact && accepts(exact)) return { field: exact, similar: false };
    const shown = similarKey(label(name));
    const internal = similarKey(name);
    const similar =
      targetFields.find((field) => accepts(field) && similarKey(field.name) === shown) ??
      targetFields.find((field) => accepts(field) && similarKey(field.internalName) === internal);
    return similar && { field: similar, similar: true };
  };

  const substitute: ImportContext['substitute'] = (section, name, field) => {
    const from = label(name);
    // Without their internal names, "Due Date → Due Date" would read as no change at all.
    const sameText = from.trim() === field.name.trim();
    const substitution = sameText ? { from: `${from} (${name})`, to: `${field.name} (${field.internalName})` } : { from, to: field.name };
    entry(section).substituted.set(`${substitution.from}\n${substitution.to}`, substitution);
  };

  const drop: ImportContext['drop'] = (section, item) => {
    entry(section).dropped.add(item);
  };

  const resolve: ImportContext['resolve'] = (section, name, accepts, droppedAs) => {
    const found = match(name, accepts);
    if (!found) drop(section, droppedAs ?? label(name));
    else if (found.similar) substitute(section, name, found.field);
    return found?.field;
  };

  const resolveAll: ImportContext['resolveAll'] = (section, names, accepts) => {
    const resolved = names.map((name) => resolve(section, name, accepts)?.internalName);
    return [...new Set(resolved.filter((name): name is string => name !== undefined))];
  };

  const report = (): ImportReport => {
    const listed = IMPORT_SECTIONS.flatMap((section) => {
      const found = sections.get(section);
      return found ? [{ section, dropped: [...found.dropped], substituted: [...found.substituted.values()] }] : [];
    });
    return { sections: listed, hasDrops: listed.some((section) => section.dropped.length > 0) };
  };

  return { label, resolve, resolveAll, match, substitute, drop, report };
}
