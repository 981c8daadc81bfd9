import { makeStyles, tokens } from '@fluentui/react-components';
import type { License } from '@listboard/shared';
import { useTenantAdmins, type TenantAdmin } from '../../api/adminEndpoints';
import { ApiError } from '../../api/client';
import { usePageInfo } from '../../api/homeEndpoints';
import { useLicense } from '../../api/licenseEndpoints';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { PageFrame } from '../../ui/PageFrame';
import { AvatarSourceSection } from './AvatarSourceSection';
import { BoardPermissionsSection } from './boards/BoardPermissionsSection';
import { DataLocationSection } from './DataLocationSection';
import { DefaultPermissionSection } from './DefaultPermissionSection';
import { ManagersSection } from './ManagersSection';
import { SeatsSection } from './SeatsSection';
import { TenantAdminsSection } from './TenantAdminsSection';
import { useDataTransfer } from '../../api/hooks/useDataTransfer';

const useStyles = makeStyles({
  // The short settings two or three abreast on a wide screen, one under the other on a phone.
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

/** Whether the server refused the panel to the caller (403 access_denied), whichever of its calls said so. */
function refusedByServer(...errors: Array<Error | null>): boolean {
  return errors.some((error) => error instanceof ApiError && error.code === 'access_denied');
}

/**
 * Spec 3 section 2, /admins: the admin panel, for admin-panel managers only (spec 3 section 6; the server refuses
 * everyone else too), who see the spec's access denied message and nothing else. The panel loads the licence (its
 * settings live beside it) and the tenant admins; a failure of either shows the error and nothing more (spec 3
 * section 8).
 */
export function AdminPage() {
  const t = useT();
  const pageInfo = usePageInfo();
  const isManager = pageInfo.data?.isAdminPanelManager === true;
  const license = useLicense(isManager);
  const tenantAdmins = useTenantAdmins(isManager);
  const denied = (pageInfo.data !== undefined && !isManager) || refusedByServer(license.error, tenantAdmins.error);

  const content = () => {
    if (pageInfo.isError)
      return (
        <InlineAlert
          intent="error"
          message={pageInfo.error.message}
          action={{ label: t('try_again'), onClick: () => void pageInfo.refetch() }}
        />
      );
    if (denied) return <InlineAlert intent="error" message={t('admin_access_denied')} />;
    if (pageInfo.isPending || license.isPending || tenantAdmins.isPending) return <BusySpinner label={t('admin_loading')} />;
    if (license.isError || tenantAdmins.isError) {
      const retry = () => void Promise.all([license.isError && license.refetch(), tenantAdmins.isError && tenantAdmins.refetch()]);
      return (
        <InlineAlert
          intent="error"
          message={(license.error ?? tenantAdmins.error)?.message ?? ''}
          action={{ label: t('try_again'), onClick: retry }}
        />
      );
    }
    return <AdminContent license={license.data} tenantAdmins={tenantAdmins.data} />;
  };

  return <PageFrame title={t('admin_heading')}>{content()}</PageFrame>;
}

/** The panel of a manager: its sections in the spec's order, or the busy message while the tenant's data moves. */
function AdminContent({ license, tenantAdmins }: { license: License; tenantAdmins: TenantAdmin[] }) {
  const styles = useStyles();
  const t = useT();
  const transfer = useDataTransfer(license.isRunning);
  // Spec 3 sections 2 and 4: nothing can be changed while the data moves; the page reloads once it has.
  if (transfer.running) return <BusySpinner label={t('admin_transfer_running')} />;
  return (
    <>
      <div className={styles.columns}>
        <TenantAdminsSection admins={tenantAdmins} />
        <ManagersSection license={license} setting="licenseManagers" />
      </div>
      <SeatsSection license={license} />
      <div className={styles.columns}>
        <ManagersSection license={license} setting="adminPanelManagers" />
        <DefaultPermissionSection license={license} />
        <AvatarSourceSection license={license} />
        <DataLocationSection license={license} onTransferStarted={transfer.started} />
      </div>
      <BoardPermissionsSection />
    </>
  );
}
