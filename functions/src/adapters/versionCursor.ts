/**
 * How far back a version feed's next read starts (docs/reporting.md). A version is stamped with the time its
 * writer took, and can land up to a request's length after a later-stamped one of another instance; a
 * minute covers any write the storage deadlines let through.
 */
export const REREAD_MS = 60_000;

/**
 * The next read's start: every version stamped before now less the margin has landed, so the next read
 * starts there (or where this one started, if later); what came since is read again and dropped as a double.
 */
export function nextCursor(since: string | null, now = Date.now()): string {
  const settled = new Date(now - REREAD_MS).toISOString();
  return since !== null && since > settled ? since : settled;
}
