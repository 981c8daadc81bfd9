import '@pnp/sp/webs/index.js';
import '@pnp/sp/lists/index.js';
import '@pnp/sp/items/index.js';
import '@pnp/sp/batching.js';
import type { SPFI } from '@pnp/sp';
import type { ListItemVersion, ListSchema, VersionFeed } from '../../ports/listHost';
import { nextCursor } from '../versionCursor';
import { spCall } from './spConnection';
import { versionsOf } from './spHistory';
import { spTimeMs } from './spTimes';
import { BATCH_SIZE, PAGE_SIZE } from './spItems';

/**
 * A list's versions since a moment, for the charts and the history report (docs/reporting.md). SharePoint keeps versions per item, so the feed reads
 * every item's id and Modified (a page per 5,000 items, no filter: a filter on Modified fails past the
 * list view threshold unless the column is indexed), then the versions of the items modified since, a
 * $batch per 100 items. Deleted items are the ones missing from the ids; SharePoint's change log would
 * say when, which the caller approximates by when it noticed.
 */
export async function versionFeedOf(sp: SPFI, list: ListSchema, since: string | null): Promise<VersionFeed> {
  const cursor = nextCursor(since);
  const items: { Id: number; Modified: string }[] = [];
  for await (const page of sp.web.lists.getById(list.id).items.select('Id', 'Modified').top(PAGE_SIZE))
    items.push(...(page as { Id: number; Modified: string }[]));
  const sinceMs = since === null ? Number.NEGATIVE_INFINITY : Date.parse(since);
  const changed = items.filter((item) => spTimeMs(item.Modified) >= sinceMs).map((item) => item.Id);
  const versions: ListItemVersion[] = [];
  for (let start = 0; start < changed.length; start += BATCH_SIZE) {
    const [batched, execute] = sp.batched({ maxRequests: BATCH_SIZE });
    const answers = changed
      .slice(start, start + BATCH_SIZE)
      // An item deleted since its id was read has no versions any more (404: none).
      .map(async (itemId) => ({
        itemId,
        answer: (await spCall(() => batched.web.lists.getById(list.id).items.getById(itemId).versions<Record<string, unknown>[]>())) ?? [],
      }));
    await execute();
    for (const { itemId, answer } of await Promise.all(answers)) {
      for (const version of versionsOf(list, answer)) if (Date.parse(version.modified) >= sinceMs) versions.push({ itemId, ...version });
    }
  }
  return { versions, deletions: [], itemIds: items.map((item) => item.Id), cursor };
}
