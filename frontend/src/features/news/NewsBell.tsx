import { useEffect, useId, useRef, useState } from 'react';
import { Button, CounterBadge, Popover, PopoverSurface, PopoverTrigger, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { NEWS_POPOVER_FIRST, type NewsItem, unreadCount } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { BusySpinner } from '../../ui/BusySpinner';
import { InlineAlert } from '../../ui/alerts';
import { NewsList, ShowAllNews } from './NewsList';

const useStyles = makeStyles({
  // The badge sits over the bell's corner, outside the button, so the button keeps an icon button's size.
  bellPlace: { position: 'relative', display: 'inline-flex' },
  bell: {
    minWidth: '32px',
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorBrandBackgroundHover },
    ':hover:active': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorBrandBackgroundPressed },
  },
  badge: { position: 'absolute', top: '-2px', right: '-4px', pointerEvents: 'none' },
  surface: { width: 'min(380px, calc(100vw - 24px))', display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

export interface NewsBellProps {
  news: readonly NewsItem[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Closing the popover marks all news read (spec 3 section 4). */
  onClosed(): void;
  onWhatsNew(): void;
}

/**
 * The bell in the navigation bar: the unread count as its badge and in its name ('News, 2 unread'); it
 * opens the news popover, 4 news at first and all after 'Show all' (spec 3 sections 2 and 9).
 */
export function NewsBell({ news, loading, failed, onClosed, onWhatsNew }: NewsBellProps) {
  const styles = useStyles();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  // 'Show all' leaves once pressed: the focus goes on to the first news it brought, and stays in the popover.
  useEffect(() => {
    if (showAll) (list.current?.children[NEWS_POPOVER_FIRST] as HTMLElement | undefined)?.focus();
  }, [showAll]);
  const unread = news ? unreadCount(news) : 0;
  const setOpenTo = (next: boolean) => {
    if (next === open) return;
    setOpen(next);
    if (next) return;
    setShowAll(false);
    onClosed();
  };
  return (
    <Popover open={open} onOpenChange={(_, data) => setOpenTo(data.open)} positioning="below-end" withArrow trapFocus>
      <span className={styles.bellPlace}>
        <PopoverTrigger disableButtonEnhancement>
          <Button
            className={styles.bell}
            appearance="transparent"
            icon={<AlertRegular />}
            aria-label={unread > 0 ? t('news_bell_unread', { count: unread }) : t('news_bell')}
          />
        </PopoverTrigger>
        {unread > 0 && <CounterBadge className={styles.badge} count={unread} size="small" color="danger" aria-hidden />}
      </span>
      <PopoverSurface className={styles.surface} aria-labelledby={headingId}>
        <Subtitle2 as="h2" id={headingId} className={styles.heading}>
          {t('news_heading')}
        </Subtitle2>
        {loading && <BusySpinner label={t('loading')} />}
        {failed && <InlineAlert intent="error" message={t('news_failed')} />}
        {news && <NewsList ref={list} news={news} showAll={showAll} onFollow={() => setOpenTo(false)} />}
        <div className={styles.actions}>
          {news && <ShowAllNews news={news} showAll={showAll} onShowAll={() => setShowAll(true)} />}
          <Button
            appearance="primary"
            onClick={() => {
              setOpenTo(false);
              onWhatsNew();
            }}
          >
            {t('whats_new_open')}
          </Button>
        </div>
      </PopoverSurface>
    </Popover>
  );
}
