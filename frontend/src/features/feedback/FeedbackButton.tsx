import { Suspense, lazy, useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { PersonFeedbackRegular } from '@fluentui/react-icons';
import { useMe } from '../../api/queries';
import { useT } from '../../i18n/useT';
import { ON_PHONE } from '../../ui/media';

// The dialog loads when first opened: every page shows the button, few open it (docs/performance.md).
const FeedbackDialog = lazy(() => import('./FeedbackDialog').then((module) => ({ default: module.FeedbackDialog })));

const useStyles = makeStyles({
  button: {
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    minWidth: 'auto',
    ':hover': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorBrandBackgroundHover },
    ':hover:active': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorBrandBackgroundPressed },
  },
  // On a phone the icon stands for the word, so the bar stays one line from 320 px.
  text: { [ON_PHONE]: { display: 'none' } },
});

/** 'Feedback' in the navigation bar (an icon on a phone, named alike), opening the feedback dialog. */
export function FeedbackButton() {
  const styles = useStyles();
  const t = useT();
  const me = useMe(true);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        className={styles.button}
        appearance="transparent"
        icon={<PersonFeedbackRegular />}
        aria-label={t('feedback_link')}
        onClick={() => setOpen(true)}
      >
        <span className={styles.text}>{t('feedback_link')}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FeedbackDialog email={me.data?.email ?? ''} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
