import type { Services } from '../../ports/services';
import { servicesOfTenant } from '../../context/tenantServices';
import { isCopying } from '../common/dataTransferState';
import { notifyChanges, parseChangesMessage } from './changeNotifier';
import { notifierDepsOf } from './mailDeps';
import { notificationsDepsOf } from './deps';

/** How long work on a moving tenant's data waits before it looks again: about a transfer's status poll. */
const TRANSFER_WAIT_SECONDS = 30;

/**
 * One message of pending changes (docs/notifications.md), told by mail in its tenant's data location. While
 * the tenant's data is being copied its pending changes cannot be taken: the message comes back later. It
 * fails while mail is off, so that changes recorded before mail was switched off wait in the poison queue
 * rather than vanish.
 */
export async function deliverChanges(current: Services, message: unknown): Promise<void> {
  const changes = parseChangesMessage(message);
  const tenantServices = await servicesOfTenant(current, changes.tenant);
  if (isCopying(tenantServices.placement)) return current.changeQueue.enqueue(changes, TRANSFER_WAIT_SECONDS);
  return notifyChanges(notifierDepsOf(notificationsDepsOf(tenantServices)), changes);
}
