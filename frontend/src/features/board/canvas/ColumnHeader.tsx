import type { ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Add16Regular, Warning16Filled } from '@fluentui/react-icons';
import { hasWipLimit, isWipExceeded, isWipFull, type Column } from '@listboard/shared';
import { useT } from '../../../i18n/useT';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} 0`,
    // As tall as the add button, so headers with and without it line up.
    minHeight: '24px',
  },
  title: {
    flexGrow: 1,
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  counter: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
  reached: { color: tokens.colorPaletteDarkOrangeForeground1 },
  exceeded: { color: tokens.colorPaletteRedForeground1 },
});

interface ColumnHeaderProps {
  column: Column;
  /** Opens the cell's quick add form; left out when no card may be added here (the button is then hidden). */
  onAdd?: () => void;
  /** The totals button of a column with totals. */
  totals?: ReactNode;
  /** A note beside the title (the cell is full while a card is carried over it). */
  note?: ReactNode;
}

/** Column title, the add button, "count / limit" (just the count without an active limit) and the WIP warning. */
export function ColumnHeader({ column, onAdd, totals, note }: ColumnHeaderProps) {
  const styles = useStyles();
  const t = useT();
  const count = column.items.length;
  const exceeded = isWipExceeded(column, count);
  const full = isWipFull(column, count);
  return (
    <div className={styles.root}>
      <h3 className={styles.title}>{column.name}</h3>
      {note}
      {totals}
      {onAdd && (
        <Button
          appearance="subtle"
          size="small"
          icon={<Add16Regular />}
          aria-label={t('card_add_to_column', { column: column.name })}
          onClick={onAdd}
        />
      )}
      {exceeded && <Warning16Filled className={styles.exceeded} aria-label={t('wip_limit_exceeded')} />}
      {full && !exceeded && <Warning16Filled className={styles.reached} aria-label={t('wip_limit_reached')} />}
      <span className={styles.counter}>{hasWipLimit(column) ? `${count} / ${column.limit}` : count}</span>
    </div>
  );
}
