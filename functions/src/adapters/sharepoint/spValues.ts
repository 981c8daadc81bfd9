import type { Field } from '@listboard/shared';
import type { StoredValue } from '../../ports/listHost';
import { type SpCollection, itemsOf } from './spFields';
import { withUtcZone } from './spTimes';

/** A list item as SharePoint's REST answers it (odata=minimalmetadata): field values by internal name, ids of people and lookups under `{name}Id`. */
export type SpItem = Record<string, unknown>;

/** People and lookups travel as ids under `{internal name}Id`, the other fields under their own name. */
export function restNameOf(field: Field): string {
  return field.type === 'User' || field.type === 'Lookup' ? `${field.internalName}Id` : field.internalName;
}

function ids(value: unknown): number[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'number') return [value];
  return itemsOf(value as SpCollection<number>).filter((id) => typeof id === 'number' && id > 0);
}

/** A field's value in an item answer, as a list keeps it (StoredValue), or null when empty. */
export function storedValueOf(field: Field, item: SpItem): StoredValue {
  const raw = item[restNameOf(field)];
  switch (field.type) {
    case 'User':
    case 'Lookup': {
      const list = ids(raw);
      return list.length > 0 ? list : null;
    }
    case 'MultiChoice': {
      const choices = itemsOf((raw ?? []) as SpCollection<string>);
      return choices.length > 0 ? choices : null;
    }
    case 'URL': {
      const link = raw as { Url?: string | null; Description?: string | null } | null | undefined;
      return link?.Url ? { url: link.Url, description: link.Description ?? '' } : null;
    }
    case 'Boolean':
    case 'Attachments':
      return raw === null || raw === undefined ? (field.type === 'Attachments' ? false : null) : Boolean(raw);
    case 'Number':
    case 'Currency':
    case 'Counter':
      return typeof raw === 'number' ? raw : null;
    case 'DateTime':
      return typeof raw === 'string' && raw !== '' ? withUtcZone(raw) : null;
    default:
      return typeof raw === 'string' && raw !== '' ? raw : null;
  }
}

/**
 * A change as SharePoint's REST takes it in an item's body (odata=nometadata): ids under `{name}Id`
 * (arrays for multi-value fields), links as `{ Url, Description }`, choices as arrays.
 */
export function restChangesOf(fields: readonly Field[], changes: Record<string, StoredValue>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(changes)) {
    const field = fields.find((candidate) => candidate.internalName === name);
    if (!field) continue;
    body[restNameOf(field)] = restValueOf(field, value);
  }
  return body;
}

function restValueOf(field: Field, value: StoredValue): unknown {
  const empty = value === null || value === '' || (Array.isArray(value) && value.length === 0);
  switch (field.type) {
    case 'User':
    case 'Lookup': {
      const list = empty ? [] : Array.isArray(value) ? value : [value];
      return field.isMulti ? list : (list[0] ?? null);
    }
    case 'MultiChoice':
      return empty ? [] : value;
    case 'URL':
      return empty ? null : { Url: (value as { url: string }).url, Description: (value as { description: string }).description };
    default:
      return empty ? null : value;
  }
}
