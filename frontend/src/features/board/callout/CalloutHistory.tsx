import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { Item } from '@listboard/shared';
import { fetchItemHistory } from '../../../api/itemEndpoints';
import { formats } from '../../../i18n/formats';
import { useT } from '../../../i18n/useT';
import { queryKeys } from '../../../api/queryKeys';
import { fieldValueText } from '../../../ui/fields/fieldDisplay';
import type { CalloutSettings } from '../card/cardSettings';

/** The callout shows the latest few versions; the history report has them all. */
export const CALLOUT_VERSIONS = 5;

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  meta: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  change: { margin: 0, overflowWrap: 'anywhere' },
});

/** The card's latest versions: who changed what, and when. */
export function CalloutHistory({ item, callout }: { item: Item; callout: CalloutSettings }) {
  const styles = useStyles();
  const t = useT();
  const { boardId, fieldsByName } = callout;
  const { siteURL, listID, itemID, timestamp } = item.info;
  const history = useQuery({
    queryKey: queryKeys.cardHistory(boardId, item.uniqueID, timestamp),
    queryFn: ({ signal }) => fetchItemHistory({ boardID: boardId, siteURL, listID, itemID }, signal),
  });
  if (history.isError) return <Text>{history.error.message || t('error_unexpected')}</Text>;
  if (!history.data) return <Spinner size="tiny" label={t('loading')} />;
  if (history.data.length === 0) return <Text>{t('card_callout_no_history')}</Text>;
  return (
    <ul className={styles.list}>
      {history.data.slice(0, CALLOUT_VERSIONS).map((entry) => (
        <li key={entry.Version}>
          <div className={styles.meta}>{t('comment_meta', { author: entry.ModifiedBy, date: formats.dateTime(entry.CreatedDate) })}</div>
          {Object.entries(entry.ChangeValues).map(([field, value]) => (
            <p
              key={field}
              className={styles.change}
            >{`${field}: ${fieldValueText(fieldsByName.get(field) ?? null, { t: value, v: value }) || '—'}`}</p>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** Who watches the card. */
export function CalloutWatchers({ item }: { item: Item }) {
  const styles = useStyles();
  const t = useT();
  if (item.watchers.length === 0) return <Text>{t('card_callout_no_watchers')}</Text>;
  return (
    <ul className={styles.list}>
      {item.watchers.map((watcher) => (
        <li key={watcher.id}>{watcher.name}</li>
      ))}
    </ul>
  );
}
