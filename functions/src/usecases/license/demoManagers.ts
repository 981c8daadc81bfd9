import type { Principal } from '@listboard/shared';
import { servicesOfTenant } from '../../context/tenantServices';
import { StaleLicenseError } from '../../ports/licenseStore';
import type { Services } from '../../ports/services';
import { activeLicense } from './licenseStanding';
import { licenseDepsOf } from './deps';

/**
 * Names `managers` the licence and admin-panel managers of a tenant whose lists name nobody (the local
 * stack's demo seed, docs/licences.md): the trial is made on the spot when the tenant has none yet, and a
 * list someone has filled is left as it is. A save that lost to a parallel one is retried on the new version.
 */
export async function nameUnnamedManagers(services: Services, tenant: string, managers: Principal[], now = new Date()): Promise<void> {
  const placed = licenseDepsOf(await servicesOfTenant(services, tenant));
  for (;;) {
    const { stored } = await activeLicense(placed, tenant, now, true);
    const licenseManagers = stored.licenseManagers.length > 0 ? stored.licenseManagers : managers;
    const adminPanelManagers = stored.adminPanelManagers.length > 0 ? stored.adminPanelManagers : managers;
    if (licenseManagers === stored.licenseManagers && adminPanelManagers === stored.adminPanelManagers) return;
    try {
      await placed.licenses.save({ ...stored, licenseManagers, adminPanelManagers });
      return;
    } catch (error) {
      if (!(error instanceof StaleLicenseError)) throw error;
    }
  }
}
