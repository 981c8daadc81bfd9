import { useState } from 'react';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Subtitle1, Text, makeStyles, mergeClasses, tokens,
} from '@fluentui/react-components';
import { useEmbedding } from '../../../host/embedding';
import { useT } from '../../../i18n/useT';
import { ON_PHONE } from '../../../ui/media';
import { stepColumn } from '../../../ui/gestures/swipe';
import { useSwipe } from '../../../ui/gestures/useSwipe';
import { WELCOME_SLIDES, welcomeSeen, rememberWelcomeSeen } from './welcomeSlides';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(720px, 96vw)' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  image: {
    width: '100%',
    aspectRatio: '16 / 10',
    objectFit: 'cover',
    objectPosition: 'top left',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    [ON_PHONE]: { aspectRatio: '4 / 3' },
  },
  dots: { display: 'flex', justifyContent: 'center', columnGap: tokens.spacingHorizontalXS },
  dot: { minWidth: '24px', width: '24px', height: '24px', padding: 0, borderRadius: tokens.borderRadiusCircular },
  current: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', width: '100%', gap: tokens.spacingHorizontalS },
});

/**
 * The welcome slider (spec 1 section 2, spec 3 section 9): 6 slides introducing Listboard, each with a
 * picture of the product, shown once and then remembered under 'vs-kanban-welcome'. Not in an app part,
 * whose host page has a job of its own.
 */
export function WelcomeSlider() {
  const styles = useStyles();
  const t = useT();
  const embedding = useEmbedding();
  const [open, setOpen] = useState(() => embedding.mode !== 'appPart' && !welcomeSeen());
  const [index, setIndex] = useState(0);
  const swipeRef = useSwipe(open, (direction) => setIndex((i) => stepColumn(i, WELCOME_SLIDES.length, direction)));
  if (!open) return null;
  const close = () => {
    rememberWelcomeSeen();
    setOpen(false);
  };
  const slide = WELCOME_SLIDES[index];
  const title = t(slide.title);
  const last = index === WELCOME_SLIDES.length - 1;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('welcome_title')}</DialogTitle>
          <DialogContent className={styles.content} ref={swipeRef}>
            <div role="group" aria-roledescription="slide" aria-label={t('welcome_slide', { index: index + 1, count: WELCOME_SLIDES.length })}>
              <img className={styles.image} src={slide.image} alt={t('welcome_image', { title })} width={1280} height={800} />
              <Subtitle1 as="h3">{title}</Subtitle1>
              <Text as="p">{t(slide.text)}</Text>
            </div>
            <div className={styles.dots}>
              {WELCOME_SLIDES.map((s, i) => (
                <Button
                  key={s.image}
                  className={mergeClasses(styles.dot, i === index && styles.current)}
                  appearance="subtle"
                  size="small"
                  aria-label={t('welcome_slide', { index: i + 1, count: WELCOME_SLIDES.length })}
                  aria-current={i === index ? 'step' : undefined}
                  onClick={() => setIndex(i)}
                >
                  {i + 1}
                </Button>
              ))}
            </div>
          </DialogContent>
          <DialogActions className={styles.actions}>
            <Button appearance="subtle" onClick={close}>{t('welcome_skip')}</Button>
            <span>
              <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>{t('welcome_previous')}</Button>{' '}
              <Button appearance="primary" onClick={() => (last ? close() : setIndex(index + 1))}>{t(last ? 'welcome_done' : 'welcome_next')}</Button>
            </span>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
