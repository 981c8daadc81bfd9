import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValue, TasksResponse } from '@listboard/shared';
import { fetchTask } from '../../../api/endpoints';
import { createItemInList } from '../../../api/itemEndpoints';
import { queryKeys } from '../../../api/queryKeys';
import { useTelemetry } from '../../../telemetry';
import { useUndo } from '../../../ui/undo/UndoProvider';
import { upsertByOrder } from '../dnd/moveCache';
import type { QuickAddPlan } from './quickAddPlan';

/**
 * Creates a card in the plan's list and puts it on the board: the page's own writes come back from the
 * live channel to nobody, so the new card is fetched and placed by its values and order.
 */
export function useCreateCard(plan: QuickAddPlan): (values: FieldValue[]) => Promise<void> {
  const queryClient = useQueryClient();
  const telemetry = useTelemetry();
  const { cardSteps } = useUndo();
  return useCallback(
    async (values: FieldValue[]) => {
      const key = queryKeys.tasks(plan.boardId);
      const { url: siteURL, listID } = plan.list;
      const { itemID } = await createItemInList(plan.boardId, listID, siteURL, values);
      telemetry.track('task_created', { boardId: plan.boardId, listId: listID, source: 'quickAdd' });
      try {
        const item = await fetchTask(plan.boardId, { siteURL, listID, itemID });
        queryClient.setQueryData<TasksResponse>(key, (data) => (data ? upsertByOrder(data, item) : data));
        cardSteps()?.created(item);
      } catch {
        // The card exists; the board shows it once reloaded.
        await queryClient.invalidateQueries({ queryKey: key });
      }
    },
    [plan, queryClient, telemetry, cardSteps],
  );
}
