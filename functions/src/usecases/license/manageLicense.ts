import {
  type License,
  type SaveLicenseRequest,
  type UnnamedManagers,
  hasSettings,
  isManager,
  isoSeconds,
  remainingSeats,
} from '@listboard/shared';
import type { Session } from '../../context/session';
import { type SeatHolder, StaleLicenseError, type StoredLicense } from '../../ports/licenseStore';
import { isCopying } from '../common/dataTransferState';
import { conflict, invalid, notAllowed } from '../errors';
import { type ActiveLicense, activeLicense, forgetSeat, staleLicense, verifiedTerms } from './licenseStanding';
import { licenseDepsOf } from './deps';

/** Spec 3 section 6 and 8: what a person who is not a manager is told, on the licence screen and the admin panel. */
export const ACCESS_DENIED_MESSAGE = 'Access denied. You do not have permission to perform this action or access this resource...';

export interface ManagerRoles {
  isLicenseManager: boolean;
  isAdminPanelManager: boolean;
}

/** Who manages while nobody is named: everyone on the demo's local sign-in (no directory), the directory's administrators with Entra. */
function unnamedManagersOf(session: Session): UnnamedManagers {
  return session.signedIn.tenantId === null ? 'everyone' : 'directoryAdmins';
}

export function rolesOf(session: Session, license: StoredLicense): ManagerRoles {
  const unnamed = unnamedManagersOf(session);
  return {
    isLicenseManager: isManager(session.requester, license.licenseManagers, unnamed),
    isAdminPanelManager: isManager(session.requester, license.adminPanelManagers, unnamed),
  };
}

/** Licence managers keep seats, their own list and the licence key; the admin panel's managers may do that too. */
function mayManageLicense(roles: ManagerRoles): boolean {
  return roles.isLicenseManager || roles.isAdminPanelManager;
}

async function licenseView(session: Session, license: ActiveLicense): Promise<License> {
  const { stored, terms, status } = license;
  const seats = await licenseDepsOf(session).licenses.seats(session.tenant);
  return {
    edition: terms.edition,
    status,
    expirationDate: terms.expirationDate,
    realExpirationDate: terms.expirationDate,
    subscriptionRef: terms.subscriptionRef,
    userCount: terms.userCount,
    isUnlimited: terms.isUnlimited,
    remainingSeats: remainingSeats(terms, seats.length),
    isRunning: isCopying(session.placement),
    autoAssign: stored.autoAssign,
    users: seats
      .map(({ login, name, email, lastAccess }) => ({ login, name, email, lastAccess }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    licenseManagers: stored.licenseManagers,
    adminPanelManagers: stored.adminPanelManagers,
    unnamedManagers: unnamedManagersOf(session),
    defaultUserPermission: stored.defaultUserPermission,
    avatarSource: stored.avatarSource,
    dataLocation: session.placement.location,
    etag: stored.etag,
  };
}

/** The licence calls are for licence managers and admin-panel managers (nobody listed: see UNNAMED_MANAGERS), settled before their input. */
export async function assertLicenseManager(session: Session): Promise<void> {
  const license = await activeLicense(licenseDepsOf(session), session.tenant, new Date());
  if (!mayManageLicense(rolesOf(session, license.stored))) throw notAllowed('access_denied', ACCESS_DENIED_MESSAGE);
}

/** GET /api/license, for a caller assertLicenseManager let through. */
export async function getLicense(session: Session, refresh: boolean, now = new Date()): Promise<License> {
  return licenseView(session, await activeLicense(licenseDepsOf(session), session.tenant, now, refresh));
}

/** The settings of a save, each allowed to the role that owns it, over the version the save names. */
async function savedSettings(
  session: Session,
  license: ActiveLicense,
  request: SaveLicenseRequest,
  roles: ManagerRoles,
): Promise<StoredLicense> {
  const panelOnly =
    request.adminPanelManagers !== undefined || request.defaultUserPermission !== undefined || request.avatarSource !== undefined;
  if (panelOnly && !roles.isAdminPanelManager) throw notAllowed('access_denied', ACCESS_DENIED_MESSAGE);
  if (request.etag !== license.stored.etag) throw staleLicense();
  let next: StoredLicense = {
    ...license.stored,
    autoAssign: request.autoAssign ?? license.stored.autoAssign,
    licenseManagers: request.licenseManagers ?? license.stored.licenseManagers,
    adminPanelManagers: request.adminPanelManagers ?? license.stored.adminPanelManagers,
    defaultUserPermission: request.defaultUserPermission ?? license.stored.defaultUserPermission,
    avatarSource: request.avatarSource ?? license.stored.avatarSource,
  };
  if (request.licenseKey !== undefined) {
    const terms = await verifiedTerms(licenseDepsOf(session), session.tenant, request.licenseKey);
    if (!terms) throw invalid('invalid_license_key', `This licence key was not issued by Listboard's vendor for ${session.tenant}.`);
    next = { ...next, ...terms, tenant: license.stored.tenant, licenseKey: request.licenseKey };
  }
  try {
    return await licenseDepsOf(session).licenses.save(next);
  } catch (error) {
    if (error instanceof StaleLicenseError) throw staleLicense();
    throw error;
  }
}

/** The people a save gives seats to, as users of the site: someone who is not one refuses the whole save. */
async function peopleToSeat(session: Session, logins: readonly string[]): Promise<SeatHolder[]> {
  const { siteUrl, lists } = session;
  const people = await Promise.all(logins.map(async (login) => ({ login, user: await lists.getUserByLogin(siteUrl, login) })));
  const unknown = people.filter((p) => !p.user).map((p) => p.login);
  if (unknown.length > 0)
    throw invalid('unknown_user', `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a user' : 'are not users'} of ${siteUrl}.`);
  return people.map(({ user }) => ({ login: user!.login, name: user!.name, email: user!.email }));
}

/** Gives seats while seats remain: a full licence refuses the rest with no_free_seat, naming them. */
async function addSeats(session: Session, license: ActiveLicense, people: readonly SeatHolder[], now: Date): Promise<void> {
  const { tenant } = session;
  const deps = licenseDepsOf(session);
  const refused: string[] = [];
  for (const person of people) {
    if ((await deps.licenses.assign(tenant, person, license.terms, isoSeconds(now), false)) === 'full') refused.push(person.name);
  }
  if (refused.length > 0) {
    const seats = await deps.licenses.seatCount(tenant);
    throw conflict(
      'no_free_seat',
      `Every seat of the licence is taken (${seats} of ${license.terms.userCount}): ${refused.join(', ')} got none.`,
    );
  }
}

/**
 * POST /api/license, for a caller assertLicenseManager let through: seats change by who is added and removed (never by a whole list, which would take
 * back a seat auto-assignment gave meanwhile); the settings are written over the version the save names.
 * Seats are taken back first, so a save that swaps people fits in a full licence.
 */
export async function saveLicense(session: Session, request: SaveLicenseRequest, now = new Date()): Promise<License> {
  const { tenant } = session;
  const deps = licenseDepsOf(session);
  let license = await activeLicense(deps, tenant, now, true);
  const roles = rolesOf(session, license.stored);
  const adding = await peopleToSeat(session, request.addUsers ?? []);
  if (hasSettings(request)) {
    await savedSettings(session, license, request, roles);
    license = await activeLicense(deps, tenant, now, true);
  }
  for (const login of request.removeUsers ?? []) {
    await deps.licenses.unassign(tenant, login);
    forgetSeat(deps, tenant, login);
  }
  if (adding.length > 0) await addSeats(session, license, adding, now);
  return licenseView(session, license);
}
