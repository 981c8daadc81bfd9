import { API_PATHS, boardIdSchema, boardResponseSchema } from '@listboard/shared';
import { z } from 'zod';
import { userRoute } from './kit';
import type { ApiGroup } from '../http/groupHandler';
import { getBoard } from '../usecases/boards/index';

/** `boardID` as the spec names it; `id` is accepted too. */
const boardQuery = z
  .object({ boardID: boardIdSchema.optional(), id: boardIdSchema.optional() })
  .refine((q) => q.boardID ?? q.id, { message: 'boardID is required' });

export const boardGroup: ApiGroup = {
  name: 'board',
  routes: [
    userRoute(
      'GET',
      API_PATHS.board,
      {
        summary: "A board's configuration, its lists' fields and the caller's rights on it (boardID or id)",
        query: boardQuery,
        response: boardResponseSchema,
      },
      async ({ session, query }) => getBoard(session, (query.boardID ?? query.id) as string),
    ),
  ],
};
