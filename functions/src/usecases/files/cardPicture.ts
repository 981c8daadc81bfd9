import { ConcurrencyError } from '../../ports/listHost';
import type { Session } from '../../context/session';
import type { ItemFilesTarget } from './itemFiles';
import { filesDepsOf } from './deps';

/** Enough for one person's change to land among a burst of others; each try reads what the last one wrote. */
const TRIES = 5;

/** The attachment the item's card shows, or null. */
export async function cardPictureOf(session: Session, target: ItemFilesTarget): Promise<string | null> {
  const { source, list, record } = target;
  return (await filesDepsOf(session).cardPictures.read({ tenant: session.tenant, siteUrl: source.url, listId: list.id, itemId: record.id }))
    .name;
}

/**
 * Changes the attachment an item shows on its card (docs/api.md#upload-options): `change` gets the stored name
 * and answers the new one (null: none). Written on the ETag read, so a removal never clears a picture someone
 * marked meanwhile, and the mark made last wins.
 */
export async function changeCardPicture(
  session: Session,
  target: ItemFilesTarget,
  change: (current: string | null) => string | null,
): Promise<void> {
  const pictures = filesDepsOf(session).cardPictures;
  const key = { tenant: session.tenant, siteUrl: target.source.url, listId: target.list.id, itemId: target.record.id };
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const stored = await pictures.read(key);
    const next = change(stored.name);
    if (next === stored.name) return;
    if (await pictures.write(key, next, stored.version)) return;
  }
  throw new ConcurrencyError('The picture of this card was changed by others at the same time. Please try again.');
}
