import { makeStyles, tokens } from '@fluentui/react-components';
import { Warning16Filled } from '@fluentui/react-icons';
import { hasWipLimit, isWipExceeded, isWipFull, type Column } from '@listboard/shared';
import { useT } from '../../i18n/useT';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} 0`,
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

/** Column title, "count / limit" (just the count without an active limit) and the WIP warning. */
export function ColumnHeader({ column }: { column: Column }) {
  const styles = useStyles();
  const t = useT();
  const count = column.items.length;
  const exceeded = isWipExceeded(column, count);
  const full = isWipFull(column, count);
  return (
    <div className={styles.root}>
      <h3 className={styles.title}>{column.name}</h3>
      {exceeded && <Warning16Filled className={styles.exceeded} aria-label={t('wip_limit_exceeded')} />}
      {full && !exceeded && <Warning16Filled className={styles.reached} aria-label={t('wip_limit_reached')} />}
      <span className={styles.counter}>{hasWipLimit(column) ? `${count} / ${column.limit}` : count}</span>
    </div>
  );
}
