import { useState, type FormEvent } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/client';
import { addBoardColumn } from '../../../api/columnEndpoints';
import { queryKeys } from '../../../api/queryKeys';
import type { Translate } from '../../../i18n/i18n';
import { useT } from '../../../i18n/useT';
import { escapeCloses } from '../../../ui/keys/escapeCloses';
import { useAddColumnStyles } from './addColumnStyles';

/** What the person reads when the column was not added: the server's reasons, in the page's language. */
function refusalText(error: unknown, name: string, t: Translate): string {
  if (!(error instanceof ApiError)) return t('error_unexpected');
  if (error.code === 'column_name_required') return t('add_column_name_required');
  if (error.code === 'column_exists') return t('add_column_exists', { name: name.trim() });
  if (error.code === 'column_field_not_choice') return t('add_column_not_choice');
  return error.message || t('error_unexpected');
}

/**
 * The name of the new column, saved as a new choice of the column field and a column of the board, which then
 * reloads. The form stays open after a refusal, with the reason under the name.
 */
export function AddColumnForm({ boardId, onClose }: { boardId: string; onClose: () => void }) {
  const styles = useAddColumnStyles();
  const t = useT();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem(t('add_column_name_required'));
      return;
    }
    setSaving(true);
    try {
      await addBoardColumn({ boardId, name });
      // The board and its cards reload; the slot is free for the next column meanwhile.
      void queryClient.invalidateQueries({ queryKey: queryKeys.board(boardId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.allTasks(boardId) });
      onClose();
    } catch (error) {
      setProblem(refusalText(error, name, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={styles.slot}
      aria-label={t('add_column')}
      onSubmit={(event) => void submit(event)}
      onKeyDown={escapeCloses(onClose, saving)}
      noValidate
    >
      <Field label={t('add_column_name')} validationMessage={problem ?? undefined} validationState={problem ? 'error' : 'none'}>
        <Input autoFocus value={name} disabled={saving} onChange={(_, data) => setName(data.value)} />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={saving}>
          {t('add_column_save')}
        </Button>
        <Button onClick={close} disabled={saving}>
          {t('add_column_cancel')}
        </Button>
      </div>
    </form>
  );
}
