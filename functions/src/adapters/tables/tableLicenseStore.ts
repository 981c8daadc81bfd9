import type { TableClient, TableEntityResult, TransactionAction } from '@azure/data-tables';
import { type Principal, avatarSourceSchema, permissionSchema, principalSchema } from '@listboard/shared';
import { z } from 'zod';
import {
  type LicenseStore,
  type Seat,
  type SeatHolder,
  type SeatOutcome,
  StaleLicenseError,
  type StoredLicense,
} from '../../ports/licenseStore';
import { TtlCache } from '../ttlCache';
import { type TableClients, getEntityOrNull, keyOf, listAll, rowKeyPrefixFilter, statusOf } from './tableClients';

export const LICENSES_TABLE = 'lblicenses';
const LICENSES = LICENSES_TABLE;
const LICENSE_ROW = 'licence';
/** The count of seats given, beside them in the tenant's partition: every seat change is one transaction with it. */
const COUNT_ROW = 'seatcount';
const SEAT_PREFIX = 'seat-';
/** How long a read licence serves other requests of this process (a licence changes rarely). */
const CACHE_MS = 30_000;
/** Parallel seat changes of one tenant retry on each other's count; this bounds a pathological storm. */
const MAX_SEAT_TRIES = 25;

const principalsSchema = z.array(principalSchema);

interface LicenseRow {
  edition: string;
  userCount: number;
  isUnlimited: boolean;
  expirationDate?: string;
  subscriptionRef?: string;
  licenseKey?: string;
  trialStartedAt: string;
  autoAssign: boolean;
  licenseManagers: string;
  adminPanelManagers: string;
  defaultUserPermission: number;
  avatarSource: string;
}

interface SeatRow {
  login: string;
  name: string;
  email: string;
  assignedAt: string;
  lastAccess?: string;
}

const seatKey = (login: string) => `${SEAT_PREFIX}${keyOf(login)}`;

/**
 * Licences in Table Storage: `lblicenses`, PartitionKey = tenant; RowKey `licence` (terms and settings),
 * `seatcount` (seats given) and `seat-<login>` (one per person). A seat and the count change together in
 * one entity-group transaction over the count's ETag, so the count never passes the licence's seats.
 */
export class TableLicenseStore implements LicenseStore {
  private readonly cache = new TtlCache<StoredLicense | null>(CACHE_MS);

  constructor(private readonly tables: TableClients) {}

  get(tenant: string, fresh = false): Promise<StoredLicense | null> {
    if (fresh) this.cache.evict(tenant);
    return this.cache.get(tenant, async () => {
      const row = await getEntityOrNull<LicenseRow>(await this.client(), keyOf(tenant), LICENSE_ROW);
      return row && licenseOf(tenant, row, row.etag);
    });
  }

  async createIfMissing(license: Omit<StoredLicense, 'etag'>): Promise<StoredLicense> {
    const client = await this.client();
    try {
      const created = await client.createEntity({ partitionKey: keyOf(license.tenant), rowKey: LICENSE_ROW, ...rowOf(license) });
      return this.remember({ ...license, etag: created.etag as string });
    } catch (error) {
      if (statusOf(error) !== 409) throw error;
      return (await this.get(license.tenant, true)) as StoredLicense;
    }
  }

  async save(license: StoredLicense): Promise<StoredLicense> {
    const client = await this.client();
    try {
      const saved = await client.updateEntity({ partitionKey: keyOf(license.tenant), rowKey: LICENSE_ROW, ...rowOf(license) }, 'Replace', {
        etag: license.etag,
      });
      return this.remember({ ...license, etag: saved.etag as string });
    } catch (error) {
      if (statusOf(error) === 412 || statusOf(error) === 404) {
        this.cache.evict(license.tenant);
        throw new StaleLicenseError();
      }
      throw error;
    }
  }

  async seat(tenant: string, login: string): Promise<Seat | null> {
    const row = await getEntityOrNull<SeatRow>(await this.client(), keyOf(tenant), seatKey(login));
    return row && seatOf(row);
  }

  async seats(tenant: string): Promise<Seat[]> {
    const rows = await listAll<SeatRow>(await this.client(), rowKeyPrefixFilter(keyOf(tenant), SEAT_PREFIX));
    return rows.map(seatOf);
  }

  async seatCount(tenant: string): Promise<number> {
    const row = await getEntityOrNull<{ count: number }>(await this.client(), keyOf(tenant), COUNT_ROW);
    return row?.count ?? 0;
  }

  async assign(
    tenant: string,
    person: SeatHolder,
    limit: { isUnlimited: boolean; userCount: number },
    at: string,
    accessed: boolean,
  ): Promise<SeatOutcome> {
    const client = await this.client();
    const partitionKey = keyOf(tenant);
    const seat = {
      partitionKey,
      rowKey: seatKey(person.login),
      login: person.login,
      name: person.name,
      email: person.email,
      assignedAt: at,
      ...(accessed ? { lastAccess: at } : {}),
    };
    for (let attempt = 0; attempt < MAX_SEAT_TRIES; attempt++) {
      const count = await getEntityOrNull<{ count: number }>(client, partitionKey, COUNT_ROW);
      const taken = count?.count ?? 0;
      if (!limit.isUnlimited && taken >= limit.userCount) return (await this.seat(tenant, person.login)) ? 'seated' : 'full';
      try {
        await client.submitTransaction([['create', seat], countWrite(partitionKey, count, taken + 1)]);
        return 'assigned';
      } catch (error) {
        if (!isConflict(error)) throw error;
        if (await this.seat(tenant, person.login)) return 'seated';
      }
    }
    throw new Error(`The seats of ${tenant} kept changing: no seat could be given to ${person.login}.`);
  }

  async unassign(tenant: string, login: string): Promise<void> {
    const client = await this.client();
    const partitionKey = keyOf(tenant);
    for (let attempt = 0; attempt < MAX_SEAT_TRIES; attempt++) {
      if (!(await this.seat(tenant, login))) return;
      const count = await getEntityOrNull<{ count: number }>(client, partitionKey, COUNT_ROW);
      try {
        await client.submitTransaction([
          ['delete', { partitionKey, rowKey: seatKey(login) }],
          countWrite(partitionKey, count, Math.max(0, (count?.count ?? 1) - 1)),
        ]);
        return;
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
    }
    throw new Error(`The seats of ${tenant} kept changing: ${login}'s seat could not be taken back.`);
  }

  async touch(tenant: string, login: string, at: string): Promise<void> {
    try {
      // If-Match * : the row must still exist, so a seat taken back meanwhile is not brought back by a late touch.
      await (
        await this.client()
      ).updateEntity({ partitionKey: keyOf(tenant), rowKey: seatKey(login), lastAccess: at }, 'Merge', { etag: '*' });
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }

  private remember(license: StoredLicense): StoredLicense {
    this.cache.evict(license.tenant);
    void this.cache.get(license.tenant, async () => license);
    return license;
  }

  private client(): Promise<TableClient> {
    return this.tables.table(LICENSES);
  }
}

/** The count's new value, written over the version read (or created, when there was none): the transaction's guard. */
function countWrite(partitionKey: string, read: TableEntityResult<{ count: number }> | null, count: number): TransactionAction {
  const row = { partitionKey, rowKey: COUNT_ROW, count };
  return read ? ['update', row, 'Replace', { etag: read.etag }] : ['create', row];
}

/** A transaction refused by a row another writer changed (the count's ETag) or created (the seat). */
function isConflict(error: unknown): boolean {
  const status = statusOf(error);
  return status === 409 || status === 412 || status === 404;
}

function rowOf(license: Omit<StoredLicense, 'etag'>): LicenseRow {
  return {
    edition: license.edition,
    userCount: license.userCount,
    isUnlimited: license.isUnlimited,
    ...(license.expirationDate ? { expirationDate: license.expirationDate } : {}),
    ...(license.subscriptionRef ? { subscriptionRef: license.subscriptionRef } : {}),
    ...(license.licenseKey ? { licenseKey: license.licenseKey } : {}),
    trialStartedAt: license.trialStartedAt,
    autoAssign: license.autoAssign,
    licenseManagers: JSON.stringify(license.licenseManagers),
    adminPanelManagers: JSON.stringify(license.adminPanelManagers),
    defaultUserPermission: license.defaultUserPermission,
    avatarSource: license.avatarSource,
  };
}

function principalsOf(json: string | undefined): Principal[] {
  const parsed = principalsSchema.safeParse(JSON.parse(json || '[]'));
  return parsed.success ? parsed.data : [];
}

function licenseOf(tenant: string, row: LicenseRow, etag: string): StoredLicense {
  return {
    tenant,
    edition: row.edition,
    userCount: row.userCount,
    isUnlimited: row.isUnlimited,
    expirationDate: row.expirationDate ?? null,
    subscriptionRef: row.subscriptionRef ?? null,
    licenseKey: row.licenseKey ?? null,
    trialStartedAt: row.trialStartedAt,
    autoAssign: row.autoAssign,
    licenseManagers: principalsOf(row.licenseManagers),
    adminPanelManagers: principalsOf(row.adminPanelManagers),
    defaultUserPermission: permissionSchema.catch(1).parse(row.defaultUserPermission),
    avatarSource: avatarSourceSchema.catch('site').parse(row.avatarSource),
    etag,
  };
}

function seatOf(row: SeatRow): Seat {
  return { login: row.login, name: row.name, email: row.email, assignedAt: row.assignedAt, lastAccess: row.lastAccess ?? null };
}
