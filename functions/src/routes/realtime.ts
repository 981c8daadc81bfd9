import { API_PATHS, boardIdSchema } from '@listboard/shared';
import { z } from 'zod';
import { userRoute } from '../http/endpoint';
import type { ApiGroup } from '../http/groupHandler';
import { negotiate } from '../services/realtimeService';

export const realtimeGroup: ApiGroup = {
  name: 'realtime',
  routes: [
    userRoute('GET', API_PATHS.realtimeNegotiate, { query: z.object({ boardID: boardIdSchema }) }, async ({ session, query }) => negotiate(session, query.boardID)),
  ],
};
