import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LICENSE_STATUS, type PageLicense } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { HostLink } from '../../host/hostNavigation';
import { ON_PHONE } from '../../ui/media';

const useStyles = makeStyles({
  indicator: {
    borderRadius: tokens.borderRadiusCircular,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralForegroundOnBrand}`,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase200,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
    [ON_PHONE]: { display: 'none' },
  },
  attention: { fontWeight: tokens.fontWeightSemibold },
});

/** Spec 3 section 2: the navigation bar's licence indicator, shown when a licence exists and is not expired (status 2). */
export function LicenseIndicator({ license }: { license: PageLicense }) {
  const styles = useStyles();
  const t = useT();
  if (!license.hasLicense || license.licenseStatus === LICENSE_STATUS.Expired) return null;
  let text: string;
  if (license.licenseStatus === LICENSE_STATUS.Invalid) text = t('license_indicator_invalid');
  // As the trial alert counts (spec 3 section 4): N days above 1 day, else it ends today.
  else if (license.licenseStatus === LICENSE_STATUS.Trial)
    text =
      (license.remainingDays ?? 0) > 1
        ? t('license_indicator_trial_days', { days: license.remainingDays ?? 0 })
        : t('license_indicator_trial_today');
  else text = t('license_indicator_valid');
  return (
    <HostLink
      to="/licenses"
      className={mergeClasses(styles.indicator, license.licenseStatus !== LICENSE_STATUS.Valid && styles.attention)}
      aria-label={t('license_indicator_label', { status: text })}
    >
      {text}
    </HostLink>
  );
}
