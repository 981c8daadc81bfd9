import { API_PATHS, type BoardConfig, type SaveBoardResponse } from '@listboard/shared';
import { apiRequest } from './client';

/** POST /api/boards/board: saves the configuration; an empty id creates the board. */
export function saveBoardConfig(config: BoardConfig, userLogin: string): Promise<SaveBoardResponse> {
  return apiRequest(API_PATHS.boardsSave, { body: config, query: { u: userLogin } });
}
