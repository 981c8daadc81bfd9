import { type DataLocation, dataLocationSchema } from '@listboard/shared';
import { z } from 'zod';
import { DIRECTORY_CACHE_MS, type DataLocationDirectory, type DataTransfer, type TenantPlacement } from '../../ports/dataLocations';
import { ConcurrencyError } from '../../ports/listHost';
import { TtlCache } from '../ttlCache';
import { type TableClients, getEntityOrNull, keyOf, listAll, odataString, statusOf } from './tableClients';

const TABLE = 'lbdatalocations';
const PARTITION = 'tenant';

interface PlacementRow {
  tenant: string;
  location: string;
  /** The transfer as JSON, or '' when none runs. */
  transfer: string;
}

const transferSchema = z.object({
  from: dataLocationSchema,
  to: dataLocationSchema,
  phase: z.enum(['copying', 'cleaning']),
  startedAt: z.string(),
  runner: z.string(),
  leaseUntil: z.string(),
  copied: z.number(),
});

/**
 * The tenant-to-location directory in the main account (PartitionKey 'tenant', RowKey the tenant's origin).
 * A tenant without a row keeps its data in the main location. Every change is conditional on the row's
 * ETag (created when there is none), so two managers, or two runners of a transfer, never both win.
 */
export class TableDataLocations implements DataLocationDirectory {
  private readonly cache = new TtlCache<TenantPlacement>(DIRECTORY_CACHE_MS);

  constructor(
    private readonly tables: TableClients,
    private readonly primary: DataLocation,
  ) {}

  placementOf(tenant: string): Promise<TenantPlacement> {
    return this.cache.get(tenant, () => this.currentPlacement(tenant));
  }

  async currentPlacement(tenant: string): Promise<TenantPlacement> {
    const row = await getEntityOrNull<PlacementRow>(await this.tables.table(TABLE), PARTITION, keyOf(tenant));
    return row ? this.placementFrom(row, row.etag) : { tenant, location: this.primary, transfer: null, etag: null };
  }

  async save(placement: TenantPlacement): Promise<TenantPlacement> {
    const client = await this.tables.table(TABLE);
    const entity = { partitionKey: PARTITION, rowKey: keyOf(placement.tenant), ...rowOf(placement) };
    try {
      const saved =
        placement.etag === null
          ? await client.createEntity(entity)
          : await client.updateEntity(entity, 'Replace', { etag: placement.etag });
      const next = { ...placement, etag: saved.etag ?? null };
      this.cache.evict(placement.tenant);
      return next;
    } catch (error) {
      const status = statusOf(error);
      if (status === 409 || status === 412) throw new ConcurrencyError('The data location was changed meanwhile.');
      throw error;
    }
  }

  async transfersUnderWay(): Promise<TenantPlacement[]> {
    const rows = await listAll<PlacementRow>(
      await this.tables.table(TABLE),
      `PartitionKey eq ${odataString(PARTITION)} and transfer ne ''`,
    );
    return rows.map((row) => this.placementFrom(row, row.etag));
  }

  private placementFrom(row: PlacementRow, etag: string): TenantPlacement {
    const transfer: DataTransfer | null = row.transfer ? transferSchema.parse(JSON.parse(row.transfer)) : null;
    return { tenant: row.tenant, location: dataLocationSchema.catch(this.primary).parse(row.location), transfer, etag };
  }
}

function rowOf(placement: TenantPlacement): PlacementRow {
  return { tenant: placement.tenant, location: placement.location, transfer: placement.transfer ? JSON.stringify(placement.transfer) : '' };
}
