import { errorText } from '@listboard/shared';
import { randomUUID } from 'node:crypto';
import type { DataLocationRequest } from '@listboard/shared';
import type { Session } from '../../context/session';
import { DataTransferRunningError, type DataTransfer } from '../../ports/dataLocations';
import { ConcurrencyError } from '../../ports/listHost';
import type { Services } from '../../ports/services';
import { conflict } from '../errors';
import { isCopying } from '../common/dataTransferState';
import { activeLicense, staleLicense } from '../license/index';
import { adminDepsOf } from './deps';

/**
 * How long a runner holds a transfer without renewing its lease; a runner that stopped (a host killed
 * mid-transfer) leaves it to the next run of the transfer timer once this has passed.
 */
export const TRANSFER_LEASE_MS = 20_000;

/** GET /api/license/status: read now, not from this instance's directory cache, since the page polls it to reload. */
export async function transferStatus(session: Session): Promise<boolean> {
  return isCopying(await adminDepsOf(session).dataLocations.directory.currentPlacement(session.tenant));
}

/**
 * POST /api/admin/dataLocation (spec 3 section 2), over the licence's etag: starts moving the tenant's data
 * to the other location and answers at once whether it still runs. `start` sets the runner going (the
 * transfer timer resumes it wherever that stops). Asking again for the move under way answers the same.
 */
export async function moveDataLocation(
  session: Session,
  request: DataLocationRequest,
  start: (tenant: string) => void,
  now = new Date(),
): Promise<{ isRunning: boolean }> {
  const { tenant } = session;
  const deps = adminDepsOf(session);
  const license = await activeLicense(deps, tenant, now);
  if (request.etag !== license.stored.etag) throw staleLicense();
  const { directory, available } = deps.dataLocations;
  const placement = await directory.currentPlacement(tenant);
  if (placement.transfer) {
    if (placement.transfer.to !== request.dataLocation) throw new DataTransferRunningError();
    start(tenant);
    return { isRunning: isCopying(placement) };
  }
  if (placement.location === request.dataLocation) return { isRunning: false };
  if (!available.includes(request.dataLocation)) {
    throw conflict(
      'data_location_unavailable',
      `This deployment of Listboard keeps no data in ${request.dataLocation}: ask its administrator to give that location a storage account.`,
    );
  }
  const transfer: DataTransfer = {
    from: placement.location,
    to: request.dataLocation,
    phase: 'copying',
    startedAt: now.toISOString(),
    leaseUntil: now.toISOString(),
    copied: 0,
    runner: '',
  };
  try {
    await directory.save({ ...placement, transfer });
  } catch (error) {
    if (!(error instanceof ConcurrencyError)) throw error;
    // Another request started a move first: the same move is answered as started, another one must wait.
    const started = await directory.currentPlacement(tenant);
    if (started.transfer?.to !== request.dataLocation) throw new DataTransferRunningError();
    return { isRunning: isCopying(started) };
  }
  start(tenant);
  return { isRunning: true };
}

const waitUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/**
 * Runs the tenant's transfer to its end, if no other runner holds it: copy (the tenant's writes refused
 * meanwhile), switch to the new location, then remove the old copies. Each step can be run again after a
 * stop: the copy writes the same rows again, the removal removes what is left. The lease, renewed as the
 * work goes on, keeps a second runner out; a runner that finds its lease taken stops.
 */
export async function runTransfer(services: Services, tenant: string, now = new Date()): Promise<void> {
  const { directory, mover } = services.dataLocations;
  // Every instance has seen a phase change after this: the copy starts only then (no instance still writes the
  // old location as if nothing moved), and the old copies go only then (none still reads them).
  const settleMs = services.settings.dataLocations.settleSeconds * 1000;
  const runner = randomUUID();
  let placement = await directory.currentPlacement(tenant);
  if (!placement.transfer || (placement.transfer.runner !== '' && Date.parse(placement.transfer.leaseUntil) > now.getTime())) return;
  // Every write of the directory below is over the etag of the one before: a runner that lost it throws ConcurrencyError and stops.
  const renew = async (copied: number, force = false) => {
    const transfer = placement.transfer as DataTransfer;
    if (!force && Date.parse(transfer.leaseUntil) - Date.now() > TRANSFER_LEASE_MS / 2) return;
    placement = await directory.save({
      ...placement,
      transfer: { ...transfer, runner, copied, leaseUntil: new Date(Date.now() + TRANSFER_LEASE_MS).toISOString() },
    });
  };
  await renew(placement.transfer.copied, true);
  const { from, to } = placement.transfer;
  if (placement.transfer.phase === 'copying') {
    await waitUntil(Date.parse(placement.transfer.startedAt) + settleMs);
    await renew(0, true);
    const copied = await mover.copy(tenant, from, to, (count) => renew(count));
    services.log(`Data of ${tenant}: ${copied} rows and files copied from ${from} to ${to}; the tenant's data is now in ${to}.`);
    placement = await directory.save({
      ...placement,
      location: to,
      transfer: { ...(placement.transfer as DataTransfer), phase: 'cleaning', startedAt: new Date().toISOString(), copied },
    });
  }
  await waitUntil(Date.parse((placement.transfer as DataTransfer).startedAt) + settleMs);
  await renew(0, true);
  await mover.remove(tenant, from, (count) => renew(count));
  await directory.save({ ...placement, location: to, transfer: null });
  services.log(`Data of ${tenant}: the copies left in ${from} are removed; the transfer to ${to} is complete.`);
}

/** The transfer timer: resumes every transfer whose runner stopped (its lease ran out), one tenant after the other. */
export async function resumeTransfers(services: Services, now = new Date()): Promise<void> {
  for (const placement of await services.dataLocations.directory.transfersUnderWay()) {
    await runTransfer(services, placement.tenant, now).catch((error: unknown) => {
      if (error instanceof ConcurrencyError) return;
      services.log(`The transfer of ${placement.tenant}'s data stopped and is taken up again by the next run: ${errorText(error)}`);
    });
  }
}
