import { type Field, type FieldProblem, type FieldValue, type ValidationKey, parseFieldValue } from '@listboard/shared';
import type { Translate } from '../../i18n/i18n';
import { libraryFileField } from './formModel';

/** Problems to show under the fields, by internal name. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The message of a problem in the person's language, with the field's own limits (a percentage in 0-100). */
export function problemText(key: ValidationKey, field: Field, t: Translate): string {
  const scale = field.isPercentage ? 100 : 1;
  const max = field.isPercentage ? Math.min(1, field.max ?? 1) : field.max;
  const min = field.isPercentage ? Math.max(0, field.min ?? 0) : field.min;
  return t(key, { max: (max ?? 0) * scale, min: (min ?? 0) * scale });
}

/**
 * Checks the values a save sends with the same rule the server applies (parseFieldValue), plus the
 * spec's rule for a required Attachments field: at least one file.
 */
export function validateValues(fields: readonly Field[], values: readonly FieldValue[], fileCount: number): FieldProblem[] {
  const byName = new Map(fields.map((field) => [field.internalName, field]));
  const problems: FieldProblem[] = [];
  for (const { name, value } of values) {
    const field = byName.get(name);
    if (!field) continue;
    const parsed = parseFieldValue(field, value);
    if (!parsed.ok) problems.push(parsed.problem);
  }
  const attachments = fields.find((field) => field.type === 'Attachments' && field.isRequired);
  if (attachments && fileCount === 0) problems.push({ field: attachments.internalName, key: 'required_field', message: '' });
  return problems;
}

/** Spec 1 section 5: a file item (a library's) saved with no file fails with "File is empty". */
export function lacksLibraryFile(fields: readonly Field[], fileCount: number): boolean {
  return libraryFileField(fields) !== undefined && fileCount === 0;
}

export function errorsOf(problems: readonly FieldProblem[], fields: readonly Field[], t: Translate): FieldErrors {
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    const field = fields.find((f) => f.internalName === problem.field);
    if (field && !errors[field.internalName]) errors[field.internalName] = problemText(problem.key, field, t);
  }
  return errors;
}
