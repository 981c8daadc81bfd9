import type { TenantPlacement } from '../../ports/dataLocations';

/**
 * Whether the tenant's data is being copied to another location (the page shows 'Please wait until the data
 * transfer is complete.'): writes wait or are refused meanwhile
 * (docs/data-location.md). Read by the boards home, the licence, the change delivery and the timers, so
 * it sits on the floor rather than in admin/, which starts the transfer.
 */
export function isCopying(placement: TenantPlacement): boolean {
  return placement.transfer?.phase === 'copying';
}
