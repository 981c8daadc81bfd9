import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { Button, Popover, PopoverSurface, PopoverTrigger, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { NEWS_POPOVER_FIRST, type NewsItem } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { BusySpinner } from '../../ui/BusySpinner';
import { InlineAlert } from '../../ui/alerts';
import { NewsList, ShowAllNews } from './NewsList';

const useStyles = makeStyles({
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

interface NewsPopoverProps extends NewsBellProps {
  /** The bell with its badge, the popover's trigger given to the bell's button. */
  bell: (trigger: (button: ReactElement) => ReactElement) => ReactElement;
}

/**
 * The news popover, open as it mounts (NewsBell draws it on the first click): 4 news at first and all after
 * 'Show all' (spec 3 sections 2 and 9).
 */
export function NewsPopover({ news, loading, failed, onClosed, onWhatsNew, bell }: NewsPopoverProps) {
  const styles = useStyles();
  const t = useT();
  const [open, setOpen] = useState(true);
  const [showAll, setShowAll] = useState(false);
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  // 'Show all' leaves once pressed: the focus goes on to the first news it brought, and stays in the popover.
  useEffect(() => {
    if (showAll) (list.current?.children[NEWS_POPOVER_FIRST] as HTMLElement | undefined)?.focus();
  }, [showAll]);
  const setOpenTo = (next: boolean) => {
    if (next === open) return;
    setOpen(next);
    if (next) return;
    setShowAll(false);
    onClosed();
  };
  return (
    <Popover open={open} onOpenChange={(_, data) => setOpenTo(data.open)} positioning="below-end" withArrow trapFocus>
      {bell((button) => (
        <PopoverTrigger disableButtonEnhancement>{button}</PopoverTrigger>
      ))}
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
