import {
  API_PATHS,
  boardIdSchema,
  missedEventsQuerySchema,
  missedEventsResponseSchema,
  negotiateResponseSchema,
  presenceLeaveQuerySchema,
  presenceReportSchema,
  presenceResponseSchema,
} from '@listboard/shared';
import { z } from 'zod';
import { userRoute } from './kit';
import type { ApiGroup } from '../http/groupHandler';
import { leavePresence, missedEvents, negotiate, reportPresence } from '../usecases/realtime/index';

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
    // Who has the board open (docs/live-updates.md#presence).
    userRoute(
      'POST',
      API_PATHS.realtimePresence,
      {
        summary: "Tells that this page has the board (and a card's dialog) open; answers who has it open",
        body: presenceReportSchema,
        response: presenceResponseSchema,
      },
      async ({ session, body }) => reportPresence(session, body),
    ),
    userRoute(
      'DELETE',
      API_PATHS.realtimePresence,
      { summary: 'Tells that this page left the board', query: presenceLeaveQuerySchema, response: presenceResponseSchema },
      async ({ session, query }) => leavePresence(session, query),
    ),
  ],
};
