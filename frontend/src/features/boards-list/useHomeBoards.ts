import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BoardFilterInfo, BoardSummary, FilterRule } from '@listboard/shared';
import { fetchBoardsFilterInfo, searchBoards } from '../../api/homeEndpoints';
import { useBoards } from '../../api/queries';
import { queryKeys } from '../../api/queryKeys';
import { ANY_TIME, type DateRangeValue } from '../../ui/DateRangePicker';
import type { Person } from '../../ui/fields/PeoplePicker';

/** What narrows the boards home: the search text (sent on Enter), the active filters and the people whose cards count. */
export interface HomeFilterState {
  searchKey: string;
  activeFilters: FilterRule[];
  people: Person[];
  /** When the boards' cards changed (the date-range picker); any time by default. */
  changed: DateRangeValue;
}

export const NO_HOME_FILTER: HomeFilterState = { searchKey: '', activeFilters: [], people: [], changed: ANY_TIME };

export const isFilteringCards = (state: HomeFilterState) =>
  state.activeFilters.length > 0 || state.people.length > 0 || state.changed.days !== null;

/** The active filters the server applies: the chosen ones, and the change range as a rule on the cards' Modified. */
function requestedRules(state: HomeFilterState): FilterRule[] {
  const days = state.changed.days;
  if (!days) return state.activeFilters;
  const changed: FilterRule = {
    name: 'Changed',
    isEnable: true,
    isPrivate: true,
    operand: 'AND',
    conditions: [
      { id: 'changed-from', field: 'Modified', operator: 'Geq', value: days.start, group: 0, block: 0, conjunction: 'AND' },
      { id: 'changed-to', field: 'Modified', operator: 'Leq', value: days.end, group: 0, block: 0, conjunction: 'AND' },
    ],
  };
  return [...state.activeFilters, changed];
}
export const isNarrowed = (state: HomeFilterState) => state.searchKey !== '' || isFilteringCards(state);

/**
 * The boards the home shows. The boards list is the base (it carries favourites and counts); a search
 * narrows it by GET /api/boards/search, and filters on cards by POST /api/boards/filterBoardsInfo, whose
 * answer also says why a board's cards could not be read.
 */
export function useHomeBoards(state: HomeFilterState) {
  const all = useBoards();
  const key = state.searchKey;
  const filtering = isFilteringCards(state);
  const request = useMemo(
    () => ({
      searchKey: key,
      filter: { activeFilters: requestedRules(state), users: state.people.flatMap((p) => (p.login ? [p.login] : [])) },
    }),
    [key, state],
  );
  const search = useQuery({
    queryKey: queryKeys.boardsSearch(key),
    queryFn: ({ signal }) => searchBoards(key, signal),
    enabled: key !== '' && !filtering,
  });
  const info = useQuery({
    queryKey: queryKeys.boardsFilterInfo(request),
    queryFn: ({ signal }) => fetchBoardsFilterInfo(request, signal),
    enabled: filtering,
  });

  const boards = useMemo((): BoardSummary[] | undefined => {
    if (!all.data) return undefined;
    if (filtering) {
      if (!info.data) return undefined;
      const byId = new Map(info.data.map((i) => [i.boardId, i]));
      return all.data.flatMap((board) => {
        const found = byId.get(board.id);
        return found && shownByFilter(found, key) ? [{ ...board, errorMessage: found.errorMessage ?? board.errorMessage }] : [];
      });
    }
    if (key) {
      if (!search.data) return undefined;
      const ids = new Set(search.data.map((b) => b.id));
      return all.data.filter((board) => ids.has(board.id));
    }
    return all.data;
  }, [all.data, filtering, info.data, key, search.data]);

  const narrowing = filtering ? info : key ? search : null;
  return {
    boards,
    isPending: all.isPending || (narrowing?.isPending ?? false),
    /** Cards are being checked across the boards (the spec's busy text while filtering). */
    checking: filtering && info.isFetching,
    error: all.error ?? narrowing?.error ?? null,
  };
}

/** A board whose cards match shows when there is no search text, or its name or description holds it. */
function shownByFilter(info: BoardFilterInfo, key: string): boolean {
  return info.matching && (key === '' || info.isNameMatching || info.isDescriptionMatching);
}
