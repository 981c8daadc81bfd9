import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { type BoardResponse, type HistoryEntry, cardIdOf, columnPathOf } from '@listboard/shared';
import { type ItemPlace, fetchItemHistory } from '../../api/itemEndpoints';
import { queryKeys } from '../../api/queryKeys';
import { formats } from '../../i18n/formats';
import { useT } from '../../i18n/useT';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  stay: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: tokens.spacingHorizontalM, rowGap: '2px' },
  column: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  dates: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, gridColumn: '1 / -1' },
  track: { gridColumn: '1 / -1', height: '6px', borderRadius: tokens.borderRadiusSmall, backgroundColor: tokens.colorNeutralBackground5 },
  bar: { height: '100%', borderRadius: tokens.borderRadiusSmall, backgroundColor: tokens.colorBrandBackground, minWidth: '2px' },
});

/** The versions of the history answer (newest first) as the path reads them: oldest first, with the column each set. */
function columnVersionsOf(entries: readonly HistoryEntry[], columnFieldTitle: string) {
  return [...entries]
    .reverse()
    .map((entry) =>
      columnFieldTitle in entry.ChangeValues
        ? { at: Date.parse(entry.CreatedDate), column: entry.ChangeValues[columnFieldTitle] || null }
        : { at: Date.parse(entry.CreatedDate) },
    );
}

/**
 * The card's own timeline (docs/reporting.md#the-cards-timeline): its path through the columns, each stay with
 * the time the card spent there, from its versions. A bar beside each stay shows its share of the card's life.
 */
export function TimelinePanel({ board, place }: { board: BoardResponse; place: ItemPlace }) {
  const styles = useStyles();
  const t = useT();
  const history = useQuery({
    queryKey: queryKeys.cardHistory(place.boardID, cardIdOf(place.listID, place.itemID), undefined),
    queryFn: ({ signal }) => fetchItemHistory(place, signal),
  });
  if (history.isError) return <Text role="alert">{history.error.message || t('error_unexpected')}</Text>;
  if (!history.data) return <Spinner size="tiny" label={t('loading')} />;
  const columnTitle = board.fields.find((field) => field.internalName === board.columnFieldName)?.name ?? board.columnFieldName;
  const names = new Map(board.columnDefinitions.map((column) => [column.value, column.name]));
  // The stay the card is in lasts until its versions were read.
  const path = columnPathOf(columnVersionsOf(history.data, columnTitle), history.dataUpdatedAt);
  if (path.length === 0) return <Text>{t('timeline_empty')}</Text>;
  const life = path.reduce((total, stay) => total + stay.ms, 0);
  return (
    <div className={styles.panel}>
      <Text>{t('timeline_total', { duration: formats.duration(life, 'long') })}</Text>
      <ol className={styles.list} aria-label={t('timeline_label')}>
        {path.map((stay) => {
          const column = stay.column === null ? t('timeline_no_column') : (names.get(stay.column) ?? stay.column);
          const duration = formats.duration(stay.ms, 'long');
          const from = formats.dateTime(new Date(stay.from).toISOString());
          return (
            <li key={stay.from} className={styles.stay}>
              <span className={styles.column}>{column}</span>
              <span>{stay.current ? t('timeline_so_far', { duration }) : duration}</span>
              <span className={styles.dates}>
                {stay.current
                  ? t('timeline_since', { from })
                  : t('timeline_between', { from, to: formats.dateTime(new Date(stay.to).toISOString()) })}
              </span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.bar} style={{ width: `${Math.max(1, Math.round((stay.ms / life) * 100))}%`, display: 'block' }} />
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
