import { API_PATHS, boardIdSchema, missedEventsQuerySchema, missedEventsResponseSchema, negotiateResponseSchema } from '@listboard/shared';
import { z } from 'zod';
import { userRoute } from './kit';
import type { ApiGroup } from '../http/groupHandler';
import { missedEvents, negotiate } from '../usecases/realtime/index';

export const realtimeGroup: ApiGroup = {
  name: 'realtime',
  routes: [
    userRoute(
      'GET',
      API_PATHS.realtimeNegotiate,
      {
        summary: "A Web PubSub client URL that joins the board's live updates",
        query: z.object({ boardID: boardIdSchema }),
        response: negotiateResponseSchema,
      },
      async ({ session, query }) => negotiate(session, query.boardID),
    ),
    userRoute(
      'GET',
      API_PATHS.realtimeMissed,
      {
        summary: "The board's live events after a sequence number, while they are kept",
        query: missedEventsQuerySchema,
        response: missedEventsResponseSchema,
      },
      async ({ session, query }) => missedEvents(session, query.boardID, query.after),
    ),
  ],
};
