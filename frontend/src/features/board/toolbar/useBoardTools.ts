import { useState } from 'react';
import type { BoardResponse } from '@listboard/shared';
import { type CardSort, defaultSort } from './arrangeCards';

/** A request to collapse or expand every lane; the serial tells a repeated request from an old one. */
export interface LaneCommand {
  collapsed: boolean;
  serial: number;
}

/** The tools that only change what the page shows of the loaded board: sort, empty lanes, collapsing. */
export function useBoardTools(board: BoardResponse) {
  const [sort, setSort] = useState<CardSort>(() => defaultSort(board));
  const [hideEmptyChoice, setHideEmpty] = useState(board.swimlanes.hideEmpty);
  const [laneCommand, setLaneCommand] = useState<LaneCommand | null>(null);
  // swimlanes.hideEmpty is where the page starts; hideEmptyAll hides empty lanes for everyone, and the person cannot show them.
  const hideEmptyLocked = board.swimlanes.hideEmptyAll;
  return {
    sort,
    setSort,
    hideEmpty: hideEmptyLocked || hideEmptyChoice,
    hideEmptyLocked,
    setHideEmpty,
    laneCommand,
    collapseAll: (collapsed: boolean) => setLaneCommand((last) => ({ collapsed, serial: (last?.serial ?? 0) + 1 })),
  };
}

export type BoardTools = ReturnType<typeof useBoardTools>;
