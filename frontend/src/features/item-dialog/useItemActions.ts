import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import type { Item } from '@listboard/shared';
import { removeItem } from '../../api/itemEndpoints';
import { queryKeys } from '../../api/queryKeys';
import { withHostQuery } from '../../host/hostQuery';
import { useT } from '../../i18n/useT';
import { useAlerts } from '../../ui/alerts';
import { useUndo } from '../../ui/undo/UndoProvider';
import { type ItemForm, itemPath } from './itemRoute';

interface ItemActionsOptions {
  boardId: string;
  /** The opened item; the menu exists only for an item that exists. */
  item: Item | undefined;
  canClone: boolean;
  ask: (message: string) => Promise<boolean>;
  onRemoved: () => void;
  onClone: (itemId: number) => void;
}

/** The menu's actions: the list's edit and view forms, remove after confirm_delete_task, copy the task link (the page URL), clone. */
export function useItemActions({ boardId, item, canClone, ask, onRemoved, onClone }: ItemActionsOptions) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const { search } = useLocation();
  const { cardSteps } = useUndo();
  if (!item) return null;

  const remove = async () => {
    if (!(await ask(t('confirm_delete_task')))) return;
    try {
      const { restoreToken } = await removeItem(boardId, item.info);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks(boardId) });
      if (restoreToken) cardSteps()?.deleted(item, restoreToken);
      onRemoved();
    } catch (error) {
      showAlert('error', (error as Error).message);
    }
  };

  // Spec 1 section 2: a task link is the page URL plus the list and item ids, with the host's page parameters.
  const linkTo = (query: Record<string, string> = {}) => {
    const target = withHostQuery(itemPath(boardId, item.info.listID, item.id, query), search);
    return `${window.location.origin}${target.pathname}${target.search}`;
  };
  const copyLink = () => {
    const link = linkTo();
    navigator.clipboard.writeText(link).then(
      () => showAlert('success', t('link_copied')),
      () => showAlert('warning', t('link_copy_failed', { link })),
    );
  };

  return {
    canRemove: item.allowEdit,
    canClone,
    onRemove: () => void remove(),
    onCopyLink: copyLink,
    onClone: () => onClone(item.id),
    onOpenForm: (form: ItemForm) => window.open(linkTo({ form }), '_blank', 'noopener'),
    canEditForm: item.allowEdit,
  };
}
