import { useSyncExternalStore } from 'react';
import { VIEW_TYPE, type ViewType, viewTypeSchema } from '@listboard/shared';

/**
 * How the page asks for a board: the parts of the tasks request the person chooses. It is part of
 * the tasks query key, so every writer of the cached board (moves, live events, quick add) works
 * on what is on screen, and switching back to an earlier view shows it at once.
 */
export interface BoardView {
  viewType: ViewType;
}

const DEFAULT_VIEW: BoardView = { viewType: VIEW_TYPE.Default };
const views = new Map<string, BoardView>();
const listeners = new Set<() => void>();

// Spec 1 section 3: the chosen view type is kept in local storage.
const viewTypeStorageKey = (boardId: string) => `listboard.viewType.${boardId}`;

function storedViewType(boardId: string): ViewType {
  try {
    const parsed = viewTypeSchema.safeParse(Number(localStorage.getItem(viewTypeStorageKey(boardId))));
    return parsed.success ? parsed.data : VIEW_TYPE.Default;
  } catch {
    return VIEW_TYPE.Default;
  }
}

export function currentBoardView(boardId: string): BoardView {
  let view = views.get(boardId);
  if (!view) {
    view = { ...DEFAULT_VIEW, viewType: storedViewType(boardId) };
    views.set(boardId, view);
  }
  return view;
}

export function setBoardViewType(boardId: string, viewType: ViewType): void {
  views.set(boardId, { ...currentBoardView(boardId), viewType });
  try {
    localStorage.setItem(viewTypeStorageKey(boardId), String(viewType));
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBoardView(boardId: string): BoardView {
  return useSyncExternalStore(subscribe, () => currentBoardView(boardId));
}

/**
 * The view type in effect: spec 1 section 3 applies it only on boards that use subtasks.
 */
export function effectiveViewType(view: BoardView, useSubtasks: boolean): ViewType {
  return useSubtasks ? view.viewType : VIEW_TYPE.Default;
}

/** The view part of the tasks, task and move requests. */
export function viewRequestOf(view: BoardView): { requestViewType: ViewType } {
  return { requestViewType: view.viewType };
}
