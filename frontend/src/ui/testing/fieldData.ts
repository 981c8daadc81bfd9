import { vi } from 'vitest';
import type { DirectoryPerson, User } from '@listboard/shared';
import type { FieldDataSource, LookupOption } from '../fields/FieldDataSource';

/** The site a fake field data source answers from, in the API's shapes. */
export interface FakeSite {
  /** The site's users (GET site/user/{id}); a person of the directory who is one of them has their id. */
  users?: User[];
  /** What a search of the directory finds, whatever was typed past 3 characters. */
  directory?: DirectoryPerson[];
  /** The items every lookup field offers. */
  lookups?: LookupOption[];
  /** The object URLs of people's pictures, by sign-in name. */
  photos?: Record<string, string>;
}

/**
 * The field controls' data source over an in-memory site, for the tests of ui (which may not reach the API):
 * it answers at once, as the API would once loaded. Images show as `blob:<file name>`. Every member is a
 * spy, so a test can see what the controls asked for. The caching and debouncing of the real source are
 * tested beside it, in api/hooks.
 */
export function fakeFieldData(site: FakeSite = {}) {
  const userOf = (id: number) => site.users?.find((user) => user.id === id);
  return {
    useSiteUsers: vi.fn<FieldDataSource['useSiteUsers']>((ids) => ids.map(userOf)),
    useLookups: vi.fn<FieldDataSource['useLookups']>(() => site.lookups),
    usePeopleSearch: vi.fn<FieldDataSource['usePeopleSearch']>((query) =>
      query.trim().length < 3 ? { status: 'idle', results: [] } : { status: 'done', results: site.directory ?? [] },
    ),
    siteUserId: vi.fn<FieldDataSource['siteUserId']>(async (login) => {
      const user = site.users?.find((candidate) => candidate.login === login);
      if (!user) throw new Error(`There is no one with the sign-in name ${login} in your organisation.`);
      return user.id;
    }),
    useAttachmentImage: vi.fn<FieldDataSource['useAttachmentImage']>((file) => (file ? `blob:${file.name}` : undefined)),
    attachmentBlob: vi.fn<FieldDataSource['attachmentBlob']>(async (file) => new Blob([file.name])),
    usePersonPhoto: vi.fn<FieldDataSource['usePersonPhoto']>((person) => (person.login ? site.photos?.[person.login] : undefined)),
  } satisfies FieldDataSource;
}
