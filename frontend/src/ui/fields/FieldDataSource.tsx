import { createContext, useContext } from 'react';
import type { AttachmentFile, DirectoryPerson, User } from '@listboard/shared';

export type PeopleSearchStatus = 'idle' | 'searching' | 'done' | 'failed';

export interface PeopleSearch {
  status: PeopleSearchStatus;
  /** Matches without the people already chosen (spec 3 section 4); `id` is null for someone not on the site yet. */
  results: DirectoryPerson[];
}

/** What a people search finds besides people: with `groups`, the site's groups too (docs/api.md, "People and groups"). */
export interface PeopleSearchScope {
  groups: boolean;
}

/** Someone a picker has chosen: by site user id, or by sign-in name (a group by its name). */
export interface ChosenPrincipal {
  id: number;
  login?: string;
  isGroup?: boolean;
}

/** An item of the list a lookup field points to. */
export interface LookupOption {
  id: number;
  name: string;
}

/**
 * The server data the controls show (docs/architecture.md, "The layers"): ui is presentational and
 * imports no api, so it declares here what it needs; the app shell provides the source the API answers
 * (api/hooks/apiFieldData.ts). The `use...` members are hooks, called like any hook: at the top of a component,
 * the same source for the whole life of the page.
 */
export interface FieldDataSource {
  /** The site users with these ids, in their order; undefined for one still loading or not to be had. */
  useSiteUsers(ids: readonly number[]): (User | undefined)[];
  /** The items a lookup field of the list offers; undefined while they load or when they cannot be had. */
  useLookups(siteURL: string, listID: string, field: string): LookupOption[] | undefined;
  /** A search of the organisation's directory for the typed text, without the people (and groups) already chosen. */
  usePeopleSearch(query: string, chosen: readonly ChosenPrincipal[], scope?: PeopleSearchScope): PeopleSearch;
  /** The site user id of a person of the directory, who is added to the site if they are not on it yet. */
  siteUserId(login: string): Promise<number>;
  /** An object URL of an image attachment's bytes while it is shown; undefined while loading or for no file. */
  useAttachmentImage(file: AttachmentFile | undefined): string | undefined;
  /** An attachment's bytes, to download. */
  attachmentBlob(file: AttachmentFile): Promise<Blob>;
  /** An object URL of a person's picture from the tenant's avatar source; undefined for none (initials show). */
  usePersonPhoto(person: { login?: string | null; isGroup?: boolean }): string | undefined;
}

export const FieldDataContext = createContext<FieldDataSource | null>(null);

/** The field data source of the page; a control rendered outside its provider is a mistake of the page's composition. */
export function useFieldData(): FieldDataSource {
  const source = useContext(FieldDataContext);
  if (!source)
    throw new Error(
      'A field control needs server data: render it inside <FieldDataContext.Provider> (the app shell provides apiFieldData).',
    );
  return source;
}
