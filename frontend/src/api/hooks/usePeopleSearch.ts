import { useQuery } from '@tanstack/react-query';
import type { DirectoryPerson } from '@listboard/shared';
import { searchUsers } from '../itemEndpoints';
import type { ChosenPrincipal, PeopleSearch, PeopleSearchScope } from '../../ui/fields/FieldDataSource';
import { useDebouncedValue } from '../../ui/fields/useDebouncedValue';
import { queryKeys } from '../queryKeys';

/** Spec 3 sections 5 and 9: people search starts at 3 characters, debounced 500 ms. */
export const PEOPLE_SEARCH_MIN_LENGTH = 3;
export const PEOPLE_SEARCH_DEBOUNCE_MS = 500;

const sameLogin = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function usePeopleSearch(
  query: string,
  chosen: readonly ChosenPrincipal[],
  scope: PeopleSearchScope = { groups: false },
): PeopleSearch {
  const typed = query.trim();
  const settled = useDebouncedValue(typed, PEOPLE_SEARCH_DEBOUNCE_MS);
  const enabled = settled.length >= PEOPLE_SEARCH_MIN_LENGTH;
  const search = useQuery({
    queryKey: queryKeys.peopleSearch(settled, scope.groups),
    queryFn: ({ signal }) => searchUsers(settled, scope.groups, signal),
    enabled,
    staleTime: 60_000,
  });
  if (typed.length < PEOPLE_SEARCH_MIN_LENGTH) return { status: 'idle', results: [] };
  if (!enabled || settled !== typed || search.isPending) return { status: 'searching', results: [] };
  if (search.isError) return { status: 'failed', results: [] };
  // A person is known by their id; a group by its id in a person field, by its name in a permission list.
  const isChosen = (person: DirectoryPerson) =>
    chosen.some(
      (c) =>
        (Boolean(c.isGroup) === person.isGroup && c.id === person.id) ||
        (c.login !== undefined && Boolean(c.isGroup) === person.isGroup && sameLogin(c.login, person.login)),
    );
  return { status: 'done', results: search.data.filter((person) => !isChosen(person)) };
}
