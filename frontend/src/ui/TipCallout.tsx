import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, LightbulbRegular } from '@fluentui/react-icons';
import { useT } from '../i18n/useT';

const useStyles = makeStyles({
  tip: {
    display: 'flex',
    alignItems: 'flex-start',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    maxWidth: '640px',
  },
  icon: { flexShrink: 0, fontSize: '20px', color: tokens.colorBrandForeground1 },
  body: { flexGrow: 1, display: 'flex', flexDirection: 'column' },
});

/**
 * The tip callout of spec 3: a short hint beside what it is about, in the page's flow rather than over
 * it (nothing it would cover is out of reach), dismissed by its own button.
 */
export function TipCallout({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.tip} role="note" aria-label={t('home_tip_title')}>
      <LightbulbRegular className={styles.icon} aria-hidden />
      <div className={styles.body}>
        <Text weight="semibold">{t('home_tip_title')}</Text>
        <Text>{text}</Text>
      </div>
      <Button appearance="subtle" size="small" icon={<DismissRegular />} aria-label={t('home_tip_dismiss')} onClick={onDismiss} />
    </div>
  );
}
