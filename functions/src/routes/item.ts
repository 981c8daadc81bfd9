import { API_PATHS, itemOrderRequestSchema } from '@listboard/shared';
import { userRoute } from '../http/endpoint';
import type { ApiGroup } from '../http/groupHandler';
import { setItemOrder } from '../services/itemService';

export const itemGroup: ApiGroup = {
  name: 'item',
  routes: [
    userRoute('POST', API_PATHS.itemOrder, { body: itemOrderRequestSchema }, async ({ session, body }) => setItemOrder(session, body)),
  ],
};
