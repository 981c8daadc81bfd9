import {
  API_PATHS,
  boardIdSchema,
  boardListViewsSchema,
  itemSchema,
  latestTaskQuerySchema,
  listIdSchema,
  cardOutcomesSchema,
  moveTaskRequestSchema,
  moveTasksRequestSchema,
  packTasks,
  packedTasksResponseSchema,
  saveValuesRequestSchema,
  saveValuesResponseSchema,
  taskRequestSchema,
  tasksRequestSchema,
  tasksResponseSchema,
  totalsRequestSchema,
  totalsResponseSchema,
  trialInfoRequestSchema,
  trialInfoResultSchema,
} from '@listboard/shared';
import { z } from 'zod';
import { userRoute } from './kit';
import type { ApiGroup } from '../http/groupHandler';
import { latestTask, loadTask, saveItemValues } from '../usecases/item/index';
import { boardViews, cellTotals, loadTasks, moveTask, moveTasks } from '../usecases/kanban/index';
import { sendTrialInfo } from '../usecases/license/index';

/** The ids in these paths reach storage keys: checked like the same ids in a body. */
const boardPath = z.object({ boardId: boardIdSchema });
const boardListPath = boardPath.extend({ listId: listIdSchema });

export const kanbanGroup: ApiGroup = {
  name: 'kanban',
  routes: [
    // Anyone may tell the vendor about their trial or book a demo, seat or not.
    userRoute(
      'POST',
      API_PATHS.kanbanTrialInfo,
      {
        license: 'open',
        summary: "The licence screen's trial information (or a book-a-demo request), mailed to Listboard's vendor",
        body: trialInfoRequestSchema,
        response: trialInfoResultSchema,
      },
      async ({ session, body }) => sendTrialInfo(session, body),
    ),
    userRoute(
      'POST',
      API_PATHS.kanbanTasks,
      {
        summary:
          "A board's cards laid out in columns and lanes, under the request's filters and view (packed: 2, the page's smaller shape; true, its first)",
        body: tasksRequestSchema,
        response: z.union([tasksResponseSchema, packedTasksResponseSchema]),
      },
      async ({ session, body }) => {
        const tasks = await loadTasks(session, body);
        return body.packed ? packTasks(tasks, body.packed === true ? 1 : body.packed) : tasks;
      },
    ),
    userRoute(
      'POST',
      API_PATHS.kanbanTotals,
      { summary: "A cell's or a lane's totals", body: totalsRequestSchema, response: totalsResponseSchema },
      async ({ session, body }) => cellTotals(session, body),
    ),
    userRoute(
      'POST',
      API_PATHS.kanbanMoveTask,
      { summary: 'Moves a card to a column and lane, between the named neighbours', body: moveTaskRequestSchema, response: itemSchema },
      async ({ session, body }) => moveTask(session, body),
    ),
    userRoute(
      'POST',
      API_PATHS.kanbanMoveTasks,
      {
        summary: 'Moves selected cards to a column and lane, in order at the drop, with an outcome per card',
        body: moveTasksRequestSchema,
        response: cardOutcomesSchema,
      },
      async ({ session, body }) => moveTasks(session, body),
    ),
    userRoute(
      'POST',
      API_PATHS.kanbanTask,
      { summary: 'One card as the board shows it', body: taskRequestSchema, query: boardPath, response: itemSchema },
      async ({ session, body, params }) => loadTask(session, params.boardId, body),
    ),
    userRoute(
      'GET',
      API_PATHS.kanbanLatestTask,
      {
        summary: "The newest card of one of the board's lists",
        query: latestTaskQuerySchema.extend(boardPath.shape),
        response: itemSchema,
      },
      async ({ session, query, params }) => latestTask(session, params.boardId, query.listID),
    ),
    userRoute(
      'GET',
      API_PATHS.kanbanViews,
      { summary: 'The list views the board offers as filters, per list', query: boardPath, response: z.array(boardListViewsSchema) },
      async ({ session, params }) => boardViews(session, params.boardId),
    ),
    // Quick add: the board and list come from the path, the new card's values from the body.
    userRoute(
      'POST',
      API_PATHS.kanbanCreateItem,
      {
        summary: 'Quick add: creates a card in a list of the board',
        body: saveValuesRequestSchema.pick({ siteURL: true, values: true }),
        query: boardListPath,
        response: saveValuesResponseSchema,
      },
      async ({ session, body, params }) => saveItemValues(session, { ...body, boardID: params.boardId, listID: params.listId, itemID: 0 }),
    ),
  ],
};
