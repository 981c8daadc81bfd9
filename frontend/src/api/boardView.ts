import { EMPTY_FILTER, VIEW_TYPE, type CurrentFilter, type TasksRequest, type ViewType, isViewType } from '@listboard/shared';

/**
 * How the page asks for a board: the parts of the tasks request the person chooses. It is part of
 * the tasks query key, so every writer of the cached board (moves, live events, quick add) works
 * on what is on screen, and switching back to an earlier view shows it at once.
 */
export interface BoardView {
  viewType: ViewType;
  /** The swimlane field picked on the page: undefined keeps the board's, null shows no lanes ('------'). */
  swimlaneField: TasksRequest['swimlaneField'];
  filter: CurrentFilter;
  /** Server-side search over titles and shown fields (spec 1 section 5: from 1 character). */
  searchKey: string;
}

const DEFAULT_VIEW: BoardView = { viewType: VIEW_TYPE.Default, swimlaneField: undefined, filter: EMPTY_FILTER, searchKey: '' };
const views = new Map<string, BoardView>();
const listeners = new Set<() => void>();

// Spec 1 section 3: the chosen view type is kept in local storage.
const viewTypeStorageKey = (boardId: string) => `listboard.viewType.${boardId}`;

function storedViewType(boardId: string): ViewType {
  try {
    const stored = Number(localStorage.getItem(viewTypeStorageKey(boardId)));
    return isViewType(stored) ? stored : VIEW_TYPE.Default;
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

/** Changes how the page asks for the board; the tasks query follows (its key holds the view). */
export function updateBoardView(boardId: string, change: Partial<BoardView>): void {
  views.set(boardId, { ...currentBoardView(boardId), ...change });
  for (const listener of listeners) listener();
}

export function setBoardViewType(boardId: string, viewType: ViewType): void {
  try {
    localStorage.setItem(viewTypeStorageKey(boardId), String(viewType));
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
  updateBoardView(boardId, { viewType });
}

/** Calls `listener` whenever a board's view changes; returns the way to stop. */
export function subscribeToBoardViews(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The view type in effect: spec 1 section 3 applies it only on boards that use subtasks.
 */
export function effectiveViewType(view: BoardView, useSubtasks: boolean): ViewType {
  return useSubtasks ? view.viewType : VIEW_TYPE.Default;
}

/**
 * Whether the page shows the board as configured: then a live card can be placed as it comes;
 * in any other view (other lanes, hidden subtasks, filtered or searched) the board reloads instead.
 */
export function isBoardOwnView(view: BoardView): boolean {
  return view.viewType === VIEW_TYPE.Default && view.swimlaneField === undefined && !narrowsCards(view);
}

/** Whether a search or a filter leaves some of the board's cards out. */
export function narrowsCards(view: BoardView): boolean {
  const { filter } = view;
  return filter.activeFilters.length > 0 || filter.users.length > 0 || filter.lists.length > 0 || view.searchKey !== '';
}

/** The view part of the task and move requests: what decides a card's lane. */
export function viewRequestOf(view: BoardView): Pick<TasksRequest, 'requestViewType' | 'swimlaneField'> {
  return view.swimlaneField === undefined
    ? { requestViewType: view.viewType }
    : { requestViewType: view.viewType, swimlaneField: view.swimlaneField };
}

/** The view part of the tasks request: the lanes, the active filters and the search. */
export function tasksRequestOf(boardID: string, view: BoardView): TasksRequest {
  return { boardID, filter: view.filter, searchKey: view.searchKey, ...viewRequestOf(view) };
}
