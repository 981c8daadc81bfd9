import { API_PATHS, chartsRequestSchema, chartsResponseSchema } from '@listboard/shared';
import { userRoute } from './kit';
import type { ApiGroup } from '../http/groupHandler';
import { boardCharts } from '../usecases/history/index';

export const historyGroup: ApiGroup = {
  name: 'history',
  routes: [
    userRoute(
      'POST',
      API_PATHS.historyCharts,
      {
        summary:
          "The board's charts (statuses, members, completion, burndown, lead time, cumulative flow, cycle time) for the cards the filters pick, from its lists' versions; 403 without canViewCharts",
        body: chartsRequestSchema,
        response: chartsResponseSchema,
      },
      async ({ session, body }) => boardCharts(session, body),
    ),
  ],
};
