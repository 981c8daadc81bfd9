import { API_PATHS, neighbourOrderParamsSchema } from '@listboard/shared';
import { userRoute } from '../http/endpoint';
import type { ApiGroup } from '../http/groupHandler';
import { neighbourOrder } from '../services/itemService';

export const siteGroup: ApiGroup = {
  name: 'site',
  routes: [
    userRoute('GET', API_PATHS.siteOrder, { query: neighbourOrderParamsSchema }, async ({ session, query }) => neighbourOrder(session, query)),
  ],
};
