import { useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Spinner,
  Tab,
  TabList,
  ToggleButton,
  makeStyles,
  tokens,
  useId,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { PERMISSION, type BoardResponse, type TasksResponse, type User, commentsFieldOf } from '@listboard/shared';
import { useHostNavigate } from '../../host/hostNavigation';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { OthersEditing } from './OthersEditing';
import { SaveConflictBar } from './SaveConflictBar';
import { BusySpinner } from '../../ui/BusySpinner';
import type { FieldEnvironment } from '../../ui/fields/fieldEnvironment';
import { type FormStart, forcedAssignee, formFieldsOf, initialValues, isFieldEditable } from './formModel';
import { type ItemRoute, dialogMode, itemPath, subtaskQuery } from './itemRoute';
import { useAttachments, useWatchers } from './itemQueries';
import { ItemMenu } from './ItemMenu';
import { ItemPanels, type TabValue } from './ItemPanels';
import { useConfirm } from './useConfirm';
import { useItemActions } from './useItemActions';
import { useItemDrafts } from './useItemDrafts';
import { useItemSave } from './useItemSave';
import { useItemSource } from './useItemSource';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  // On a phone the tabs scroll on their own rather than widen the dialog (German names overflow 390 px).
  tabs: { flexGrow: 1, flexShrink: 1, minWidth: 0, overflowX: 'auto', overflowY: 'hidden' },
  // One height for every tab, filled or not, so the dialog does not jump as a person moves between them; the panels scroll.
  content: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    height: 'min(640px, calc(100vh - 220px))',
    boxSizing: 'border-box',
  },
});

export interface ItemEditorProps {
  boardId: string;
  board: BoardResponse;
  tasks: TasksResponse | undefined;
  me: User | undefined;
  listID: string;
  route: ItemRoute;
  search: string;
  /** The editor decides what closing does (Esc, the Close button): it asks first about unsaved changes. */
  closeRequestRef: MutableRefObject<(() => void) | null>;
  /** Closes the dialog and returns to the board. */
  onLeave: () => void;
}

/** The item dialog's content for one route: title, tabs, the open tab's panel and the save buttons. */
export function ItemEditor({ boardId, board, tasks, me, listID, route, search, closeRequestRef, onLeave }: ItemEditorProps) {
  const styles = useStyles();
  const t = useT();
  const navigate = useHostNavigate();
  const { ask, confirmation } = useConfirm();
  const content = useRef<HTMLDivElement>(null);
  const [tab, setTab] = useState<TabValue>('0');
  const [short, setShort] = useState(false);
  const tabIds = useId('item-tab');

  const source = useItemSource(boardId, board, tasks, listID, route, search);
  const existingPlace = route.kind === 'existing' && source.siteURL ? source.place : null;
  const canCreate = board.userPermission === PERMISSION.Edit || board.userPermission === PERMISSION.EditOnlyOwn;
  const mode = dialogMode(route, route.kind === 'existing' ? Boolean(source.item?.allowEdit) : canCreate);
  const assignee = forcedAssignee(board, mode, me?.id);
  const formFields = useMemo(() => formFieldsOf(board), [board]);
  const parentName = source.parent?.name;
  const start = useMemo<FormStart | null>(() => {
    if (route.kind === 'new') {
      // One space between words whatever spaces the parent's title has: the person types right after it.
      const titlePrefix = route.parentId
        ? t('subtask_title_prefix', { parent: (parentName ?? `#${route.parentId}`).replace(/\s+/g, ' ').trim() })
        : '';
      return { kind: 'new', column: route.column, lane: route.lane, parentId: route.parentId, titlePrefix };
    }
    return source.values ? { kind: route.kind, values: source.values.values } : null;
  }, [route, source.values, parentName, t]);
  const base = useMemo(() => (start ? initialValues(board, start, assignee) : {}), [board, start, assignee]);

  const attachments = useAttachments(existingPlace);
  const watchersQuery = useWatchers(existingPlace);
  const storedWatchers = useMemo(() => (watchersQuery.data ?? []).map((w) => ({ id: w.id, name: w.name })), [watchersQuery.data]);
  const drafts = useItemDrafts(base, storedWatchers);
  const stored = attachments.data ?? [];

  const leave = onLeave;
  const guarded = async (action: () => void) => {
    if (!drafts.isDirty || (await ask(t('confirm_unsaved_changes')))) action();
  };
  // Refreshed on every render, so the dialog's Esc sees the current unsaved state.
  useEffect(() => {
    closeRequestRef.current = () => void guarded(leave);
    return () => {
      closeRequestRef.current = null;
    };
  });

  const saver = useItemSave({
    board,
    formFields,
    mode,
    route,
    place: source.place,
    etag: source.values?.etag,
    base,
    current: drafts.current,
    drafts: {
      pendingFiles: drafts.files.pending,
      onCardFile: drafts.files.onCard instanceof File ? drafts.files.onCard : null,
      storedPicture: drafts.files.onCard instanceof File ? undefined : drafts.files.onCard,
      removedFiles: drafts.files.removed,
      fileCount: stored.length - drafts.files.removed.length + drafts.files.pending.length,
      watchers: drafts.watchersChanged ? { ids: drafts.watchers.map((w) => w.id), shownIds: drafts.shownWatchers.map((w) => w.id) } : null,
    },
    onSaved: (itemId, close) => {
      // A subtask made in the full form goes back to its parent's dialog, where it was started.
      if (route.kind === 'new' && route.parentId) navigate(itemPath(boardId, listID, route.parentId), { replace: true });
      else if (close) leave();
      // A new item has its id now: its own route opens it in edit mode.
      else if (route.kind !== 'existing') navigate(itemPath(boardId, listID, itemId), { replace: true });
      else drafts.clearSaved();
    },
    onCreatedWithProblem: (itemId) => navigate(itemPath(boardId, listID, itemId), { replace: true }),
    refetchValues: source.refetchValues,
  });
  const actions = useItemActions({
    boardId,
    item: route.kind === 'existing' ? source.item : undefined,
    canClone: canCreate,
    ask,
    onRemoved: leave,
    onClone: (itemId) => void guarded(() => navigate(itemPath(boardId, listID, -itemId))),
  });

  const save = async (close: boolean) => {
    const outcome = await saver.save(close);
    if (outcome === 'invalid') setTab('0');
    // Spec 1 section 8: a failed save shows at the top of the dialog.
    if (outcome !== 'saved' && content.current) content.current.scrollTop = 0;
  };

  const title = route.kind === 'existing' ? (source.item?.name ?? t('loading')) : t('item_new_title');
  const people = useMemo(
    () => new Map([...(tasks?.users ?? []), ...(source.item?.users ?? [])].map((u) => [u.id, { name: u.name, isGroup: u.isGroup }])),
    [tasks, source.item],
  );
  const environment: FieldEnvironment = { siteURL: source.siteURL, listID, people, clock: '24h', dueDateField: board.dueDateField };
  const ready = source.siteURL !== '' && !source.isLoading && !source.error;
  const canSave = ready && (mode !== 'readOnly' || drafts.watchersChanged);

  return (
    <>
      <DialogTitle
        action={
          <Button appearance="subtle" aria-label={t('details_close')} icon={<DismissRegular />} onClick={() => void guarded(leave)} />
        }
      >
        {title}
      </DialogTitle>
      <DialogContent ref={content} className={styles.content}>
        {saver.failureMessage && <InlineAlert intent="error" message={saver.failureMessage} />}
        {saver.conflict && (
          <SaveConflictBar
            conflict={saver.conflict}
            formFields={formFields}
            base={base}
            current={drafts.current}
            onDiscardMine={() => {
              drafts.clearSaved();
              saver.dismissConflict();
            }}
          />
        )}
        {!source.siteURL ? (
          <InlineAlert intent="error" message={t('item_route_invalid')} />
        ) : source.error ? (
          <InlineAlert intent="error" message={source.error.message} />
        ) : source.isLoading ? (
          <BusySpinner label={t('loading')} />
        ) : (
          <>
            {mode === 'readOnly' && <InlineAlert intent="info" message={t('item_read_only')} />}
            {mode !== 'readOnly' && route.kind === 'existing' && <OthersEditing boardId={boardId} listID={listID} itemId={route.itemId} />}
            <div className={styles.bar}>
              <TabList
                className={styles.tabs}
                selectedValue={tab}
                onTabSelect={(_, data) => setTab(data.value as TabValue)}
                aria-label={t('tabs_label')}
              >
                <Tab id={`${tabIds}-0`} value="0">
                  {t('tab_fields')}
                </Tab>
                {board.useSubtasks && (
                  <Tab id={`${tabIds}-1`} value="1">
                    {t('tab_subtasks')}
                  </Tab>
                )}
                {commentsFieldOf(board) && (
                  <Tab id={`${tabIds}-2`} value="2">
                    {t('tab_comments')}
                  </Tab>
                )}
                <Tab id={`${tabIds}-4`} value="4">
                  {t('tab_watchers')}
                </Tab>
                {route.kind === 'existing' && (
                  <Tab id={`${tabIds}-5`} value="5">
                    {t('tab_timeline')}
                  </Tab>
                )}
              </TabList>
              {tab === '0' && (
                <ToggleButton appearance="subtle" checked={short} onClick={() => setShort(!short)}>
                  {t('short_view')}
                </ToggleButton>
              )}
              {actions && <ItemMenu {...actions} />}
            </div>
            <ItemPanels
              tab={tab}
              tabId={`${tabIds}-${tab}`}
              board={board}
              mode={mode}
              formFields={formFields}
              drafts={drafts}
              storedFiles={stored}
              errors={saver.fieldErrors}
              short={short}
              environment={environment}
              isEditable={(field) => isFieldEditable(field, mode, board, assignee)}
              place={existingPlace}
              me={me}
              ask={ask}
              onFieldEdited={saver.clearFieldError}
              onNewSubtask={() =>
                existingPlace &&
                void guarded(() => navigate(itemPath(boardId, listID, 0, subtaskQuery(board, existingPlace.itemID, drafts.current))))
              }
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {canSave && (
          <>
            <Button appearance="primary" disabled={saver.saving} onClick={() => void save(true)}>
              {t('save_and_close')}
            </Button>
            <Button
              disabled={saver.saving}
              icon={saver.saving ? <Spinner size="tiny" aria-label={t('saving')} /> : undefined}
              onClick={() => void save(false)}
            >
              {t('save')}
            </Button>
          </>
        )}
      </DialogActions>
      {confirmation}
    </>
  );
}
