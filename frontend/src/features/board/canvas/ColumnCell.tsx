import { Suspense, lazy, memo, useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { rectSortingStrategy, verticalListSortingStrategy, type SortingStrategy } from '@dnd-kit/sortable';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { isWipFull, type Column } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import type { Item } from '@listboard/shared';
import { DraggableCard } from '../card/BoardCard';
import { holdsCardsAcross, useColumnSizeStyles } from '../card/cardSize';
import type { CardSettings } from '../card/cardSettings';
import { ColumnHeader } from './ColumnHeader';
import { TotalsCallout, formatTotal } from './TotalsCallout';
import { cellId, isSortableCell } from '../dnd/cells';
import { CellSortables } from '../dnd/CellSortables';
import { CHUNK_SIZE } from '../window/cardWindow';
import { useCardWindow } from '../window/useCardWindow';

// The quick add form loads when first opened: a board shows its cards without its fields' code (docs/performance.md).
const QuickAddForm = lazy(() => import('../quickAdd/QuickAddForm').then((module) => ({ default: module.QuickAddForm })));

interface ColumnCellProps {
  column: Column;
  rowIndex: number;
  columnIndex: number;
  /** The value of the cell's swimlane row ('' for the default row): a card added here gets it. */
  laneValue: string;
  /** Only the cards near the viewport are drawn (a big board; see window/cardWindow). */
  windowed: boolean;
  /** The card being dragged: its chunk stays drawn wherever it is carried. */
  heldCardId: string | null;
  /** The dragged card is over this cell: a target, or a cell at its WIP limit that refuses it. */
  dropState: 'target' | 'full' | null;
  /** The most the cards take up before they scroll inside the cell; null for no limit. */
  cardsHeight: number | null;
  settings: CardSettings;
}

// A drawn chunk's cards are near the viewport: skipped as off-screen, they would be measured at their placeholder size.
const DRAWN_WHOLE = { '& > *': { contentVisibility: 'visible' } } as const;

const useStyles = makeStyles({
  cell: {
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThick} solid transparent`,
    paddingBottom: tokens.spacingVerticalM,
  },
  // Cells out of sight (lanes further down, columns further right) skip style and layout altogether. A windowed
  // cell draws few cards, and its blocks must keep their heights for the window to follow the scroll.
  skippedOutOfSight: { contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' },
  dropTarget: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}` },
  fullTarget: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorPaletteRedBorder2}` },
  fullNote: {
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
  // In a column of cards side by side (size M) the quick add form takes the whole width.
  wholeRow: { gridColumn: '1 / -1' },
  cards: { display: 'flex', flexDirection: 'column', alignItems: 'center', rowGap: tokens.spacingVerticalS },
  placeholder: { height: '48px' },
  // A windowed cell's chunk of cards lays out its cards as the cell's card list does.
  chunk: { display: 'flex', flexDirection: 'column', alignItems: 'center', rowGap: tokens.spacingVerticalS, width: '100%', ...DRAWN_WHOLE },
  chunkAcross: { display: 'grid', rowGap: tokens.spacingVerticalS, gridColumn: '1 / -1', width: '100%', ...DRAWN_WHOLE },
});

// Cells that may not be sorted keep every card where it is while another card is dragged over them.
const keepPositions: SortingStrategy = () => null;

/** One column of one lane: a region named by the column, a drop target, and a sortable list of its cards. */
export const ColumnCell = memo(function ColumnCell({
  column,
  rowIndex,
  columnIndex,
  laneValue,
  windowed,
  heldCardId,
  dropState,
  cardsHeight,
  settings,
}: ColumnCellProps) {
  const styles = useStyles();
  const t = useT();
  const sizes = useColumnSizeStyles();
  const [adding, setAdding] = useState(false);
  const fullNoteId = useId();
  const id = cellId(rowIndex, columnIndex);
  const ids = useMemo(() => column.items.map((item) => item.uniqueID), [column.items]);
  const { cardSize, classes, dragEnabled, quickAdd } = settings;
  const across = holdsCardsAcross(cardSize);
  // Spec 1 section 4: a cell at its WIP limit hides its add button.
  const canAdd = quickAdd !== null && !isWipFull(column, column.items.length);

  const heldIndex = heldCardId === null ? -1 : ids.indexOf(heldCardId);
  const cardWindow = useCardWindow(id, ids.length, windowed, heldIndex < 0 ? null : heldIndex, settings.chunkHeights);
  // Only drawn cards are drop targets: dnd-kit measures each of them when a drag starts.
  const drawnIds = useMemo(
    () => (windowed ? cardWindow.starts.filter(cardWindow.isDrawn).flatMap((start) => ids.slice(start, start + CHUNK_SIZE)) : ids),
    [windowed, cardWindow, ids],
  );
  const draggableCards = (items: Item[]) =>
    items.map((item) => (
      <DraggableCard key={item.uniqueID} item={item} settings={settings} cellId={id} dragDisabled={!dragEnabled || !item.allowEdit} />
    ));
  const chunkClass = mergeClasses(across ? styles.chunkAcross : styles.chunk, across && sizes.cardsAcross);

  const cards = windowed
    ? cardWindow.starts.map((start) =>
        cardWindow.isDrawn(start) ? (
          <div key={start} ref={cardWindow.chunkRef(start)} className={chunkClass}>
            {draggableCards(column.items.slice(start, start + CHUNK_SIZE))}
          </div>
        ) : (
          <div
            key={start}
            ref={cardWindow.chunkRef(start)}
            className={chunkClass}
            style={{ height: `${cardWindow.placeholder(start)}px` }}
          />
        ),
      )
    : draggableCards(column.items);

  return (
    <CellDropRegion
      id={id}
      label={column.name}
      empty={ids.length === 0}
      className={mergeClasses(
        styles.cell,
        !windowed && styles.skippedOutOfSight,
        sizes.base,
        sizes[cardSize],
        dropState === 'target' && styles.dropTarget,
        dropState === 'full' && styles.fullTarget,
      )}
      describedBy={dropState === 'full' ? fullNoteId : undefined}
      share={settings.columnShares.get(column.value)}
      cardsClassName={mergeClasses(styles.cards, across && sizes.cardsAcross)}
      cardsStyle={cardsHeight === null ? undefined : { maxHeight: `${cardsHeight}px`, overflowY: 'auto' }}
      placeholderClassName={mergeClasses(classes.shell, styles.placeholder)}
      header={
        <ColumnHeader
          column={column}
          // In the header's line: a card carried over the cell covers where its cards begin, and the note moves nothing.
          note={
            dropState === 'full' ? (
              <span id={fullNoteId} className={styles.fullNote}>
                {t('wip_cell_full', { limit: column.limit ?? 0 })}
              </span>
            ) : undefined
          }
          onAdd={canAdd ? () => setAdding(true) : undefined}
          totals={
            column.hasTotals && settings.boardId ? (
              <TotalsCallout
                boardId={settings.boardId}
                rowIndex={rowIndex}
                columnIndex={columnIndex}
                label={t('totals_open', { column: column.name })}
                heading={t('totals_heading')}
                describe={(totals) =>
                  t(totals.func === 'sum' ? 'totals_sum' : 'totals_average', {
                    name: totals.name || totals.fieldName,
                    value: formatTotal(totals.value),
                    count: totals.count,
                  })
                }
              />
            ) : undefined
          }
        />
      }
    >
      {adding && canAdd && quickAdd && (
        <div className={styles.wholeRow}>
          <Suspense fallback={null}>
            <QuickAddForm
              plan={quickAdd}
              cell={{ columnValue: column.value, laneValue, items: column.items }}
              columnName={column.name}
              onClose={() => setAdding(false)}
            />
          </Suspense>
        </div>
      )}
      {cards}
      {heldCardId !== null && (
        <CellSortables
          cellId={id}
          items={drawnIds}
          strategy={
            !isSortableCell(settings.allowSorting, ids.length) ? keepPositions : across ? rectSortingStrategy : verticalListSortingStrategy
          }
          store={settings.sorting}
        />
      )}
    </CellDropRegion>
  );
});

interface CellDropRegionProps {
  id: string;
  label: string;
  /** The id of the element that describes the cell (its full note while a card hovers it). */
  describedBy?: string;
  empty: boolean;
  className: string;
  /** The cell's share of the lane's width in percent; none while it is shown alone. */
  share: number | undefined;
  cardsClassName: string;
  cardsStyle?: CSSProperties;
  placeholderClassName: string;
  header: ReactNode;
  children: ReactNode;
}

/**
 * The cell's droppable. A cell with cards is the whole region, so the pointer finds the cell it is in;
 * an empty cell is a card-sized slot where its first card would go, so arrow keys step to it just as
 * they step to cards. It re-renders whenever the drag moves over something else, so it only wraps
 * elements built by the memoised ColumnCell: React then skips them.
 */
function CellDropRegion({
  id,
  label,
  describedBy,
  empty,
  className,
  share,
  cardsClassName,
  cardsStyle,
  placeholderClassName,
  header,
  children,
}: CellDropRegionProps) {
  const { setNodeRef } = useDroppable({ id, data: { empty } });
  return (
    <div
      ref={empty ? undefined : setNodeRef}
      role="region"
      aria-label={label}
      aria-describedby={describedBy}
      className={className}
      style={share === undefined ? undefined : { flexBasis: `${share}%` }}
    >
      {header}
      <div className={cardsClassName} style={cardsStyle}>
        {children}
        {empty && <div ref={setNodeRef} className={placeholderClassName} />}
      </div>
    </div>
  );
}
