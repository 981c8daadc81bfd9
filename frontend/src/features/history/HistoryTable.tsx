import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { BoardHistoryEntry, Field } from '@listboard/shared';
import { HostLink } from '../../host/hostNavigation';
import { formats } from '../../i18n/formats';
import { useT } from '../../i18n/useT';
import { fieldValueText } from '../../ui/fields/fieldDisplay';
import { useIsMobile } from '../../ui/useIsMobile';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  changes: { margin: 0, padding: 0, listStyleType: 'none', overflowWrap: 'anywhere' },
  field: { fontWeight: tokens.fontWeightSemibold },
  cards: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  card: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, paddingBottom: tokens.spacingVerticalS, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  // The theme's link colour: the browser's own blue is unreadable on the dark themes.
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
});

function Changes({ entry, fieldsByName }: { entry: BoardHistoryEntry; fieldsByName: ReadonlyMap<string, Field> }) {
  const styles = useStyles();
  const t = useT();
  return (
    <ul className={styles.changes}>
      {Object.entries(entry.ChangeValues).map(([name, value]) => (
        <li key={name}>
          <span className={styles.field}>{name}</span>
          {`: ${fieldValueText(fieldsByName.get(name) ?? null, { t: value, v: value }) || t('history_empty_value')}`}
        </li>
      ))}
    </ul>
  );
}

/** One page of the history: when, which card (and its version), who, and what changed; on a phone, one block per change. */
export function HistoryTable({
  boardId,
  entries,
  fieldsByName,
}: {
  boardId: string;
  entries: readonly BoardHistoryEntry[];
  fieldsByName: ReadonlyMap<string, Field>;
}) {
  const styles = useStyles();
  const t = useT();
  const mobile = useIsMobile();
  const key = (entry: BoardHistoryEntry) => `${entry.UniqueID}.${entry.Version}`;
  const card = (entry: BoardHistoryEntry) => (
    <HostLink className={styles.link} to={`/kanban/${encodeURIComponent(boardId)}/${encodeURIComponent(entry.ListID)}/${entry.ItemID}`}>
      {entry.Title || `#${entry.ItemID}`}
    </HostLink>
  );
  if (mobile) {
    return (
      <ul className={styles.cards} aria-label={t('history_col_changes')}>
        {entries.map((entry) => (
          <li key={key(entry)} className={styles.card}>
            <Text weight="semibold">{card(entry)}</Text>
            <div
              className={styles.meta}
            >{`${formats.dateTime(entry.CreatedDate)} · ${entry.ModifiedBy} · ${t('history_version', { version: entry.Version })}`}</div>
            <Changes entry={entry} fieldsByName={fieldsByName} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table className={styles.table} aria-label={t('history_col_changes')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('history_col_date')}</TableHeaderCell>
          <TableHeaderCell>{t('history_col_card')}</TableHeaderCell>
          <TableHeaderCell>{t('history_col_by')}</TableHeaderCell>
          <TableHeaderCell>{t('history_col_changes')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={key(entry)}>
            <TableCell>{formats.dateTime(entry.CreatedDate)}</TableCell>
            <TableCell>
              <div>{card(entry)}</div>
              <div className={styles.meta}>{t('history_version', { version: entry.Version })}</div>
            </TableCell>
            <TableCell>{entry.ModifiedBy}</TableCell>
            <TableCell>
              <Changes entry={entry} fieldsByName={fieldsByName} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
