import { useCallback, useState } from 'react';
import { Button, Subtitle1, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardSummary } from '@listboard/shared';
import { usePageInfo } from '../../api/homeEndpoints';
import { useTemplateImport } from '../../api/hooks/useTemplateImport';
import { queryKeys } from '../../api/queryKeys';
import { moveToTrash } from '../../api/trashEndpoints';
import { useHostNavigate } from '../../host/hostNavigation';
import { useT } from '../../i18n/useT';
import { InlineAlert, useAlerts } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TipCallout } from '../../ui/TipCallout';
import { TemplateImportDialog } from '../../ui/templates/TemplateImportDialog';
import { useConfirmation } from '../../ui/useConfirmation';
import { BoardSections } from './BoardSections';
import { HomeToolbar } from './HomeToolbar';
import { StarterTemplates } from './starters/StarterTemplates';
import { NO_HOME_FILTER, isNarrowed, useHomeBoards } from './useHomeBoards';
import { useFavoriteToggle, useViewType } from './useHomePreferences';
import { WelcomeSlider } from './welcome/WelcomeSlider';

const useStyles = makeStyles({
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  headingActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  page: { padding: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, minWidth: 0 },
  noMatching: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** Moves a board to the trash bin and says so; the boards list is read again either way. */
function useMoveToTrash() {
  const t = useT();
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (board: BoardSummary) => moveToTrash(board.id),
    onSuccess: (_, board) => showAlert('success', t('trash_moved', { name: board.name })),
    onError: (error) => showAlert('error', error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.boards }),
  });
}

/**
 * The boards home (spec 1 section 2): the boards the person may view as tiles or a list, favourites
 * first, narrowed by search and filters; quick create, template import and the starter templates (below
 * the boards) for those who may create boards; the trash bin; the welcome slider on a first visit.
 */
export function BoardsListPage() {
  const styles = useStyles();
  const t = useT();
  const navigate = useHostNavigate();
  const [filter, setFilter] = useState(NO_HOME_FILTER);
  // Clearing from the "no matching" state starts the toolbar afresh, its search box too.
  const [clears, setClears] = useState(0);
  const clear = () => {
    setFilter(NO_HOME_FILTER);
    setClears((n) => n + 1);
  };
  const search = useCallback((searchKey: string) => setFilter((f) => (f.searchKey === searchKey ? f : { ...f, searchKey })), []);
  const home = useHomeBoards(filter);
  const { viewType, setViewType } = useViewType();
  const toggleFavorite = useFavoriteToggle();
  const move = useMoveToTrash();
  const confirmation = useConfirmation<BoardSummary>();
  const [importing, setImporting] = useState(false);
  const openBoard = (id: string) => navigate(`/kanban/${encodeURIComponent(id)}`);
  const templateImport = useTemplateImport(openBoard);
  // Spec 2 section 6: creating a board needs the ability to create lists; the server checks it again.
  const pageInfo = usePageInfo().data;
  const canCreate = pageInfo?.currentUser.canCreateLists === true;
  // A first visit (the page info says so once) gets the favourites tip beside the boards.
  const [tipDismissed, setTipDismissed] = useState(false);

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <Title2 as="h1">{t('boards_heading')}</Title2>
        <div className={styles.headingActions}>
          <Button icon={<DeleteRegular />} onClick={() => navigate('/trashbin')}>
            {t('trash_link')}
          </Button>
          {canCreate && (
            <Button icon={<ArrowUploadRegular />} onClick={() => setImporting(true)}>
              {t('home_import')}
            </Button>
          )}
          {canCreate && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/newboard/quick')}>
              {t('boards_new_board')}
            </Button>
          )}
        </div>
      </div>
      <HomeToolbar
        key={clears}
        state={filter}
        checking={home.checking}
        onSearch={search}
        onChange={setFilter}
        viewType={viewType}
        onViewType={setViewType}
      />
      {pageInfo?.isFirstLoad && !tipDismissed && <TipCallout text={t('home_tip_favorites')} onDismiss={() => setTipDismissed(true)} />}
      {home.isPending && <BusySpinner label={isNarrowed(filter) ? t('home_filters_checking') : t('loading')} />}
      {home.error && <InlineAlert intent="error" message={home.error.message} />}
      {home.boards?.length === 0 && !isNarrowed(filter) && <Text>{t('boards_empty')}</Text>}
      {home.boards?.length === 0 && isNarrowed(filter) && (
        <div className={styles.noMatching} role="status">
          <Subtitle1 as="p">{t('home_no_matching')}</Subtitle1>
          <Button onClick={clear}>{t('home_filters_clear')}</Button>
        </div>
      )}
      {home.boards && home.boards.length > 0 && (
        <BoardSections boards={home.boards} viewType={viewType} onToggleFavorite={toggleFavorite} onMoveToTrash={confirmation.ask} />
      )}
      {canCreate && <StarterTemplates onImported={openBoard} />}
      <ConfirmDialog
        open={confirmation.open}
        title={t('trash_title_move')}
        text={confirmation.asked ? t('are_sure_move_to_trash_bin', { name: confirmation.asked.name }) : ''}
        confirmLabel={t('trash_move')}
        cancelLabel={t('trash_cancel')}
        onConfirm={() => {
          const board = confirmation.answer();
          if (board) move.mutate(board);
        }}
        onCancel={() => confirmation.answer()}
      />
      {importing && <TemplateImportDialog onClose={() => setImporting(false)} create={templateImport} />}
      <WelcomeSlider />
    </div>
  );
}
