import { forwardRef } from 'react';
import { Badge, Button, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { type NewsItem, isNoNewsPlaceholder, popoverNews } from '@listboard/shared';
import { formats } from '../../i18n/formats';
import { useT } from '../../i18n/useT';
import { NewsLink } from './NewsLink';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    // All the news scroll inside the popover rather than past the window.
    maxHeight: 'min(60vh, 480px)',
    overflowY: 'auto',
  },
  item: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS, ':focus-visible': { outlineOffset: '2px' } },
  heading: { display: 'flex', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS, margin: 0 },
  date: { color: tokens.colorNeutralForeground3 },
});

/** One news item: its title (with 'New' while unread), its date, what it is about and where to read on. */
function NewsEntry({ item, onFollow }: { item: NewsItem; onFollow: () => void }) {
  const styles = useStyles();
  const t = useT();
  if (isNoNewsPlaceholder(item))
    return (
      <li className={styles.item}>
        <Text>{t('news_none')}</Text>
      </li>
    );
  // Focusable from the script only: 'Show all' hands the focus to the first news it brought.
  return (
    <li className={styles.item} tabIndex={-1}>
      <h3 className={styles.heading}>
        <Text weight="semibold">{item.title}</Text>
        {item.isNew && (
          <Badge appearance="tint" color="brand" size="small">
            {t('news_new')}
          </Badge>
        )}
      </h3>
      <Caption1 className={styles.date}>{formats.date(item.UtcCreationDate)}</Caption1>
      {item.shortDescription && <Text>{item.shortDescription}</Text>}
      {item.url && (
        <span>
          <NewsLink url={item.url} title={item.title} onFollow={onFollow} />
        </span>
      )}
    </li>
  );
}

/** The popover's news: 4 at first, every one (up to 99999) once the person asks for all (spec 3 section 9). */
export const NewsList = forwardRef<HTMLUListElement, { news: readonly NewsItem[]; showAll: boolean; onFollow: () => void }>(
  function NewsList({ news, showAll, onFollow }, ref) {
    const styles = useStyles();
    return (
      <ul className={styles.list} ref={ref}>
        {popoverNews(news, showAll).map((item) => (
          <NewsEntry key={`${item.UtcCreationDate} ${item.title}`} item={item} onFollow={onFollow} />
        ))}
      </ul>
    );
  },
);

/** 'Show all (12)' while some are left out. */
export function ShowAllNews({ news, showAll, onShowAll }: { news: readonly NewsItem[]; showAll: boolean; onShowAll: () => void }) {
  const t = useT();
  if (showAll || popoverNews(news, false).length === news.length) return null;
  return (
    <Button appearance="subtle" onClick={onShowAll}>
      {t('news_show_all', { count: news.length })}
    </Button>
  );
}
