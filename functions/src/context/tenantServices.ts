import type { TenantPlacement } from '../ports/dataLocations';
import type { Services } from '../ports/services';

/**
 * The services with the stores of the tenant's data location (docs/data-location.md). While the tenant's data is being
 * copied to another location, its stores are the old location's and refuse every write
 * (DataTransferRunningError, a 503 with Retry-After): reads go on, and nothing lands in a copy already made.
 */
export async function servicesOfTenant(services: Services, tenant: string): Promise<{ services: Services; placement: TenantPlacement }> {
  const placement = await services.dataLocations.directory.placementOf(tenant);
  const { dataLocations } = services;
  const copying = placement.transfer?.phase === 'copying';
  const stores = copying ? dataLocations.readOnlyStoresAt(placement.location) : dataLocations.storesAt(placement.location);
  return { services: { ...services, ...stores }, placement };
}
