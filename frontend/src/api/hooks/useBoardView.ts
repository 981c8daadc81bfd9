import { useSyncExternalStore } from 'react';
import { type BoardView, currentBoardView, subscribeToBoardViews } from '../boardView';

/** How the page asks for the board now; components re-render when the person changes it. */
export function useBoardView(boardId: string): BoardView {
  return useSyncExternalStore(subscribeToBoardViews, () => currentBoardView(boardId));
}
