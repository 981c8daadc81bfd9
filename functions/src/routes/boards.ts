import { API_PATHS } from '@listboard/shared';
import { userRoute } from '../http/endpoint';
import type { ApiGroup } from '../http/groupHandler';
import { listBoards } from '../services/boardsService';

export const boardsGroup: ApiGroup = {
  name: 'boards',
  routes: [
    userRoute('GET', API_PATHS.boards, {}, async ({ session }) => listBoards(session)),
  ],
};
