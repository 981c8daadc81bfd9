import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { platformFormUrl } from '@listboard/shared';
import { boardCard, siteOf } from '../../api/boardItems';
import { useBoard, useTasks } from '../../api/queries';
import { queryKeys } from '../../api/queryKeys';
import { openHostDialog } from '../../host/appPartFrame';
import { useHostNavigate } from '../../host/hostNavigation';
import { useT } from '../../i18n/useT';
import { BusySpinner } from '../../ui/BusySpinner';

/**
 * The item route of an app part with useOOTBForm=true: instead of Listboard's item dialog, the host page
 * opens the platform's own form for the item (its display, edit or new form); the board stays, and reads
 * its cards again when the person saved there.
 */
export function PlatformItemForm({ senderId }: { senderId: string }) {
  const t = useT();
  const { boardId = '', listID = '', itemID = '' } = useParams();
  const board = useBoard(boardId);
  const tasks = useTasks(boardId);
  const navigate = useHostNavigate();
  const queryClient = useQueryClient();
  const asked = useRef(false);
  const id = Number(itemID);

  useEffect(() => {
    if (asked.current || !board.data || (id > 0 && !tasks.data)) return;
    asked.current = true;
    const item = id > 0 ? boardCard(tasks.data, listID, id) : undefined;
    const site = item?.info.siteURL ?? siteOf(board.data, listID, window.location.search);
    const form = platformFormUrl(site, listID, id, item?.allowEdit ?? true);
    void openHostDialog(senderId, form, item?.name ?? t('app_part_new_item')).then(({ saved }) => {
      if (saved) void queryClient.invalidateQueries({ queryKey: queryKeys.allTasks(boardId) });
    });
    navigate(`/kanban/${encodeURIComponent(boardId)}`, { replace: true });
  }, [board.data, tasks.data, id, listID, boardId, senderId, navigate, queryClient, t]);

  return <BusySpinner label={t('app_part_opening_form')} />;
}
