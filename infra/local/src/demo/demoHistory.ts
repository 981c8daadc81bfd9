import type { ImportedHistory, ListItemRecord, ListHost } from '@listboard/functions/host-api';

const DAY_MS = 86_400_000;

/** The way each demo status is reached from 'Not Started'; every fourth card is sent back once from review. */
function pathTo(status: string, index: number): string[] {
  switch (status) {
    case 'In Progress':
      return ['In Progress'];
    case 'Review':
      return index % 4 === 1 ? ['In Progress', 'Review', 'In Progress', 'Review'] : ['In Progress', 'Review'];
    case 'Completed':
      return index % 4 === 1 ? ['In Progress', 'Review', 'In Progress', 'Review', 'Completed'] : ['In Progress', 'Review', 'Completed'];
    case 'Deferred':
      return ['In Progress', 'Deferred'];
    default:
      return [];
  }
}

/**
 * Weeks of work behind the demo cards, so that the charts and the history report have something to show on
 * a fresh `npm start`: each card created between 5 and 34 days ago as 'Not Started', then moved a day or
 * three at a time along its way to where it is now, by the team's people; what the seed did today (parents,
 * comments) follows as it was.
 */
export async function demoHistories(
  host: ListHost,
  siteUrl: string,
  listId: string,
  items: ListItemRecord[],
  editors: number[],
  now = Date.now(),
): Promise<ImportedHistory[]> {
  return Promise.all(
    items.map(async (item, index) => {
      const today = await host.getItemVersions(siteUrl, listId, item.id);
      const [first, ...later] = today;
      const status = String(item.values.Status ?? 'Not Started');
      const steps = pathTo(status, index);
      const start = now - (5 + ((index * 7) % 30)) * DAY_MS + (index % 8) * 3_600_000;
      const stride = Math.max(1, Math.min(3, Math.floor((now - DAY_MS - start) / DAY_MS / Math.max(1, steps.length))));
      const at = (step: number) => new Date(Math.min(start + step * stride * DAY_MS, now - DAY_MS)).toISOString();
      const past = [
        { ...first, modified: at(0), changes: { ...first.changes, Status: 'Not Started' } },
        ...steps.map((next, step) => ({
          version: 0,
          modified: at(step + 1),
          editorId: editors[(index + step) % editors.length],
          changes: { Status: next },
        })),
        ...later,
      ];
      return { itemId: item.id, versions: past.map((version, number) => ({ ...version, version: number + 1 })) };
    }),
  );
}
