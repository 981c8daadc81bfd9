import { useQuery } from '@tanstack/react-query';
import type { DirectoryPerson } from '@listboard/shared';
import { searchUsers } from '../itemEndpoints';
import type { PeopleSearch } from '../../ui/fields/FieldDataSource';
import { useDebouncedValue } from '../../ui/fields/useDebouncedValue';
import { queryKeys } from '../queryKeys';

/** Spec 3 sections 5 and 9: people search starts at 3 characters, debounced 500 ms. */
export const PEOPLE_SEARCH_MIN_LENGTH = 3;
export const PEOPLE_SEARCH_DEBOUNCE_MS = 500;

const sameLogin = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function usePeopleSearch(query: string, chosen: readonly { id: number; login?: string }[]): PeopleSearch {
  const typed = query.trim();
  const settled = useDebouncedValue(typed, PEOPLE_SEARCH_DEBOUNCE_MS);
  const enabled = settled.length >= PEOPLE_SEARCH_MIN_LENGTH;
  const search = useQuery({
    queryKey: queryKeys.peopleSearch(settled),
    queryFn: ({ signal }) => searchUsers(settled, signal),
    enabled,
    staleTime: 60_000,
  });
  if (typed.length < PEOPLE_SEARCH_MIN_LENGTH) return { status: 'idle', results: [] };
  if (!enabled || settled !== typed || search.isPending) return { status: 'searching', results: [] };
  if (search.isError) return { status: 'failed', results: [] };
  const isChosen = (person: DirectoryPerson) =>
    chosen.some((c) => c.id === person.id || (c.login !== undefined && sameLogin(c.login, person.login)));
  return { status: 'done', results: search.data.filter((person) => !isChosen(person)) };
}
