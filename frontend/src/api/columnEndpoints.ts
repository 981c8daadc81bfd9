import { API_PATHS, type AddColumnRequest, type AddColumnResponse } from '@listboard/shared';
import { apiRequest } from './client';

/** POST /api/boards/addColumn: a column at the end of the board's columns, as a new choice of its column field. */
export function addBoardColumn(request: AddColumnRequest): Promise<AddColumnResponse> {
  return apiRequest(API_PATHS.boardsAddColumn, { body: request });
}
