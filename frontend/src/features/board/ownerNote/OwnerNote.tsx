import { useState } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { type BoardResponse, type ConsequenceChange, boardConsequences, consequenceSentenceKeys } from '@listboard/shared';
import { saveBoardConfig } from '../../../api/configEndpoints';
import { dismissOwnerNote } from '../../../api/ownerNoteEndpoints';
import { useMe } from '../../../api/queries';
import { queryKeys } from '../../../api/queryKeys';
import { useT } from '../../../i18n/useT';
import { useAlerts } from '../../../ui/alerts';

/**
 * The owner's first look at a new board (docs/board-page.md): one sentence on who can view it, who can change
 * its cards and who gets mail, with the one-click changes beside it and a dismiss the server remembers.
 */
export function OwnerNote({ board, boardId }: { board: BoardResponse; boardId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const me = useMe(true);
  const [busy, setBusy] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  const consequences = boardConsequences(board);
  const keys = consequenceSentenceKeys(consequences);
  const sentence = t(keys.sentence, { view: t(keys.view), edit: t(keys.edit), mail: t(keys.mail) });
  const apply = async (change: ConsequenceChange) => {
    setBusy(true);
    try {
      const { changedConfig } = await import('./ownerNoteChange');
      await saveBoardConfig(changedConfig(board, change), me.data?.login ?? '', board.configEtag);
      await queryClient.invalidateQueries({ queryKey: queryKeys.board(boardId) });
    } catch (error) {
      showAlert(
        'error',
        t('board_consequences_change_failed', { message: error instanceof Error && error.message ? error.message : t('error_unexpected') }),
      );
    } finally {
      setBusy(false);
    }
  };
  const dismiss = () => {
    setDismissed(true);
    dismissOwnerNote(boardId).catch((error: unknown) =>
      showAlert('error', error instanceof Error && error.message ? error.message : t('error_unexpected')),
    );
  };

  return (
    <MessageBar intent="info" layout="multiline" role="region" aria-label={t('board_consequences_label')}>
      <MessageBarBody>{sentence}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button appearance="transparent" icon={<DismissRegular />} aria-label={t('board_consequences_dismiss')} onClick={dismiss} />
        }
      >
        {consequences.changes.map((change) => (
          <Button key={change} disabled={busy} onClick={() => void apply(change)}>
            {t(`board_consequences_${change}`)}
          </Button>
        ))}
      </MessageBarActions>
    </MessageBar>
  );
}
