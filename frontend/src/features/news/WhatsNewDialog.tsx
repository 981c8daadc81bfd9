import { useState } from 'react';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Subtitle1,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { type NewsItem, sliderNews } from '@listboard/shared';
import { formats } from '../../i18n/formats';
import { useT } from '../../i18n/useT';
import { SlideShow } from '../../ui/SlideShow';
import { NewsLink } from './NewsLink';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(560px, 96vw)' },
  date: { color: tokens.colorNeutralForeground3 },
  title: { margin: 0 },
  text: { margin: 0 },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  // Walking the slides belongs to them; closing is the dialog's action.
  steps: { display: 'flex', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalS },
});

/**
 * The what's-new dialog (spec 3 section 2: the news dialog is a 5-slide slider): the newest news, one
 * slide each, walked with Previous and Next, the numbered buttons, a swipe or the arrow keys.
 */
export function WhatsNewDialog({ news, onClose }: { news: readonly NewsItem[]; onClose: () => void }) {
  const styles = useStyles();
  const t = useT();
  const slides = sliderNews(news);
  const [index, setIndex] = useState(0);
  const item = slides[Math.min(index, slides.length - 1)];
  const last = index >= slides.length - 1;
  const slideLabel = (i: number) => t('whats_new_slide', { index: i + 1, count: slides.length });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('whats_new_title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {item ? (
              <SlideShow
                count={slides.length}
                index={index}
                onIndex={setIndex}
                slideLabel={slideLabel}
                roleDescription={t('whats_new_slide_role')}
              >
                <Caption1 className={styles.date}>{formats.date(item.UtcCreationDate)}</Caption1>
                <Subtitle1 as="h3" className={styles.title}>
                  {item.title}
                </Subtitle1>
                <Text as="p" className={styles.text}>
                  {item.shortDescription}
                </Text>
                {item.url && (
                  <span>
                    <NewsLink url={item.url} title={item.title} onFollow={onClose} />
                  </span>
                )}
              </SlideShow>
            ) : (
              <Text>{t('news_none')}</Text>
            )}
            {slides.length > 1 && (
              <div className={styles.steps}>
                <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>
                  {t('whats_new_previous')}
                </Button>
                <Button appearance="primary" onClick={() => (last ? onClose() : setIndex(index + 1))}>
                  {t(last ? 'whats_new_done' : 'whats_new_next')}
                </Button>
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('whats_new_close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
