import { API_PATHS } from '@listboard/shared';
import { apiPath, apiRequest } from './client';

/** POST /api/boards/dismissOwnerNote/{id}: the board's note on who it reaches stays away for the signed-in person. */
export function dismissOwnerNote(boardId: string): Promise<void> {
  return apiRequest(apiPath(API_PATHS.boardsDismissOwnerNote, { id: boardId }), { method: 'POST' });
}
