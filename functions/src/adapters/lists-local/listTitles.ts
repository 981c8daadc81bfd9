import { createHash } from 'node:crypto';
import type { TableClient, TableEntity } from '@azure/data-tables';
import { ListTitleTakenError } from '../../ports/listHost';
import { getEntityOrNull, statusOf } from '../tables/tableClients';

/**
 * A site's list titles are unique whatever their letter case, as on SharePoint. Each list has a
 * reservation row beside it in its site's partition, keyed by its lower-cased title, and is created
 * with it in one transaction: of two creates of one title at once, the store takes exactly one.
 * List ids are GUIDs, so no list row ever starts with this prefix.
 */
const RESERVATION_PREFIX = 'title~';

type TitleReservation = {
  partitionKey: string;
  rowKey: string;
  title: string;
  listId: string;
};

/** A hash keeps the key short and free of the characters a key cannot hold, whatever the title. */
function reservationKeyOf(title: string): string {
  return `${RESERVATION_PREFIX}${createHash('sha256').update(title.toLowerCase()).digest('hex')}`;
}

export function isTitleReservation(rowKey: string): boolean {
  return rowKey.startsWith(RESERVATION_PREFIX);
}

/**
 * Creates the list row with its title's reservation, or refuses with ListTitleTakenError. A reservation
 * whose list row is gone (deleted behind the store's back) no longer holds its title: it is removed,
 * conditionally on its ETag, and the create tried once more.
 */
export async function createWithTitle(client: TableClient, list: TableEntity & { title: string }): Promise<void> {
  const reservation: TitleReservation = {
    partitionKey: list.partitionKey,
    rowKey: reservationKeyOf(list.title),
    title: list.title,
    listId: list.rowKey,
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await client.submitTransaction([
        ['create', list],
        ['create', reservation],
      ]);
      return;
    } catch (error) {
      if (statusOf(error) !== 409) throw error;
      const holder = await getEntityOrNull<TitleReservation>(client, reservation.partitionKey, reservation.rowKey);
      // A conflict on the list's own id rather than on its title.
      if (!holder) throw error;
      if (await getEntityOrNull(client, holder.partitionKey, holder.listId)) throw new ListTitleTakenError(list.title);
      await client.deleteEntity(holder.partitionKey, holder.rowKey, { etag: holder.etag }).catch((failure: unknown) => {
        if (statusOf(failure) !== 404 && statusOf(failure) !== 412) throw failure;
      });
    }
  }
  throw new ListTitleTakenError(list.title);
}
