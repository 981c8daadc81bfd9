import { API_PATHS, boardIdSchema, savePrivateFiltersRequestSchema } from '@listboard/shared';
import { z } from 'zod';
import { userRoute } from '../http/endpoint';
import type { ApiGroup } from '../http/groupHandler';
import { getAllFilters, getMyFilters, saveMyFilters } from '../services/filtersService';

const boardParams = z.object({ boardID: boardIdSchema });

export const filtersGroup: ApiGroup = {
  name: 'filters',
  routes: [
    userRoute('GET', API_PATHS.filtersMy, { query: boardParams }, async ({ session, query }) => getMyFilters(session, query.boardID)),
    userRoute('GET', API_PATHS.filtersAll, { query: boardParams }, async ({ session, query }) => getAllFilters(session, query.boardID)),
    userRoute('POST', API_PATHS.filtersSaveMy, { body: savePrivateFiltersRequestSchema }, async ({ session, body }) => saveMyFilters(session, body)),
  ],
};
