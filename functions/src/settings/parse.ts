/** A setting that must be one of the allowed values, or the fallback when unset. */
export function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === '') return fallback;
  if (!allowed.includes(value as T)) throw new Error(`Setting ${name} must be one of ${allowed.join(', ')}; it is '${value}'.`);
  return value as T;
}

/** A whole number from 0 to max, or the fallback when unset. */
export function wholeNumber(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > max)
    throw new Error(`Setting ${name} must be a whole number from 0 to ${max}; it is '${value}'.`);
  return number;
}

export function required(name: string, value: string | undefined): string {
  if (!value) throw new Error(`Setting ${name} is required for this sign-in mode.`);
  return value;
}

/** A space-separated list of origins (`https://teams.contoso.us`), each checked to be one. */
export function parseOrigins(name: string, value: string | undefined): string[] {
  return (value ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((origin) => {
      let parsed: URL;
      try {
        parsed = new URL(origin);
      } catch {
        throw new Error(`${name} names '${origin}', which is not an origin.`);
      }
      if (parsed.origin !== origin.replace(/\/$/, ''))
        throw new Error(`${name} names '${origin}', which is not an origin (scheme, host and port only).`);
      return parsed.origin;
    });
}

/** An http(s) address without a trailing slash. */
export function graphUrlOf(value: string | undefined): string {
  const url = (value?.trim() || 'https://graph.microsoft.com').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(url) || !URL.canParse(url))
    throw new Error(`Setting LISTBOARD_GRAPH_URL must be an http(s) address; it is '${url}'.`);
  return url;
}
