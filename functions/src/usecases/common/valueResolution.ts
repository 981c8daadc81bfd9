import { type Field, type FieldProblem, type FieldValue, type StoredValue, PEOPLE_AND_GROUPS, parseFieldValue } from '@listboard/shared';
import { invalidValues } from '../errors';
import type { ListSchema } from '../../ports/listHost';
import { sanitizeRichText } from './richText';
import type { Session } from '../../context/session';

/**
 * Parses the value strings of a save against the list's fields and resolves what only the server
 * knows: people by id or login among the site's users, lookups among the target list's items.
 * Every problem is collected; with any, nothing is written (400 with the spec's message keys).
 */
export async function resolveValues(
  session: Session,
  siteUrl: string,
  list: ListSchema,
  values: readonly FieldValue[],
): Promise<Record<string, StoredValue>> {
  const host = session.lists;
  const fields = new Map(list.fields.map((f) => [f.internalName, f]));
  const problems: FieldProblem[] = [];
  const resolved: Record<string, StoredValue> = {};
  const [users, groups] = await Promise.all([host.getSiteUsers(siteUrl), host.getSiteGroups(siteUrl)]);
  for (const { name, value } of values) {
    const field = fields.get(name);
    if (!field) {
      problems.push({ field: name, key: 'field_read_only', message: `The list has no field ${name}.` });
      continue;
    }
    const parsed = parseFieldValue(field, value);
    if (!parsed.ok) {
      problems.push(parsed.problem);
      continue;
    }
    if (parsed.users) {
      const groupOf = (id: number) => (users.some((u) => u.id === id) ? undefined : groups.find((g) => g.id === id));
      // Whether the field takes a group is the field's, never the page's, to say (docs/board-page.md#groups-in-person-fields).
      if (field.mode !== PEOPLE_AND_GROUPS && parsed.users.some((ref) => 'id' in ref && groupOf(ref.id))) {
        problems.push({ field: name, key: 'group_not_allowed', message: `${field.name}: only people can be chosen here, not groups.` });
        continue;
      }
      const ids = parsed.users.map((ref) =>
        'id' in ref
          ? (users.find((u) => u.id === ref.id) ?? groupOf(ref.id))?.id
          : users.find((u) => u.login.toLowerCase() === ref.login.toLowerCase())?.id,
      );
      if (ids.some((id) => id === undefined))
        problems.push({ field: name, key: 'invalid_choice', message: `${field.name}: someone named is not a user of this site.` });
      else if (ids.length === 0 && field.isRequired)
        problems.push({ field: name, key: 'required_field', message: `${field.name}: This is a required field.` });
      else resolved[name] = ids as number[];
      continue;
    }
    if (field.type === 'Lookup' && Array.isArray(parsed.value)) {
      const missing = await missingLookups(session, siteUrl, list, field, parsed.value as number[]);
      if (missing.length > 0)
        problems.push({ field: name, key: 'invalid_choice', message: `${field.name}: there is no item ${missing.join(', ')}.` });
      else resolved[name] = parsed.value;
      continue;
    }
    resolved[name] =
      field.type === 'Note' && field.isRich && typeof parsed.value === 'string' ? sanitizeRichText(parsed.value) : parsed.value;
  }
  if (problems.length > 0) throw invalidValues(problems);
  return resolved;
}

async function missingLookups(session: Session, siteUrl: string, list: ListSchema, field: Field, ids: number[]): Promise<number[]> {
  const target = field.lookupList || list.id;
  const found = await Promise.all(ids.map((id) => session.lists.getItem(siteUrl, target, id)));
  return ids.filter((_, index) => !found[index]);
}

/** Required fields a new item leaves empty. */
export function missingRequired(list: ListSchema, values: Record<string, StoredValue>): FieldProblem[] {
  return list.fields
    .filter(
      (f) =>
        f.isRequired &&
        !f.isReadOnly &&
        (values[f.internalName] === undefined || values[f.internalName] === null || values[f.internalName] === ''),
    )
    .map((f) => ({ field: f.internalName, key: 'required_field' as const, message: `${f.name}: This is a required field.` }));
}
