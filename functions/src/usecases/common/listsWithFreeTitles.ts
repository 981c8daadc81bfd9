import { type ListDefinition, type ListSchema, ListTitleTakenError } from '../../ports/listHost';
import type { Session } from '../../context/session';

/** Each try that loses its title to a parallel create moves on to the next free one; this many covers a burst of creates of one name. */
const MAX_TRIES = 20;

/** A title neither on the site nor among `refused` (lower-cased): 'Launch', else 'Launch 2', 'Launch 3', ... */
async function freeListTitle(session: Session, siteUrl: string, wanted: string, refused: ReadonlySet<string>): Promise<string> {
  const taken = new Set([...refused, ...(await session.lists.getLists(siteUrl)).map((l) => l.title.toLowerCase())]);
  let title = wanted;
  for (let n = 2; taken.has(title.toLowerCase()); n += 1) title = `${wanted} ${n}`;
  return title;
}

/**
 * A new list under the wanted title, or the first free one after it. The title is free when read, yet
 * a parallel create may take it before ours is written: the list host refuses a taken title
 * (ListTitleTakenError, atomically on both hosts), and the next free title is tried.
 */
export async function createListWithFreeTitle(
  session: Session,
  siteUrl: string,
  wanted: string,
  definition: Omit<ListDefinition, 'title'>,
): Promise<ListSchema> {
  const refused = new Set<string>();
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const title = await freeListTitle(session, siteUrl, wanted, refused);
    try {
      return await session.lists.createList(siteUrl, { ...definition, title });
    } catch (error) {
      if (!(error instanceof ListTitleTakenError)) throw error;
      refused.add(title.toLowerCase());
    }
  }
  throw new ListTitleTakenError(wanted);
}
