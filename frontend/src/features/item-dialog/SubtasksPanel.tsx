import { useState } from 'react';
import {
  Button,
  Spinner,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { type BoardResponse, type FoundItem, type Item, isDateOnlyField } from '@listboard/shared';
import { formats } from '../../i18n/formats';
import { ApiError } from '../../api/client';
import { addSubtask, saveItemValues, type ItemPlace } from '../../api/itemEndpoints';
import { queryKeys } from '../../api/queryKeys';
import { useT } from '../../i18n/useT';
import { InlineAlert, useAlerts } from '../../ui/alerts';
import { useSubtasks } from './itemQueries';
import { LinkSubtaskSearch } from './LinkSubtaskSearch';
import { type SubtaskEdit, linkProblemMessage, subtaskChanges } from './subtaskEdits';
import { SubtaskRow } from './SubtaskRow';
import { InlineSubtaskAdd } from './InlineSubtaskAdd';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalS },
  footer: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
  title: { width: '26%' },
  status: { width: '20%' },
  due: { width: '19%' },
  assignee: { width: '27%' },
  unlink: { width: '8%' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
});

interface SubtasksPanelProps {
  board: BoardResponse;
  /** The parent item; null for a new item, which has no subtasks yet. */
  place: ItemPlace | null;
  canEdit: boolean;
  ask: (message: string, alert?: boolean) => Promise<boolean>;
  onNewSubtask: () => void;
  /** The parent's values as the dialog shows them (a subtask added inline takes its column and lane). */
  parentValues: Readonly<Record<string, string>>;
}

const placeOf = (boardID: string, item: Item): ItemPlace => ({
  boardID,
  siteURL: item.info.siteURL,
  listID: item.info.listID,
  itemID: item.id,
});

/** Tab 1: the subtasks with inline status/due/assignee edits, the footer figures, linking and unlinking. */
export function SubtasksPanel({ board, place, canEdit, ask, onNewSubtask, parentValues }: SubtasksPanelProps) {
  const styles = useStyles();
  const t = useT();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const subtasks = useSubtasks(place);
  const [edits, setEdits] = useState<Record<string, SubtaskEdit>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!place || place.itemID <= 0) return <Text>{t('subtasks_after_save')}</Text>;
  if (subtasks.isPending) return <Spinner size="small" label={t('loading')} />;
  if (subtasks.isError) return <InlineAlert intent="error" message={subtasks.error.message} />;

  const { items, footer } = subtasks.data;
  const dueDateOnly = isDateOnlyField(board.fields, board.dueDateField);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.itemSubtasks(place) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.task(place.boardID, place.listID, String(place.itemID)) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.tasks(place.boardID) }),
    ]);
  const changed = items
    .map((item) => ({ item, values: subtaskChanges(board, item, edits[item.uniqueID] ?? {}) }))
    .filter((c) => c.values.length > 0);

  const run = async (work: () => Promise<unknown>, onError: (error: unknown) => void | Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      await onError(error);
    } finally {
      // Part of the work may have been done before a failure.
      await refresh();
      setBusy(false);
    }
  };
  const showFailure = (error: unknown) =>
    setFailure(error instanceof ApiError && error.code === 'wip_limit' ? t('wip_limit_error') : (error as Error).message);
  const saveRows = () =>
    run(async () => {
      for (const { item, values } of changed) await saveItemValues(placeOf(place.boardID, item), values, item.info.etag);
      setEdits({});
    }, showFailure);
  const unlink = async (item: Item) => {
    if (!board.parentlookup || !(await ask(t('are_sure_unlink')))) return;
    const parentlookup = board.parentlookup;
    await run(
      () => saveItemValues(placeOf(place.boardID, item), [{ name: parentlookup, value: '' }], item.info.etag),
      (error) => showAlert('error', (error as Error).message),
    );
  };
  const link = (found: FoundItem) =>
    run(
      () => addSubtask(place, found.id),
      async (error) => {
        const key = error instanceof ApiError ? linkProblemMessage(error.code) : null;
        await ask(key ? t(key) : (error as Error).message, true);
      },
    );

  return (
    <div className={styles.panel}>
      {failure && <InlineAlert intent="error" message={failure} />}
      {items.length === 0 ? (
        <Text>{t('subtasks_empty')}</Text>
      ) : (
        <Table aria-label={t('subtasks_table')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.title}>{t('subtask_col_title')}</TableHeaderCell>
              <TableHeaderCell className={styles.status}>{t('subtask_col_status')}</TableHeaderCell>
              {board.dueDateField && <TableHeaderCell className={styles.due}>{t('subtask_col_due')}</TableHeaderCell>}
              {board.userField && <TableHeaderCell className={styles.assignee}>{t('subtask_col_assignee')}</TableHeaderCell>}
              <TableHeaderCell className={styles.unlink}>{t('subtask_col_actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <SubtaskRow
                key={item.uniqueID}
                board={board}
                item={item}
                edit={edits[item.uniqueID] ?? {}}
                editable={canEdit && !busy}
                onEdit={(edit) => setEdits((current) => ({ ...current, [item.uniqueID]: edit }))}
                onUnlink={() => void unlink(item)}
              />
            ))}
          </TableBody>
        </Table>
      )}
      <div className={styles.footer}>
        <Text>{t('subtasks_footer_total', { count: footer.total })}</Text>
        <Text>{t('subtasks_footer_ready', { count: footer.ready })}</Text>
        <Text>{t('subtasks_footer_percent', { percent: formats.percent(footer.percentCompleted / 100) })}</Text>
        {footer.dueDate && <Text>{t('subtasks_footer_due', { date: formats.date(footer.dueDate, { utcDay: dueDateOnly }) })}</Text>}
      </div>
      {canEdit && (
        <InlineSubtaskAdd
          board={board}
          parent={place}
          parentValues={parentValues}
          disabled={busy}
          onAdd={(create) => run(create, showFailure)}
        />
      )}
      {canEdit && (
        <div className={styles.actions}>
          {items.length > 0 && (
            <Button appearance="primary" disabled={busy || changed.length === 0} onClick={() => void saveRows()}>
              {t('subtasks_save')}
            </Button>
          )}
          <Button icon={<AddRegular />} disabled={busy} onClick={onNewSubtask}>
            {t('subtask_new')}
          </Button>
          <LinkSubtaskSearch
            boardId={place.boardID}
            listID={place.listID}
            excludedIds={[place.itemID, ...items.map((item) => item.id)]}
            disabled={busy}
            onLink={(found) => void link(found)}
          />
        </div>
      )}
    </div>
  );
}
