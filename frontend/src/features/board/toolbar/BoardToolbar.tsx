import { Suspense, lazy } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSortRegular, TableSimpleRegular } from '@fluentui/react-icons';
import type { BoardResponse, Field, User, ViewType } from '@listboard/shared';
import { updateBoardView } from '../../../api/boardView';
import { useBoardView } from '../../../api/hooks/useBoardView';
import { useTelemetry } from '../../../telemetry';
import { ON_PHONE } from '../../../ui/media';
import { FiltersButton } from '../filters';
import { NewCardButton } from '../canvas/NewCardButton';
import type { PdfLayout } from '../pdf';
import { useT } from '../../../i18n/useT';
import { actionsTrigger, toolButton } from './toolbarButtons';
import { ViewTypeStandIn } from './ViewTypeStandIn';
import type { ArrangeToolsProps } from './ArrangeTools';
import { sortFieldsOf } from './arrangeCards';
import { CardSearch } from './CardSearch';
import { DeferredMenu, LazyBoardActionsMenu, LazySortMenu, LazySwimlaneMenu } from './DeferredMenu';
import type { BoardTools } from './useBoardTools';

// Only boards with subtasks show it, and its dropdown is JS the others never need.
const ViewTypePicker = lazy(() => import('./ViewTypePicker').then((module) => ({ default: module.ViewTypePicker })));

const useStyles = makeStyles({
  tools: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    flexWrap: 'wrap',
    [ON_PHONE]: { columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXS },
  },
});

interface BoardToolbarProps {
  board: BoardResponse;
  boardId: string;
  viewType: ViewType;
  tools: BoardTools;
  /** The people of the loaded cards, for filtering by member. */
  users: User[];
  onNavigate: (path: string) => void;
  /** A narrow screen: sort and swimlanes move into the mobile menu. */
  mobile: boolean;
  onSavePdf: (layout: PdfLayout) => void;
  savingPdf: boolean;
}

/** The board's tools (spec 1 section 2): search, filters, sort, swimlanes, view type, the new-task button and the actions. */
export function BoardToolbar({ board, boardId, viewType, tools, users, onNavigate, mobile, onSavePdf, savingPdf }: BoardToolbarProps) {
  const styles = useStyles();
  const t = useT();
  const telemetry = useTelemetry();
  const picked = useBoardView(boardId).swimlaneField;
  const current = picked === undefined ? board.swimlanes.field : (picked?.internalName ?? null);
  const pick = (field: Field | null) =>
    updateBoardView(boardId, {
      swimlaneField:
        field?.internalName === board.swimlanes.field
          ? undefined
          : field && { internalName: field.internalName, type: field.type, isMulti: field.isMulti },
    });
  const arrange: ArrangeToolsProps = {
    board,
    sort: tools.sort,
    onSortChange: tools.setSort,
    currentLaneField: current,
    hideEmpty: tools.hideEmpty,
    hideEmptyLocked: tools.hideEmptyLocked,
    onPickLaneField: pick,
    onHideEmptyChange: tools.setHideEmpty,
    onCollapseAll: tools.collapseAll,
  };
  const actionsLabel = t(mobile ? 'actions_mobile_menu' : 'actions_menu');
  return (
    <div className={styles.tools} role="toolbar" aria-label={board.name}>
      <CardSearch boardId={boardId} />
      <FiltersButton
        board={board}
        boardId={boardId}
        users={users}
        onPanelOpened={() => telemetry.track('filter_panel_opened', { boardId })}
      />
      {!mobile && sortFieldsOf(board).length > 0 && (
        <DeferredMenu trigger={(props) => toolButton(<ArrowSortRegular />, t('sort_menu'), props)}>
          <LazySortMenu board={board} sort={tools.sort} onChange={tools.setSort} defaultOpen />
        </DeferredMenu>
      )}
      {!mobile && (
        <DeferredMenu trigger={(props) => toolButton(<TableSimpleRegular />, t('lanes_menu'), props)}>
          <LazySwimlaneMenu
            board={board}
            current={current}
            hideEmpty={tools.hideEmpty}
            hideEmptyLocked={tools.hideEmptyLocked}
            onPick={pick}
            onHideEmptyChange={tools.setHideEmpty}
            onCollapseAll={tools.collapseAll}
            defaultOpen
          />
        </DeferredMenu>
      )}
      {board.useSubtasks && (
        <Suspense fallback={<ViewTypeStandIn value={viewType} />}>
          <ViewTypePicker boardId={boardId} value={viewType} />
        </Suspense>
      )}
      <NewCardButton board={board} boardId={boardId} onNavigate={onNavigate} />
      <DeferredMenu trigger={(props) => actionsTrigger(actionsLabel, mobile, props)}>
        <LazyBoardActionsMenu
          board={board}
          boardId={boardId}
          onNavigate={onNavigate}
          onSavePdf={onSavePdf}
          savingPdf={savingPdf}
          mobileTools={mobile ? arrange : undefined}
          defaultOpen
        />
      </DeferredMenu>
    </div>
  );
}
