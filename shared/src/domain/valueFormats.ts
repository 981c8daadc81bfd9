/** Value string formats of field value payloads (spec 3, section 3). */
export const MULTI_CHOICE_SEPARATOR = ';#';
const URL_SEPARATOR = ';#|';

export interface LookupValue {
  id: number;
  name: string;
}
export interface UrlFieldValue {
  url: string;
  description: string;
}

/** A user reference in a payload: an id above 0, or a login for users without one yet. */
export type UserReference = { id: number } | { login: string };

export function formatUserValue(users: readonly UserReference[]): string {
  return users
    .map((u) => ('id' in u && u.id > 0 ? String(u.id) : 'login' in u ? u.login : ''))
    .filter(Boolean)
    .join(',');
}

export function parseUserValue(value: string): UserReference[] {
  return splitTrimmed(value, ',')
    .map((part) => {
      const id = Number(part);
      return Number.isInteger(id) && id > 0 ? { id } : { login: part };
    })
    .filter((u) => !('login' in u) || u.login !== '0');
}

/** Lookup ids as a comma list; empty and zero entries are dropped. */
export function formatLookupIds(ids: readonly number[]): string {
  return ids.filter((id) => id > 0).join(',');
}

export function parseLookupIds(value: string): number[] {
  return splitTrimmed(value, ',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** A single lookup string 'id;#name'. */
export function formatLookupString(lookup: LookupValue): string {
  return `${lookup.id};#${lookup.name}`;
}

export function parseLookupString(value: string): LookupValue | null {
  const separator = value.indexOf(';#');
  if (separator < 0) return null;
  const id = Number(value.slice(0, separator));
  if (!Number.isInteger(id) || id <= 0) return null;
  return { id, name: value.slice(separator + 2) };
}

/** Multi-choice values joined by ';#'; empty entries are dropped. */
export function formatMultiChoice(choices: readonly string[]): string {
  return choices.filter((c) => c.trim() !== '').join(MULTI_CHOICE_SEPARATOR);
}

export function parseMultiChoice(value: string): string[] {
  return splitTrimmed(value, MULTI_CHOICE_SEPARATOR);
}

/** 'description-or-url;#|url' */
export function formatUrlValue(value: UrlFieldValue): string {
  return `${value.description || value.url}${URL_SEPARATOR}${value.url}`;
}

export function parseUrlValue(value: string): UrlFieldValue {
  const separator = value.lastIndexOf(URL_SEPARATOR);
  if (separator < 0) return { url: value.trim(), description: value.trim() };
  const url = value.slice(separator + URL_SEPARATOR.length).trim();
  const description = value.slice(0, separator).trim();
  return { url, description: description || url };
}

function splitTrimmed(value: string, separator: string): string[] {
  return value
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
