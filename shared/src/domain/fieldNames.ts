import type { FieldInput } from '../api/fields';
import type { NewField } from '../api/siteSetup';

/** SharePoint cuts internal names at 32 characters; the built-in store follows it. */
const MAX_INTERNAL_NAME = 32;
/** Used when a title has no letter to start a name with ('2024', '日程'). */
const FALLBACK_NAME = 'Field';
/** Item properties every list has (conditions name them like fields), so a new field must not shadow them. */
const ITEM_PROPERTIES = ['ID', 'Author', 'Editor', 'Created', 'Modified'];

/**
 * The internal name a title gives: its ASCII letters and digits (accents dropped, so 'Équipe' is
 * 'Equipe'), from the first letter on, at most 32 characters. 'Due Date' is 'DueDate'.
 */
export function internalNameOf(title: string): string {
  const plain = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '');
  const name = plain.replace(/^[0-9]+/, '').slice(0, MAX_INTERNAL_NAME);
  return name || FALLBACK_NAME;
}

/**
 * The title's internal name, or, when a list already has it (names compare case-insensitively, as
 * the store does), the first of name1, name2, ... that none has.
 */
export function freeInternalName(title: string, taken: Iterable<string>): string {
  const used = new Set([...taken, ...ITEM_PROPERTIES].map((name) => name.toLowerCase()));
  const base = internalNameOf(title);
  let name = base;
  for (let n = 1; used.has(name.toLowerCase()); n += 1) name = `${base}${n}`;
  return name;
}

/** The list field the new-field dialog asks for, with only the options its type has. */
export function newFieldInput(field: NewField, internalName: string): FieldInput {
  const base: FieldInput = { internalName, name: field.title, type: field.type, isRequired: field.required === true };
  switch (field.type) {
    case 'DateTime':
      return { ...base, dateOnly: field.dateOnly === true };
    case 'Note':
      return { ...base, isRich: field.isRich === true, appendOnly: field.appendOnly === true };
    case 'User':
      return { ...base, isMulti: field.isMulti === true };
    case 'Choice':
    case 'MultiChoice':
      return { ...base, choices: field.choices ?? [] };
    default:
      return base;
  }
}

/**
 * A choice field's choices with `added` appended, leaving out names it already has in any letter
 * case (and repeats within `added`): the existing ones stay as they are written.
 */
export function withAddedChoices(existing: readonly string[], added: readonly string[]): string[] {
  const known = new Set(existing.map((choice) => choice.toLowerCase()));
  const result = [...existing];
  for (const choice of added) {
    if (known.has(choice.toLowerCase())) continue;
    known.add(choice.toLowerCase());
    result.push(choice);
  }
  return result;
}
