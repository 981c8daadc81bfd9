import { SP_HOST_PARAM } from '@listboard/shared';

/** The page parameters the host puts on the app's URL (spec 3, section 2), plus Teams' `theme` (see theme.ts). */
export const PAGE_PARAMETERS = [
  SP_HOST_PARAM,
  'SenderId',
  'editmode',
  'boardID',
  'useOOTBForm',
  'itemId',
  'listId',
  'siteURL',
  'selector',
  'teams',
  'theme',
] as const;
export type PageParameterName = (typeof PAGE_PARAMETERS)[number];
export type PageParameters = Partial<Record<PageParameterName, string>>;

export function readPageParameters(search: string): PageParameters {
  const query = new URLSearchParams(search);
  const parameters: PageParameters = {};
  for (const name of PAGE_PARAMETERS) {
    const value = query.get(name);
    if (value !== null) parameters[name] = value;
  }
  return parameters;
}

/**
 * A navigation target that keeps the host's page parameters of the current `search`.
 * Parameters written into `to` itself win over the current ones; other query parameters of the current page are dropped.
 */
export function withHostQuery(to: string, search: string): { pathname: string; search: string; hash: string } {
  const hashIndex = to.indexOf('#');
  const hash = hashIndex >= 0 ? to.slice(hashIndex) : '';
  const withoutHash = hashIndex >= 0 ? to.slice(0, hashIndex) : to;
  const queryIndex = withoutHash.indexOf('?');
  const pathname = queryIndex >= 0 ? withoutHash.slice(0, queryIndex) : withoutHash;
  const own = new URLSearchParams(queryIndex >= 0 ? withoutHash.slice(queryIndex + 1) : '');
  const merged = new URLSearchParams();
  for (const [name, value] of Object.entries(readPageParameters(search))) {
    if (!own.has(name)) merged.set(name, value);
  }
  own.forEach((value, name) => merged.append(name, value));
  const query = merged.toString();
  return { pathname, search: query ? `?${query}` : '', hash };
}

/** The same page with SPHostUrl added: used to send a page without a host site to the default demo site. */
export function addHostSite(search: string, siteUrl: string): string {
  const query = new URLSearchParams(search);
  query.set(SP_HOST_PARAM, siteUrl);
  return `?${query.toString()}`;
}
