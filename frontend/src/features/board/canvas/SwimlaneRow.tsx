import { memo, useEffect, useState, type ReactNode } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { Row } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import type { CardSettings } from '../card/cardSettings';
import { ColumnCell } from './ColumnCell';
import { columnsMinWidth } from '../card/cardSize';
import { countRowCards } from './lanes';
import { TotalsCallout, formatTotal } from './TotalsCallout';
import type { LaneCommand } from '../toolbar/useBoardTools';

interface SwimlaneRowProps {
  row: Row;
  rowIndex: number;
  /** The lane name; on a board without swimlanes, the board name (the row then has no header). */
  title: string;
  showHeader: boolean;
  /** Only the cards near the viewport are drawn (a big board; see window/cardWindow). */
  windowed: boolean;
  /** The card being dragged, if any: it stays drawn wherever it is carried. */
  heldCardId: string | null;
  /** The column of this lane the dragged card is over, if any. */
  dropColumnIndex: number | null;
  /** The cell the dragged card is over is at its WIP limit. */
  dropRefused: boolean;
  settings: CardSettings;
  laneCommand?: LaneCommand | null;
  /** An empty lane starts closed; not on a new board, whose lanes are all empty (see emptyLanesOf). */
  collapseWhenEmpty: boolean;
  /** Spec 1 section 4: the lane header offers the row total (when the swimlanes calculate totals). */
  showRowTotal: boolean;
  /** On mobile only this column of the lane shows; null shows them all. */
  visibleColumn: number | null;
  /** The PDF export shows every lane open, whatever the person collapsed. */
  expandAll: boolean;
  /** The most a cell's cards take up before they scroll inside it (swimlanes.height); null for no limit. */
  cardsHeight: number | null;
  /** Shown after the lane's last column (the board's Add column). */
  afterColumns?: ReactNode;
}

const useStyles = makeStyles({
  lane: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  header: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, margin: 0 },
  count: { color: tokens.colorNeutralForeground2 },
  cells: { display: 'flex', alignItems: 'flex-start', columnGap: tokens.spacingHorizontalS },
});

/**
 * A swimlane row. Spec 1 section 4: rows activate lazily when scrolled into view and collapsed rows
 * stay inactive. Here a collapsed row draws no cards, and on a big board each cell draws (and makes
 * sortable) only its cards near the viewport, because dnd-kit measures every sortable when a drag starts.
 */
export const SwimlaneRow = memo(function SwimlaneRow(props: SwimlaneRowProps) {
  const {
    row,
    rowIndex,
    title,
    showHeader,
    windowed,
    heldCardId,
    dropColumnIndex,
    dropRefused,
    settings,
    laneCommand,
    collapseWhenEmpty,
    showRowTotal,
    visibleColumn,
    expandAll,
    cardsHeight,
    afterColumns,
  } = props;
  const styles = useStyles();
  const t = useT();
  // Spec 1 section 4: rows are collapsed by default (when configured so) or when empty.
  const [collapsedByPerson, setCollapsed] = useState(
    showHeader && (row.isCollapsedByDefault || (collapseWhenEmpty && countRowCards(row) === 0)),
  );
  const collapsed = collapsedByPerson && !expandAll;
  useEffect(() => {
    if (laneCommand && showHeader) setCollapsed(laneCommand.collapsed);
  }, [laneCommand, showHeader]);
  const cardCount = countRowCards(row);

  return (
    <section role="region" aria-label={title} className={styles.lane}>
      {showHeader && (
        <h2 className={styles.header}>
          <Button
            appearance="subtle"
            icon={collapsed ? <ChevronRightRegular /> : <ChevronDownRegular />}
            aria-expanded={!collapsed}
            aria-label={t(collapsed ? 'lane_expand' : 'lane_collapse', { lane: title })}
            onClick={() => setCollapsed((value) => !value)}
          >
            {title}
          </Button>
          <Text className={styles.count} size={200}>
            {cardCount === 1 ? t('lane_one_card') : t('lane_card_count', { count: cardCount })}
          </Text>
          {showRowTotal && settings.boardId && (
            <TotalsCallout
              boardId={settings.boardId}
              rowIndex={rowIndex}
              label={t('row_total_open', { lane: title })}
              heading={t('row_total_heading')}
              describe={(totals) => t('row_total_value', { value: formatTotal(totals.value), count: totals.count })}
            />
          )}
        </h2>
      )}
      {!collapsed && (
        <div
          className={styles.cells}
          style={{ minWidth: visibleColumn === null ? columnsMinWidth(settings.cardSize, row.columns.length) : undefined }}
        >
          {row.columns.map((column, columnIndex) =>
            visibleColumn !== null && visibleColumn !== columnIndex ? null : (
              <ColumnCell
                key={column.value}
                column={column}
                rowIndex={rowIndex}
                columnIndex={columnIndex}
                laneValue={row.value}
                windowed={windowed}
                heldCardId={heldCardId}
                dropState={dropColumnIndex !== columnIndex ? null : dropRefused ? 'full' : 'target'}
                cardsHeight={cardsHeight}
                settings={settings}
              />
            ),
          )}
          {afterColumns}
        </div>
      )}
    </section>
  );
});
