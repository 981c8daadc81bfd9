import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteListInfo } from '@listboard/shared';
import { createBoardList } from '../../../../api/configEndpoints';
import { queryKeys } from '../../../../api/queryKeys';
import { appLocale } from '../../../../i18n/locale';
import { useT } from '../../../../i18n/useT';
import { useAlerts } from '../../../../ui/alerts';
import { NameFormDialog } from '../../../../ui/NameFormDialog';

export interface NewListDialogProps {
  open: boolean;
  siteUrl: string;
  /** The board's name, offered as the list's. */
  boardName: string;
  onClose: () => void;
  onCreated: (list: SiteListInfo) => void;
}

/**
 * Step 0's New list: a list on the chosen site with a status field whose choices, in the page's
 * language, become the board's starting columns (docs/configuration.md).
 */
export function NewListDialog({ open, siteUrl, boardName, onClose, onCreated }: NewListDialogProps) {
  const t = useT();
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState<string | null>(null);
  const title = typed ?? boardName;
  const statuses = [t('wizard_new_list_status_not_started'), t('wizard_new_list_status_in_progress'), t('wizard_new_list_status_done')];
  const create = useMutation({
    mutationFn: () => createBoardList({ url: siteUrl, title: title.trim(), statuses }),
    onSuccess: async (list) => {
      // The site's lists may still be on their first read, begun before this list existed: invalidating would only
      // wait for that read (TanStack Query restarts a running fetch only once the query has data), so it is
      // cancelled and the lists are read anew.
      const lists = queryKeys.siteLists(siteUrl);
      await queryClient.cancelQueries({ queryKey: lists });
      await queryClient.invalidateQueries({ queryKey: lists });
      showAlert('success', t('wizard_new_list_created', { name: list.name }));
      setTyped(null);
      onCreated(list);
    },
    onError: (error: Error) => showAlert('error', t('wizard_new_list_failed', { message: error.message })),
  });

  return (
    <NameFormDialog
      open={open}
      title={t('wizard_new_list_title')}
      fieldLabel={t('wizard_new_list_name')}
      hint={t('wizard_new_list_hint', { columns: new Intl.ListFormat(appLocale, { type: 'conjunction' }).format(statuses) })}
      value={title}
      onChange={setTyped}
      submitLabel={t('wizard_new_list_create')}
      busy={create.isPending}
      onSubmit={() => create.mutate()}
      onClose={onClose}
    />
  );
}
