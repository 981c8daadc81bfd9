import { useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { LightbulbRegular } from '@fluentui/react-icons';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { useIsMobile } from '../../ui/useIsMobile';

/** Spec 3 section 4: the hint flag is kept in local storage; the tour shows once. */
const TOUR_KEY = 'vs-kanban-charts-hint';
const STEPS: readonly MessageKey[] = ['charts_tour_ranges', 'charts_tour_export', 'charts_tour_collapse', 'charts_tour_flow'];

const useStyles = makeStyles({
  tour: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  icon: { fontSize: '20px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  body: { display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: '240px' },
  steps: { color: tokens.colorNeutralForeground2 },
});

function seen(): boolean {
  try {
    return localStorage.getItem(TOUR_KEY) === '1';
  } catch {
    return true;
  }
}

/** The charts' hint tour: a few steps in the page's flow on a first visit, skipped on a phone. */
export function ChartsTour() {
  const styles = useStyles();
  const t = useT();
  const mobile = useIsMobile();
  const [step, setStep] = useState(() => (seen() ? -1 : 0));
  if (mobile || step < 0) return null;
  const finish = () => {
    try {
      localStorage.setItem(TOUR_KEY, '1');
    } catch {
      // Without storage the tour ends for this visit only.
    }
    setStep(-1);
  };
  const last = step === STEPS.length - 1;
  return (
    <div className={styles.tour} role="region" aria-label={t('charts_tour_title')}>
      <LightbulbRegular className={styles.icon} aria-hidden />
      <div className={styles.body}>
        <Text weight="semibold">{t('charts_tour_title')}</Text>
        <Text aria-live="polite">{t(STEPS[step])}</Text>
        <Text size={200} className={styles.steps}>
          {t('charts_tour_step', { step: step + 1, count: STEPS.length })}
        </Text>
      </div>
      <Button appearance={last ? 'primary' : 'secondary'} onClick={last ? finish : () => setStep(step + 1)}>
        {t(last ? 'charts_tour_done' : 'charts_tour_next')}
      </Button>
      {!last && (
        <Button appearance="subtle" onClick={finish}>
          {t('charts_tour_done')}
        </Button>
      )}
    </div>
  );
}
