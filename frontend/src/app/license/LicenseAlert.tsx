import { useState } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { LicenseAlert as Alert } from '@listboard/shared';
import { InlineAlert } from '../../ui/alerts';
import { useT } from '../../i18n/useT';
import { useHostNavigate } from '../../host/hostNavigation';

/** Spec 3 section 4: an alert closes on click with a fade of 500 ms. */
const FADE_MS = 500;

const useStyles = makeStyles({
  host: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    transitionProperty: 'opacity',
    transitionDuration: `${FADE_MS}ms`,
  },
  fading: { opacity: 0 },
});

/**
 * The licence's one alert under the navigation bar: no seat, expired, invalid (each emptying the page, with
 * an action to the licence screen for those who can act), or the trial's notice, which the person may close.
 */
export function LicenseAlert({ alert, isLicenseManager }: { alert: Alert; isLicenseManager: boolean }) {
  const styles = useStyles();
  const t = useT();
  const navigate = useHostNavigate();
  const [closing, setClosing] = useState(false);
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const openLicenses = () => navigate('/licenses');
  const close = () => {
    setClosing(true);
    setTimeout(() => setClosed(true), FADE_MS);
  };
  let content;
  switch (alert.kind) {
    case 'expired':
      content = (
        <InlineAlert intent="error" message={t('license_expired')} action={{ label: t('license_expired_action'), onClick: openLicenses }} />
      );
      break;
    case 'invalid':
      content = (
        <InlineAlert
          intent="error"
          message={t('license_invalid')}
          action={isLicenseManager ? { label: t('license_invalid_action'), onClick: openLicenses } : undefined}
        />
      );
      break;
    case 'noSeat':
      content = (
        <InlineAlert
          intent="error"
          message={t('license_no_seat')}
          action={isLicenseManager ? { label: t('license_no_seat_action'), onClick: openLicenses } : undefined}
        />
      );
      break;
    case 'trial': {
      const message = alert.notice.kind === 'days' ? t('trial_valid_days', { days: alert.notice.days }) : t('trial_expires_today');
      content = (
        <InlineAlert intent="warning" message={message} action={{ label: t('trial_action'), onClick: openLicenses }} onDismiss={close} />
      );
      break;
    }
  }
  return <div className={mergeClasses(styles.host, closing && styles.fading)}>{content}</div>;
}
