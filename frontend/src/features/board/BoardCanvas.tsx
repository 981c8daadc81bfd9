import { memo, useMemo } from 'react';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { makeStyles, tokens } from '@fluentui/react-components';
import { PERMISSION, type BoardResponse, type Item, type TasksResponse } from '@listboard/shared';
import { useCardClasses } from './cardClasses';
import { CardView } from './CardView';
import type { CardSettings } from './ColumnCell';
import { parseCellId } from './dnd/cells';
import { useBoardDnd } from './dnd/useBoardDnd';
import { countCards, hasSwimlanes, laneTitle } from './lanes';
import { SwimlaneRow } from './SwimlaneRow';

interface BoardCanvasProps {
  board: BoardResponse;
  tasks: TasksResponse;
  boardId: string;
  onOpenCard?: (item: Item) => void;
}

/**
 * Up to this many cards every lane is sortable from the start; bigger boards start with the first lane
 * only and activate the others as they come near the viewport (see SwimlaneRow).
 */
const EAGER_CARD_LIMIT = 600;

const useStyles = makeStyles({
  board: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalL,
    overflowX: 'auto',
    paddingBottom: tokens.spacingVerticalL,
  },
});

/** The board's lanes and columns inside one drag-and-drop context. */
export const BoardCanvas = memo(function BoardCanvas({ board, tasks, boardId, onOpenCard }: BoardCanvasProps) {
  const styles = useStyles();
  const classes = useCardClasses(board.cardSize);
  const { drag, contextProps } = useBoardDnd(board, boardId);
  const withLanes = hasSwimlanes(board);
  const lazyLanes = useMemo(() => countCards(tasks) > EAGER_CARD_LIMIT, [tasks]);
  const readOnly = board.userPermission === PERMISSION.NoAccess || board.userPermission === PERMISSION.ViewOnly;
  const settings = useMemo<CardSettings>(
    () => ({ cardSize: board.cardSize, classes, allowSorting: board.allowSorting, dragEnabled: !board.disableDragDrop && !readOnly, onOpenCard }),
    [board.cardSize, classes, board.allowSorting, board.disableDragDrop, readOnly, onOpenCard],
  );
  const dropCell = parseCellId(drag?.overCellId);

  return (
    <DndContext {...contextProps}>
      <div className={styles.board}>
        {tasks.rows.map((row, rowIndex) => (
          <SwimlaneRow
            key={`${rowIndex}:${row.value}`}
            row={row}
            rowIndex={rowIndex}
            title={withLanes ? laneTitle(row, board) : board.name}
            showHeader={withLanes}
            startsActive={!lazyLanes || rowIndex === 0}
            holdsActiveCard={drag?.rowIndex === rowIndex}
            dropColumnIndex={dropCell?.rowIndex === rowIndex ? dropCell.columnIndex : null}
            settings={settings}
          />
        ))}
      </div>
      <DragOverlay>
        {drag ? (
          <div className={classes.overlayFrame}>
            <CardView item={drag.item} classes={classes} overlay />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
});
