import {
  LICENSE_STATUS,
  type LicenseStatus,
  PERMISSION,
  TRIAL_EDITION,
  isoSeconds,
  lastAccessDue,
  licenseServes,
  licenseStatusAt,
} from '@listboard/shared';
import type { Session } from '../../context/session';
import type { LicenseTerms, StoredLicense } from '../../ports/licenseStore';
import { notAllowed, stale } from '../errors';
import { licenseDepsOf, type StandingDeps } from './deps';

/** A licence save or data move over an etag that is no longer the stored one. */
export const staleLicense = () =>
  stale('stale_license', 'The licence was changed by someone else since you opened it. Reload it and save again.');

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long this process trusts a seat it found: a seat taken back elsewhere is refused here within it. */
const SEAT_MEMO_MS = 5 * 60 * 1000;

/** A tenant's licence with the terms in force: those of its verified document, or the trial's own. */
export interface ActiveLicense {
  stored: StoredLicense;
  terms: Omit<LicenseTerms, 'tenant'>;
  status: LicenseStatus;
}

/** Where the caller stands: the tenant's licence, and whether they hold a seat in it. */
export interface Standing extends ActiveLicense {
  hasSeat: boolean;
}

/** The seats this process found lately, and the documents it verified, per services bag (each test stack has its own). */
interface Memory {
  seats: Map<string, number>;
  documents: Map<string, Promise<LicenseTerms | null>>;
}
const memories = new WeakMap<StandingDeps, Memory>();

function memoryOf(deps: StandingDeps): Memory {
  let memory = memories.get(deps);
  if (!memory) {
    memory = { seats: new Map(), documents: new Map() };
    memories.set(deps, memory);
  }
  return memory;
}

const seatMemoKey = (tenant: string, login: string) => `${tenant}\n${login.toLowerCase()}`;

/** Forgets a seat this process found, once it was taken back here. */
export function forgetSeat(deps: StandingDeps, tenant: string, login: string): void {
  memoryOf(deps).seats.delete(seatMemoKey(tenant, login));
}

/** The trial a tenant gets on first use (liveDemo): every opening person gets a seat until it ends. */
function trialOf(tenant: string, trialDays: number, now: Date): Omit<StoredLicense, 'etag'> {
  return {
    tenant,
    edition: TRIAL_EDITION,
    userCount: 0,
    isUnlimited: true,
    expirationDate: isoSeconds(new Date(now.getTime() + trialDays * DAY_MS)),
    subscriptionRef: null,
    licenseKey: null,
    trialStartedAt: isoSeconds(now),
    autoAssign: true,
    licenseManagers: [],
    adminPanelManagers: [],
    defaultUserPermission: PERMISSION.ViewOnly,
    avatarSource: 'site',
  };
}

/** The document's terms, verified once per process; null when the vendor did not sign it for this tenant. */
export async function verifiedTerms(deps: StandingDeps, tenant: string, licenseKey: string): Promise<LicenseTerms | null> {
  const { documents } = memoryOf(deps);
  let verified = documents.get(licenseKey);
  if (!verified) {
    verified = deps.licenseKeys.verify(licenseKey);
    documents.set(licenseKey, verified);
  }
  const terms = await verified;
  return terms && terms.tenant.toLowerCase() === tenant.toLowerCase() ? terms : null;
}

/** The tenant's licence, the trial created on its first use; `fresh` reads past the cache. */
export async function activeLicense(deps: StandingDeps, tenant: string, now: Date, fresh = false): Promise<ActiveLicense> {
  const stored =
    (await deps.licenses.get(tenant, fresh)) ?? (await deps.licenses.createIfMissing(trialOf(tenant, deps.settings.trialDays, now)));
  if (stored.licenseKey === null) {
    const terms = {
      edition: stored.edition,
      userCount: stored.userCount,
      isUnlimited: stored.isUnlimited,
      expirationDate: stored.expirationDate,
      subscriptionRef: null,
    };
    return { stored, terms, status: licenseStatusAt({ ...terms, signatureValid: true }, now) };
  }
  const document = await verifiedTerms(deps, tenant, stored.licenseKey);
  // A stored document that no longer verifies grants nothing: its row's own columns are never trusted for terms.
  const terms = document ?? {
    edition: stored.edition,
    userCount: 0,
    isUnlimited: false,
    expirationDate: stored.expirationDate,
    subscriptionRef: stored.subscriptionRef,
  };
  return { stored, terms, status: licenseStatusAt({ ...terms, signatureValid: document !== null }, now) };
}

/**
 * Whether the caller holds a seat, giving one by auto-assignment while seats remain. Last access is
 * written at most once an hour: a seat found lately is trusted for a few minutes without a read, and a
 * read seat is written only when its last access is an hour old.
 */
async function seatOf(session: Session, license: ActiveLicense, now: Date): Promise<boolean> {
  const { tenant, user } = session;
  const deps = licenseDepsOf(session);
  const { seats } = memoryOf(deps);
  const key = seatMemoKey(tenant, user.login);
  if ((seats.get(key) ?? 0) > now.getTime()) return true;
  const seat = await deps.licenses.seat(tenant, user.login);
  let seated = seat !== null;
  if (seat && lastAccessDue(seat.lastAccess, now)) await deps.licenses.touch(tenant, user.login, isoSeconds(now));
  if (!seat && license.stored.autoAssign && licenseServes(license.status)) {
    const outcome = await deps.licenses.assign(
      tenant,
      { login: user.login, name: user.name, email: user.email },
      license.terms,
      isoSeconds(now),
      true,
    );
    seated = outcome !== 'full';
  }
  if (seated) seats.set(key, now.getTime() + SEAT_MEMO_MS);
  return seated;
}

/** The caller's standing, for the page info: it gives a seat as any call does, and refuses nothing. */
export async function standingOf(session: Session, now = new Date()): Promise<Standing> {
  const license = await activeLicense(licenseDepsOf(session), session.tenant, now);
  return { ...license, hasSeat: await seatOf(session, license, now) };
}

/** Spec 3 section 8's refusals of a licence that does not serve, or a person without a seat. */
export function refusalOf(standing: Standing): Error | null {
  if (standing.status === LICENSE_STATUS.Expired)
    return notAllowed('license_expired', 'Your license of Listboard is expired. Ask a licence manager to upgrade it.');
  if (standing.status === LICENSE_STATUS.Invalid)
    return notAllowed(
      'license_invalid',
      'Your license of Listboard is not valid: it was not signed for this tenant. Ask a licence manager to install the licence key again.',
    );
  if (!standing.hasSeat)
    return notAllowed(
      'no_license',
      'Your account is not included to the Listboard license. Ask a licence manager to assign a license to you.',
    );
  return null;
}

/** The gate of every boards call: a serving licence and a seat in it (docs/licences.md). */
export async function admitToBoards(session: Session, now = new Date()): Promise<void> {
  const refusal = refusalOf(await standingOf(session, now));
  if (refusal) throw refusal;
}
