import { Suspense, lazy } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { BoardResponse, Field, User, ViewType } from '@listboard/shared';
import { updateBoardView, useBoardView } from '../../../api/boardView';
import { useTelemetry } from '../../../telemetry';
import { ON_PHONE } from '../../../ui/media';
import { FiltersButton } from '../filters';
import { NewCardButton } from '../canvas/NewCardButton';
import type { PdfLayout } from '../pdf';
import { BoardActionsMenu } from './BoardActionsMenu';
import { CardSearch } from './CardSearch';
import { SortMenu } from './SortMenu';
import { SwimlaneMenu } from './SwimlaneMenu';
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
  const arrangeTools = (nested: boolean) => (
    <>
      <SortMenu board={board} sort={tools.sort} onChange={tools.setSort} nested={nested} />
      <SwimlaneMenu
        board={board}
        current={current}
        hideEmpty={tools.hideEmpty}
        hideEmptyLocked={tools.hideEmptyLocked}
        onPick={pick}
        onHideEmptyChange={tools.setHideEmpty}
        onCollapseAll={tools.collapseAll}
        nested={nested}
      />
    </>
  );
  return (
    <div className={styles.tools} role="toolbar" aria-label={board.name}>
      <CardSearch boardId={boardId} />
      <FiltersButton
        board={board}
        boardId={boardId}
        users={users}
        onPanelOpened={() => telemetry.track('filter_panel_opened', { boardId })}
      />
      {!mobile && arrangeTools(false)}
      {board.useSubtasks && (
        <Suspense fallback={null}>
          <ViewTypePicker boardId={boardId} value={viewType} />
        </Suspense>
      )}
      <NewCardButton board={board} boardId={boardId} onNavigate={onNavigate} />
      <BoardActionsMenu
        board={board}
        boardId={boardId}
        onNavigate={onNavigate}
        onSavePdf={onSavePdf}
        savingPdf={savingPdf}
        mobileTools={mobile ? arrangeTools(true) : undefined}
      />
    </div>
  );
}
