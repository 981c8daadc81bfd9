import type { TenantBindings } from '../../ports/identity';
import { type TableClients, getEntityOrNull, keyOf, statusOf } from './tableClients';

const TABLE = 'lbtenantbindings';
const PARTITION = 'origin';

interface BindingEntity {
  origin: string;
  tenantId: string;
}

/**
 * Tenant bindings in Table Storage (PartitionKey 'origin', RowKey the origin), under the ones the
 * deployment states in its settings, which always win. A binding is created, never replaced: of two
 * administrators connecting the same host at once, the first write wins and the other learns its owner.
 */
export class TableTenantBindings implements TenantBindings {
  constructor(
    private readonly tables: TableClients,
    private readonly configured: ReadonlyMap<string, string>,
  ) {}

  async tenantOf(origin: string): Promise<string | null> {
    const stated = this.configured.get(origin);
    if (stated) return stated;
    const entity = await getEntityOrNull<BindingEntity>(await this.tables.table(TABLE), PARTITION, keyOf(origin));
    return entity?.tenantId ?? null;
  }

  async bind(origin: string, tenantId: string): Promise<string> {
    const stated = this.configured.get(origin);
    if (stated) return stated;
    const client = await this.tables.table(TABLE);
    try {
      await client.createEntity<BindingEntity>({ partitionKey: PARTITION, rowKey: keyOf(origin), origin, tenantId });
      return tenantId;
    } catch (error) {
      if (statusOf(error) !== 409) throw error;
      return (await this.tenantOf(origin)) ?? tenantId;
    }
  }
}
