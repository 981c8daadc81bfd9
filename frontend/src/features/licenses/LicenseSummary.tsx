import { useState } from 'react';
import { LICENSE_STATUS, type License, remainingSeats, shownExpiration } from '@listboard/shared';
import { formats } from '../../i18n/formats';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { FactList } from './FactList';
import { licenseDay } from './licenseDates';
import { SectionPanel } from '../../ui/SectionPanel';

/**
 * The licence at a glance (spec 3 sections 2 and 9): edition, status, seats used of the licence's count
 * (or of an unlimited one, which shows 999 remaining), the expiration as 'DD MMMM YYYY' or 'No expiration
 * date', and a notice when the licence no longer serves.
 */
export function LicenseSummary({ license }: { license: License }) {
  const t = useT();
  // The expiry is judged against the moment the licence was shown; a new licence shows anew.
  const [now] = useState(() => new Date());
  const seated = license.users.length;
  const expiration = shownExpiration(license, now);
  const facts: Array<[string, string]> = [
    [t('license_edition'), license.edition],
    [t('license_status'), t(`license_status_${license.status}`)],
    [
      t('license_seats_used'),
      license.isUnlimited
        ? t('license_seats_unlimited', { used: seated })
        : t('license_seats_of', { used: seated, count: license.userCount }),
    ],
    [t('license_seats_remaining'), formats.number(remainingSeats(license, seated))],
    [t('license_expiration'), expiration === null ? t('license_no_expiration') : licenseDay(expiration, { utc: true })],
  ];
  if (license.subscriptionRef) facts.push([t('license_subscription'), license.subscriptionRef]);

  return (
    <SectionPanel title={t('license_summary_heading')}>
      {license.status === LICENSE_STATUS.Expired && <InlineAlert intent="error" message={t('license_expired_notice')} />}
      {license.status === LICENSE_STATUS.Invalid && <InlineAlert intent="error" message={t('license_invalid_notice')} />}
      <FactList facts={facts} />
    </SectionPanel>
  );
}
