import { API_PATHS, type SelectedBoardsResponse, type TrashedBoard } from '@listboard/shared';
import { apiPath, apiRequest } from './client';

/** The trash bin's calls (spec 3 section 7; docs/boards-home.md#the-trash-bin). */
export function fetchTrashBin(signal?: AbortSignal): Promise<TrashedBoard[]> {
  return apiRequest(API_PATHS.boardsTrashBin, { signal });
}

export function moveToTrash(boardId: string): Promise<void> {
  return apiRequest(apiPath(API_PATHS.boardsMoveToTrash, { id: boardId }), { method: 'POST' });
}

export function restoreFromTrash(boardId: string): Promise<void> {
  return apiRequest(apiPath(API_PATHS.boardsRestoreFromTrash, { id: boardId }), { method: 'POST' });
}

export function removeForGood(boardId: string): Promise<void> {
  return apiRequest(apiPath(API_PATHS.boardsRemove, { id: boardId }), { method: 'DELETE' });
}

export function restoreSelected(boardsID: string[]): Promise<SelectedBoardsResponse> {
  return apiRequest(API_PATHS.boardsRestoreSelected, { method: 'POST', body: { boardsID } });
}

export function removeSelected(boardsID: string[]): Promise<SelectedBoardsResponse> {
  return apiRequest(API_PATHS.boardsRemoveSelected, { method: 'DELETE', body: { boardsID } });
}
