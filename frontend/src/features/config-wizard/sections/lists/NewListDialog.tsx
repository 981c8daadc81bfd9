import { useState } from 'react';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field as FluentField, Input,
} from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteListInfo } from '@listboard/shared';
import { createBoardList } from '../../../../api/configEndpoints';
import { queryKeys } from '../../../../api/queryKeys';
import { appLocale } from '../../../../i18n/locale';
import { useT } from '../../../../i18n/useT';
import { useAlerts } from '../../../../ui/alerts';

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
      await queryClient.invalidateQueries({ queryKey: queryKeys.siteLists(siteUrl) });
      showAlert('success', t('wizard_new_list_created', { name: list.name }));
      setTyped(null);
      onCreated(list);
    },
    onError: (error: Error) => showAlert('error', t('wizard_new_list_failed', { message: error.message })),
  });

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => { event.preventDefault(); if (title.trim()) create.mutate(); }}>
          <DialogBody>
            <DialogTitle>{t('wizard_new_list_title')}</DialogTitle>
            <DialogContent>
              <FluentField label={t('wizard_new_list_name')} required
                hint={t('wizard_new_list_hint', { columns: new Intl.ListFormat(appLocale, { type: 'conjunction' }).format(statuses) })}>
                <Input value={title} maxLength={255} onChange={(_, data) => setTyped(data.value)} />
              </FluentField>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={!title.trim() || create.isPending}>{t('wizard_new_list_create')}</Button>
              <Button onClick={onClose}>{t('wizard_cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
