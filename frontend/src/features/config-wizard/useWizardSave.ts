import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardConfig, User } from '@listboard/shared';
import { ApiError } from '../../api/client';
import { saveBoardConfig } from '../../api/configEndpoints';
import { queryKeys } from '../../api/queryKeys';
import { useT } from '../../i18n/useT';
import { useAlerts } from '../../ui/alerts';
import type { WizardStateHandle } from './useWizardState';
import { useTelemetry } from '../../telemetry';

export interface WizardSave {
  save: () => void;
  saving: boolean;
  /** Spec 2 section 2: the save can open the board afterwards. */
  openAfterSave: boolean;
  setOpenAfterSave: (open: boolean) => void;
}

/**
 * Saves the draft with POST /api/boards/board, on the version it was opened at. A draft with problems
 * is not sent: the problems show instead. The server checks again and may refuse (an alert says why,
 * or, when someone else saved in between, a question offers to reload; the draft stays as it is).
 */
export function useWizardSave(
  state: WizardStateHandle,
  me: User,
  onSaved: (id: string, openBoard: boolean) => void,
  onStale: () => void,
): WizardSave {
  const t = useT();
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  const telemetry = useTelemetry();
  const [openAfterSave, setOpenAfterSave] = useState(true);
  const mutation = useMutation({
    mutationFn: (config: BoardConfig) => saveBoardConfig(config, me.login, state.etag),
    onSuccess: ({ id, configEtag }, config) => {
      if (!config.id) telemetry.track('board_created', { boardId: id });
      state.markSaved({ ...config, id }, configEtag);
      void queryClient.invalidateQueries({ queryKey: queryKeys.board(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.boards });
      showAlert('success', t('wizard_saved'));
      onSaved(id, openAfterSave);
    },
    onError: (error: Error) => {
      if (error instanceof ApiError && error.code === 'stale_configuration') onStale();
      else showAlert('error', t('wizard_save_failed', { message: error.message }));
    },
  });
  const save = () => {
    state.setShowProblems(true);
    if (state.problems.length > 0) {
      showAlert('error', t('wizard_fix_problems'));
      return;
    }
    mutation.mutate(state.draft);
  };
  return { save, saving: mutation.isPending, openAfterSave, setOpenAfterSave };
}
