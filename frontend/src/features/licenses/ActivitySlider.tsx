import { useId } from 'react';
import { Label, Slider, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ACTIVITY_SLIDER, activityLabel } from '@listboard/shared';
import { useT } from '../../i18n/useT';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS, minWidth: 0, flexGrow: 1, maxWidth: '480px' },
  row: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  slider: { flexGrow: 1, minWidth: 0 },
  // Wide enough for '180' and '6m+' so the slider does not move as the value changes.
  value: { minWidth: '3em', textAlign: 'end', fontWeight: tokens.fontWeightSemibold },
  scale: { display: 'flex', justifyContent: 'space-between', color: tokens.colorNeutralForeground3 },
});

/**
 * Spec 3 sections 2 and 9: the days of inactivity beyond which people are highlighted, 1 to 180 (default 60),
 * whose last label is '6m+'. Screen readers hear the value as days, or as six months or more at its end.
 */
export function ActivitySlider({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const styles = useStyles();
  const t = useT();
  const id = useId();
  const spoken = days >= ACTIVITY_SLIDER.max ? t('license_activity_six_months') : t('license_activity_days', { days });
  return (
    <div className={styles.root}>
      <Label htmlFor={id}>{t('license_activity_slider')}</Label>
      <div className={styles.row}>
        <Slider
          id={id}
          className={styles.slider}
          min={ACTIVITY_SLIDER.min}
          max={ACTIVITY_SLIDER.max}
          value={days}
          aria-valuetext={spoken}
          onChange={(_, data) => onChange(data.value)}
        />
        <Text className={styles.value} aria-hidden>
          {activityLabel(days)}
        </Text>
      </div>
      <div className={styles.scale} aria-hidden>
        <Text size={200}>{activityLabel(ACTIVITY_SLIDER.min)}</Text>
        <Text size={200}>{activityLabel(ACTIVITY_SLIDER.max)}</Text>
      </div>
    </div>
  );
}
