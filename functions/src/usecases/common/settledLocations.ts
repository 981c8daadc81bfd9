import type { DataLocation } from '@listboard/shared';
import type { BoardStore } from '../../ports/boardStore';
import type { Services } from '../../ports/services';
import { isCopying } from './dataTransferState';

/**
 * The work of a timer over every data location: each run sees the boards of one location, and only those
 * of tenants whose data is settled there (a tenant moving away, or its copies being removed, waits).
 */
export async function inEverySettledLocation(current: Services, work: (located: Services) => Promise<void>): Promise<void> {
  const { dataLocations } = current;
  for (const location of dataLocations.available) {
    const stores = dataLocations.storesAt(location);
    await work({ ...current, ...stores, boards: settledOnly(stores.boards, current, location) });
  }
}

function settledOnly(boards: BoardStore, current: Services, location: DataLocation): BoardStore {
  const settled = async (tenant: string) => {
    const placement = await current.dataLocations.directory.placementOf(tenant);
    return placement.location === location && !isCopying(placement);
  };
  async function* everyBoard() {
    for await (const entry of boards.everyBoard()) if (await settled(entry.tenant)) yield entry;
  }
  // Every other call is the store's own.
  return Object.assign(Object.create(boards) as BoardStore, { everyBoard });
}
