import {
  API_PATHS, boardIdSchema, latestTaskQuerySchema, listIdSchema, moveTaskRequestSchema, saveValuesRequestSchema, taskRequestSchema, tasksRequestSchema, totalsRequestSchema,
} from '@listboard/shared';
import { z } from 'zod';
import { userRoute } from '../http/endpoint';
import type { ApiGroup } from '../http/groupHandler';
import { latestTask, loadTask } from '../services/itemService';
import { saveItemValues } from '../services/itemValuesService';
import { moveTask } from '../services/moveService';
import { loadTasks } from '../services/tasksService';
import { cellTotals } from '../services/totalsService';

/** The ids in these paths reach storage keys: checked like the same ids in a body. */
const boardPath = z.object({ boardId: boardIdSchema });
const boardListPath = boardPath.extend({ listId: listIdSchema });

export const kanbanGroup: ApiGroup = {
  name: 'kanban',
  routes: [
    userRoute('POST', API_PATHS.kanbanTasks, { body: tasksRequestSchema }, async ({ session, body }) => loadTasks(session, body)),
    userRoute('POST', API_PATHS.kanbanTotals, { body: totalsRequestSchema }, async ({ session, body }) => cellTotals(session, body)),
    userRoute('POST', API_PATHS.kanbanMoveTask, { body: moveTaskRequestSchema }, async ({ session, body }) => moveTask(session, body)),
    userRoute('POST', API_PATHS.kanbanTask, { body: taskRequestSchema, query: boardPath }, async ({ session, body, params }) => loadTask(session, params.boardId, body)),
    userRoute('GET', API_PATHS.kanbanLatestTask, { query: latestTaskQuerySchema.extend(boardPath.shape) }, async ({ session, query, params }) => latestTask(session, params.boardId, query.listID)),
    // Quick add: the board and list come from the path, the new card's values from the body.
    userRoute('POST', API_PATHS.kanbanCreateItem, { body: saveValuesRequestSchema.pick({ siteURL: true, values: true }), query: boardListPath }, async ({ session, body, params }) =>
      saveItemValues(session, { ...body, boardID: params.boardId, listID: params.listId, itemID: 0 })),
  ],
};
