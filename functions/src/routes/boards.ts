import {
  API_PATHS, addNewLabelRequestSchema, boardIdSchema, boardsFieldsQuerySchema, newBoardRequestSchema, saveBoardQuerySchema, saveBoardRequestSchema,
} from '@listboard/shared';
import { z } from 'zod';
import { userRoute } from '../http/endpoint';
import type { ApiGroup } from '../http/groupHandler';
import { editSettingPermission, quickCreateBoard, saveBoardConfig } from '../services/boardConfigService';
import { listBoards } from '../services/boardsService';
import { addNewLabel, boardFields } from '../services/siteSetupService';

export const boardsGroup: ApiGroup = {
  name: 'boards',
  routes: [
    userRoute('GET', API_PATHS.boards, {}, async ({ session }) => listBoards(session)),
    // Spec 3 section 7: the team-chat board selector's list, the same boards as the boards list.
    userRoute('GET', API_PATHS.boardsTeams, {}, async ({ session }) => listBoards(session)),
    userRoute('POST', API_PATHS.boardsSave, { body: saveBoardRequestSchema, query: saveBoardQuerySchema }, async ({ session, body }) => saveBoardConfig(session, body)),
    userRoute('POST', API_PATHS.boardsNew, { body: newBoardRequestSchema }, async ({ session, body }) => quickCreateBoard(session, body.name)),
    userRoute('GET', API_PATHS.boardsEditSettingPermission, { query: z.object({ id: boardIdSchema }) }, async ({ session, query }) => editSettingPermission(session, query.id)),
    userRoute('GET', API_PATHS.boardsFields, { query: boardsFieldsQuerySchema }, async ({ session, query }) => boardFields(session, query)),
    userRoute('POST', API_PATHS.boardsAddNewLabel, { body: addNewLabelRequestSchema }, async ({ session, body }) => addNewLabel(session, body)),
  ],
};
