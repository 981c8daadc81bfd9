import { useState } from 'react';
import {
  Button,
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
import { useEmbedding } from '../../../host/embedding';
import { useT } from '../../../i18n/useT';
import { SlideShow } from '../../../ui/SlideShow';
import { WELCOME_SLIDES, welcomeSeen, rememberWelcomeSeen } from './welcomeSlides';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(720px, 96vw)' },
  image: {
    // The width and height attributes reserve the space before it loads; the height follows the width.
    width: '100%',
    height: 'auto',
    aspectRatio: '16 / 10',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
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
          <DialogContent>
            <SlideShow
              count={WELCOME_SLIDES.length}
              index={index}
              onIndex={setIndex}
              slideLabel={(i) => t('welcome_slide', { index: i + 1, count: WELCOME_SLIDES.length })}
              roleDescription={t('welcome_slide_role')}
            >
              <img className={styles.image} src={slide.image} alt={t('welcome_image', { title })} width={1280} height={800} />
              <Subtitle1 as="h3">{title}</Subtitle1>
              <Text as="p">{t(slide.text)}</Text>
            </SlideShow>
          </DialogContent>
          <DialogActions className={styles.actions}>
            <Button appearance="subtle" onClick={close}>
              {t('welcome_skip')}
            </Button>
            <span>
              <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>
                {t('welcome_previous')}
              </Button>{' '}
              <Button appearance="primary" onClick={() => (last ? close() : setIndex(index + 1))}>
                {t(last ? 'welcome_done' : 'welcome_next')}
              </Button>
            </span>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
