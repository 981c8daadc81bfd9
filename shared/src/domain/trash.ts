/** How long a board stays in the trash bin before the retention timer removes it for good (docs/boards-home.md#the-trash-bin). */
export const DEFAULT_TRASH_RETENTION_DAYS = 93;
export const MAX_TRASH_RETENTION_DAYS = 3_650;

const DAY_MS = 86_400_000;

/** The moment after which a board moved to the trash bin at `trashedAt` is removed for good. */
export function removedAfter(trashedAt: string, retentionDays: number): string {
  return new Date(Date.parse(trashedAt) + retentionDays * DAY_MS).toISOString();
}

/** Whether the retention period of a board trashed at `trashedAt` is over at `now`. */
export function isPastRetention(trashedAt: string, now: Date, retentionDays: number): boolean {
  const at = Date.parse(trashedAt);
  return Number.isFinite(at) && now.getTime() >= at + retentionDays * DAY_MS;
}
