import { API_PATHS, boardIdSchema, filterRuleSchema, savePrivateFiltersRequestSchema } from '@listboard/shared';
import { z } from 'zod';
import { userRoute } from './kit';
import type { ApiGroup } from '../http/groupHandler';
import { getAllFilters, getMyFilters, saveMyFilters } from '../usecases/filters/index';

const boardParams = z.object({ boardID: boardIdSchema });
const filters = z.array(filterRuleSchema);

export const filtersGroup: ApiGroup = {
  name: 'filters',
  routes: [
    userRoute(
      'GET',
      API_PATHS.filtersMy,
      { summary: "The caller's private filters of a board", query: boardParams, response: filters },
      async ({ session, query }) => getMyFilters(session, query.boardID),
    ),
    userRoute(
      'GET',
      API_PATHS.filtersAll,
      { summary: "A board's public filters and the caller's private ones", query: boardParams, response: filters },
      async ({ session, query }) => getAllFilters(session, query.boardID),
    ),
    userRoute(
      'POST',
      API_PATHS.filtersSaveMy,
      { summary: "Replaces the caller's private filters of a board", body: savePrivateFiltersRequestSchema, response: filters },
      async ({ session, body }) => saveMyFilters(session, body),
    ),
  ],
};
