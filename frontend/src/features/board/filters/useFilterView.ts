import { useMemo } from 'react';
import type { CurrentFilter } from '@listboard/shared';
import { currentBoardView, updateBoardView } from '../../../api/boardView';
import { useBoardView } from '../../../api/hooks/useBoardView';
import { clearedFilter } from '../../../ui/filters/activeFilters';

export interface FilterView {
  filter: CurrentFilter;
  /** Changes part of the current filter; the tasks query refetches by itself (the view is in its key). */
  change: (change: Partial<CurrentFilter>) => void;
  clearAll: () => void;
}

/** The board's current filter and its writers; changes are merged into the latest view, never a stale render's copy. */
export function useFilterView(boardId: string): FilterView {
  const { filter } = useBoardView(boardId);
  return useMemo(() => {
    const latest = () => currentBoardView(boardId).filter;
    return {
      filter,
      change: (change) => updateBoardView(boardId, { filter: { ...latest(), ...change } }),
      clearAll: () => updateBoardView(boardId, { filter: clearedFilter(latest()) }),
    };
  }, [boardId, filter]);
}
