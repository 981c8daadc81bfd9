import { makeStyles, tokens } from '@fluentui/react-components';
import type { License } from '@listboard/shared';
import { ApiError } from '../../api/client';
import { usePageInfo } from '../../api/homeEndpoints';
import { useLicense } from '../../api/licenseEndpoints';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { PageFrame } from '../../ui/PageFrame';
import { useIsMobile } from '../../ui/useIsMobile';
import { CloudBundleCalculator } from './CloudBundleCalculator';
import { LeaveLicenses } from './LeaveLicenses';
import { LicenseKeyForm } from './LicenseKeyForm';
import { LicenseSettingsForm } from './LicenseSettingsForm';
import { LicenseSummary } from './LicenseSummary';
import { LicensedUsersSection } from './LicensedUsersSection';
import { TrialInfoForm } from './trial/TrialInfoForm';

const useStyles = makeStyles({
  // The smaller parts two or more abreast on a wide screen, one under the other on a phone.
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 440px), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

/** Whether the server refused the licence to the caller (403 access_denied). */
function refusedByServer(error: Error | null): boolean {
  return error instanceof ApiError && error.code === 'access_denied';
}

/**
 * Spec 3 section 2, /licenses: the licence screen, for licence managers only (spec 3 section 6; the server
 * refuses everyone else too). Others see the spec's access denied message and nothing else.
 */
export function LicensesPage() {
  const t = useT();
  const pageInfo = usePageInfo();
  // The admin panel's managers keep the licence's seats and managers too (docs/licences.md): they may read it here.
  const isManager = pageInfo.data?.isLicenseManager === true || pageInfo.data?.isAdminPanelManager === true;
  const license = useLicense(isManager);
  const denied = (pageInfo.data !== undefined && !isManager) || refusedByServer(license.error);

  const content = () => {
    if (pageInfo.isError)
      return (
        <InlineAlert
          intent="error"
          message={pageInfo.error.message}
          action={{ label: t('try_again'), onClick: () => void pageInfo.refetch() }}
        />
      );
    if (denied) return <InlineAlert intent="error" message={t('license_access_denied')} />;
    if (pageInfo.isPending || license.isPending) return <BusySpinner label={t('loading')} />;
    if (license.isError)
      return (
        <InlineAlert
          intent="error"
          message={license.error.message}
          action={{ label: t('try_again'), onClick: () => void license.refetch() }}
        />
      );
    // Spec 3 section 4: a licence whose data transfer runs shows a busy state until the transfer has ended.
    if (license.data.isRunning) return <BusySpinner label={t('license_transfer_running')} />;
    return <LicenseContent license={license.data} email={pageInfo.data.currentUser.email} />;
  };

  return (
    <PageFrame title={t('license_heading')} actions={<LeaveLicenses />}>
      {content()}
    </PageFrame>
  );
}

/** The screen of a licence manager: the licence, its people, its settings and key, the calculator and the trial form. */
function LicenseContent({ license, email }: { license: License; email: string }) {
  const styles = useStyles();
  // Spec 3 sections 2 and 6: the calculator (like the users' export) is not offered on a phone.
  const isMobile = useIsMobile();
  return (
    <>
      <LicenseSummary license={license} />
      <LicensedUsersSection license={license} />
      <div className={styles.columns}>
        {/* A new version of the licence (saved here or reloaded) starts the form from what the server keeps. */}
        <LicenseSettingsForm key={license.etag} license={license} />
        <LicenseKeyForm license={license} />
        {!isMobile && <CloudBundleCalculator />}
        <TrialInfoForm email={email} />
      </div>
    </>
  );
}
