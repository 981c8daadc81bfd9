import { Button, Checkbox, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, DeleteDismissRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import type { TrashedBoard } from '@listboard/shared';
import { useTrashBin } from '../../api/queries';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useConfirmation } from '../../ui/useConfirmation';
import { TrashTile } from './TrashTile';
import { type PendingAction, useTrashActions } from './useTrashActions';

const useStyles = makeStyles({
  page: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalL,
    '@media (max-width: 480px)': { padding: tokens.spacingHorizontalM },
  },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
});

/** The confirmation of an action: the spec's question for one board or for the selection. */
function question(t: ReturnType<typeof useT>, { kind, boards }: PendingAction): { title: string; text: string; confirm: string } {
  const single = boards.length === 1;
  if (kind === 'restore') {
    return {
      title: t('trash_title_restore'),
      text: single
        ? t('are_sure_restore_from_trash_bin', { name: boards[0].name })
        : t('are_sure_restore_selected_from_trash_bin', { count: boards.length }),
      confirm: t('trash_restore'),
    };
  }
  return {
    title: t('trash_title_remove'),
    text: single
      ? t('are_sure_remove_permanently', { name: boards[0].name })
      : t('are_sure_remove_selected_permanently', { count: boards.length }),
    confirm: t('trash_remove'),
  };
}

/**
 * Spec 3 section 2, /trashbin: the boards in the trash bin as tiles, each selectable or all at once,
 * restored or removed for good alone or as a selection, each action confirmed first.
 */
export function TrashBinPage() {
  const styles = useStyles();
  const t = useT();
  const trash = useTrashBin();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const confirmation = useConfirmation<PendingAction>();
  const act = useTrashActions(() => setSelectedIds(new Set()));
  const boards = useMemo(() => trash.data ?? [], [trash.data]);
  // Boards that left the trash bin meanwhile (restored elsewhere) leave the selection too.
  const selected = boards.filter((board) => selectedIds.has(board.id));
  const allSelected = boards.length > 0 && selected.length === boards.length;

  const select = (board: TrashedBoard, on: boolean) =>
    setSelectedIds((ids) => {
      const next = new Set(ids);
      if (on) next.add(board.id);
      else next.delete(board.id);
      return next;
    });
  const shown = confirmation.asked && question(t, confirmation.asked);

  return (
    <div className={styles.page}>
      <Title2 as="h1">{t('trash_heading')}</Title2>
      <Text>{t('trash_intro')}</Text>
      {trash.isPending && <BusySpinner label={t('loading')} />}
      {trash.isError && <InlineAlert intent="error" message={trash.error.message} />}
      {trash.data?.length === 0 && <Text>{t('trash_empty')}</Text>}
      {boards.length > 0 && (
        <div className={styles.toolbar} role="toolbar" aria-label={t('trash_heading')}>
          <Checkbox
            checked={allSelected ? true : selected.length > 0 ? 'mixed' : false}
            onChange={() => setSelectedIds(allSelected ? new Set() : new Set(boards.map((board) => board.id)))}
            label={t('trash_select_all')}
          />
          <Text aria-live="polite">{t('trash_selected', { count: selected.length })}</Text>
          <Button
            icon={<ArrowUndoRegular />}
            disabled={selected.length === 0 || act.isPending}
            onClick={() => confirmation.ask({ kind: 'restore', boards: selected })}
          >
            {t('trash_restore_selected')}
          </Button>
          <Button
            icon={<DeleteDismissRegular />}
            disabled={selected.length === 0 || act.isPending}
            onClick={() => confirmation.ask({ kind: 'remove', boards: selected })}
          >
            {t('trash_remove_selected')}
          </Button>
          {act.isPending && <BusySpinner label={t('loading')} />}
        </div>
      )}
      {boards.length > 0 && (
        <ul className={styles.tiles}>
          {boards.map((board) => (
            <li key={board.id}>
              <TrashTile
                board={board}
                selected={selectedIds.has(board.id)}
                onSelect={(on) => select(board, on)}
                onRestore={() => confirmation.ask({ kind: 'restore', boards: [board] })}
                onRemove={() => confirmation.ask({ kind: 'remove', boards: [board] })}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirmation.open}
        title={shown?.title ?? ''}
        text={shown?.text ?? ''}
        confirmLabel={shown?.confirm ?? ''}
        cancelLabel={t('trash_cancel')}
        onConfirm={() => {
          const action = confirmation.answer();
          if (action) act.mutate(action);
        }}
        onCancel={() => confirmation.answer()}
      />
    </div>
  );
}
