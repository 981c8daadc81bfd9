import type { AvatarSource, Permission, Principal } from '@listboard/shared';

/** What a vendor-signed licence document says (docs/licences.md): for which tenant, how many seats, until when. */
export interface LicenseTerms {
  /** The host origin the licence is for. */
  tenant: string;
  edition: string;
  userCount: number;
  isUnlimited: boolean;
  /** ISO; null for a licence without an end. */
  expirationDate: string | null;
  subscriptionRef: string | null;
}

/** The settings of a tenant that its managers change (the licence screen and the admin panel). */
export interface LicenseSettings {
  autoAssign: boolean;
  licenseManagers: Principal[];
  adminPanelManagers: Principal[];
  defaultUserPermission: Permission;
  avatarSource: AvatarSource;
}

/** A tenant's licence as stored: the trial's terms or those of the signed document it holds, and its settings. */
export interface StoredLicense extends LicenseTerms, LicenseSettings {
  /** The vendor-signed document; null for the trial. */
  licenseKey: string | null;
  /** When the tenant's trial started (its first use of Listboard). */
  trialStartedAt: string;
  etag: string;
}

/** A person with a seat. */
export interface Seat {
  login: string;
  name: string;
  email: string;
  assignedAt: string;
  /** ISO; null when never recorded. */
  lastAccess: string | null;
}

export interface SeatHolder {
  login: string;
  name: string;
  email: string;
}

/** What `assign` did: gave the seat, found it given already, or found no seat left. */
export type SeatOutcome = 'assigned' | 'seated' | 'full';

/** The licence write a stale etag refused: someone saved the licence since it was read. */
export class StaleLicenseError extends Error {
  constructor() {
    super('The licence was changed by someone else since it was read.');
    this.name = 'StaleLicenseError';
  }
}

/**
 * Each tenant's licence and seats. Seats are given one at a time against a count kept beside them, so
 * parallel openings never give more seats than the licence has.
 */
export interface LicenseStore {
  /** The licence, from a cache of a few seconds unless `fresh` (this process's own writes refresh it). */
  get(tenant: string, fresh?: boolean): Promise<StoredLicense | null>;
  /** Creates the licence unless one exists: the first of parallel first uses writes it, every caller gets the stored one. */
  createIfMissing(license: Omit<StoredLicense, 'etag'>): Promise<StoredLicense>;
  /** Writes the licence over the version `etag` names, or throws StaleLicenseError. */
  save(license: StoredLicense): Promise<StoredLicense>;
  seat(tenant: string, login: string): Promise<Seat | null>;
  seats(tenant: string): Promise<Seat[]>;
  seatCount(tenant: string): Promise<number>;
  /**
   * Gives a person a seat while `limit` allows one more, at `at`; `accessed` when the person is opening
   * Listboard right now (auto-assignment), else their last access stays unknown until they do.
   */
  assign(
    tenant: string,
    person: SeatHolder,
    limit: { isUnlimited: boolean; userCount: number },
    at: string,
    accessed: boolean,
  ): Promise<SeatOutcome>;
  /** Takes a person's seat back; a person without one is left as they are. */
  unassign(tenant: string, login: string): Promise<void>;
  /** Records a person's last access (a seat taken back meanwhile stays gone). */
  touch(tenant: string, login: string, at: string): Promise<void>;
}
