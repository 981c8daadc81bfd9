import { API_PATHS } from '@listboard/shared';
import { userRoute } from '../http/endpoint';
import type { ApiGroup } from '../http/groupHandler';
import { listBoards } from '../services/boardsService';

export const boardsGroup: ApiGroup = {
  name: 'boards',
  routes: [
    userRoute('GET', API_PATHS.boards, {}, async ({ session }) => listBoards(session)),
    // Spec 3 section 7: the team-chat board selector's list, the same boards as the boards list.
    userRoute('GET', API_PATHS.boardsTeams, {}, async ({ session }) => listBoards(session)),
  ],
};
