import { API_PATHS, moveTaskRequestSchema, taskRequestSchema, tasksRequestSchema } from '@listboard/shared';
import { userRoute } from '../http/endpoint';
import type { ApiGroup } from '../http/groupHandler';
import { loadTask } from '../services/itemService';
import { moveTask } from '../services/moveService';
import { loadTasks } from '../services/tasksService';

export const kanbanGroup: ApiGroup = {
  name: 'kanban',
  routes: [
    userRoute('POST', API_PATHS.kanbanTasks, { body: tasksRequestSchema }, async ({ session, body }) => loadTasks(session, body)),
    userRoute('POST', API_PATHS.kanbanMoveTask, { body: moveTaskRequestSchema }, async ({ session, body }) => moveTask(session, body)),
    userRoute('POST', API_PATHS.kanbanTask, { body: taskRequestSchema }, async ({ session, body, params }) => loadTask(session, params.boardId, body)),
  ],
};
