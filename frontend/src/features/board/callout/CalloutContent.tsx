import { Fragment, useId, useState } from 'react';
import { Spinner, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { Item } from '@listboard/shared';
import { fetchComments } from '../../../api/itemEndpoints';
import { formats } from '../../../i18n/formats';
import { useT } from '../../../i18n/useT';
import { fieldValueText } from '../../../ui/fields/fieldDisplay';
import type { CalloutSettings } from '../card/cardSettings';
import { CalloutHistory, CalloutWatchers } from './CalloutHistory';
import { queryKeys } from '../../../api/queryKeys';

/** The callout shows the latest few comments; the item dialog has them all. */
export const CALLOUT_COMMENTS = 3;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, width: '280px' },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  name: { color: tokens.colorNeutralForeground2, margin: 0 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  comments: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  meta: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  text: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

type CalloutTab = 'fields' | 'comments' | 'history' | 'watchers';

/** The card callout's modes (spec 1 section 2): fields, comments, history and watchers. */
export function CalloutContent({ item, callout }: { item: Item; callout: CalloutSettings }) {
  const styles = useStyles();
  const t = useT();
  const id = useId();
  const [tab, setTab] = useState<CalloutTab>(callout.fields.length === 0 && callout.showComments ? 'comments' : 'fields');
  return (
    <div className={styles.root}>
      <TabList size="small" selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as CalloutTab)}>
        <Tab id={`${id}-fields`} value="fields">
          {t('card_callout_fields')}
        </Tab>
        {callout.showComments && (
          <Tab id={`${id}-comments`} value="comments">
            {t('card_callout_comments')}
          </Tab>
        )}
        <Tab id={`${id}-history`} value="history">
          {t('card_callout_history')}
        </Tab>
        <Tab id={`${id}-watchers`} value="watchers">
          {t('card_callout_watchers')}
        </Tab>
      </TabList>
      <div role="tabpanel" aria-labelledby={`${id}-${tab}`}>
        {tab === 'fields' && <CalloutFields item={item} callout={callout} />}
        {tab === 'comments' && <CalloutComments item={item} callout={callout} />}
        {tab === 'history' && <CalloutHistory item={item} callout={callout} />}
        {tab === 'watchers' && <CalloutWatchers item={item} />}
      </div>
    </div>
  );
}

function CalloutFields({ item, callout }: { item: Item; callout: CalloutSettings }) {
  const styles = useStyles();
  const t = useT();
  if (callout.fields.length === 0) return <Text>{t('card_callout_no_fields')}</Text>;
  return (
    <dl className={styles.fields}>
      {callout.fields.map((def) => (
        <Fragment key={def.internalName}>
          <dt className={styles.name}>{def.name}</dt>
          <dd className={styles.value}>{fieldValueText(def.field, item.card[def.internalName]) || '—'}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The text of a rich comment; parsing as a document runs no script and loads nothing. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

function CalloutComments({ item, callout }: { item: Item; callout: CalloutSettings }) {
  const styles = useStyles();
  const t = useT();
  const { boardId } = callout;
  const { siteURL, listID, itemID, timestamp } = item.info;
  const comments = useQuery({
    queryKey: queryKeys.cardComments(boardId, item.uniqueID, timestamp),
    queryFn: ({ signal }) => fetchComments({ boardID: boardId, siteURL, listID, itemID }, CALLOUT_COMMENTS, signal),
    enabled: item.commentsCount > 0,
  });
  if (item.commentsCount === 0 || comments.data?.length === 0) return <Text>{t('card_callout_no_comments')}</Text>;
  if (comments.isError) return <Text>{comments.error.message || t('error_unexpected')}</Text>;
  if (!comments.data) return <Spinner size="tiny" label={t('loading')} />;
  return (
    <ul className={styles.comments}>
      {comments.data.map((comment) => (
        <li key={comment.id}>
          <div className={styles.meta}>{t('comment_meta', { author: comment.author.name, date: formats.dateTime(comment.created) })}</div>
          <p className={styles.text}>{callout.richComments ? plainText(comment.text) : comment.text}</p>
        </li>
      ))}
    </ul>
  );
}
