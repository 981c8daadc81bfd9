/**
 * The order of a card's versions (docs/live-updates.md#versions). A page holds a card from several
 * sources (the board read, a write's answer, a live event), which may arrive in any order; it keeps
 * the newest. Both list hosts give every write of an item a new ETag that grows with each write:
 * SharePoint's is the item's hidden version counter ("7"), Table Storage's the service's time of the
 * write, to the 100 ns (W/"datetime'2026-11-28T19%3A12%3A00.1234567Z'"). Compared number by number,
 * they order an item's versions even where its Modified does not: SharePoint keeps Modified to the
 * second, and a system update (a renumbered column) keeps it. An ETag of another shape falls back to
 * Modified.
 */
export interface CardVersion {
  /** The item's Modified, in milliseconds. */
  timestamp: number;
  etag: string;
}

/** The runs of digits of an ETag, without leading zeros: compared by length, then as text, they compare as numbers of any size. */
function numbersOf(etag: string): string[] {
  return (etag.match(/\d+/g) ?? []).map((run) => run.replace(/^0+(?=\d)/, ''));
}

function compareNumbers(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Negative when `a` is older than `b`, positive when newer, 0 for the same version. */
export function compareCardVersions(a: CardVersion, b: CardVersion): number {
  if (a.etag === b.etag) return 0;
  const left = numbersOf(a.etag);
  const right = numbersOf(b.etag);
  if (left.length > 0 && left.length === right.length) {
    for (let index = 0; index < left.length; index++) {
      const order = compareNumbers(left[index], right[index]);
      if (order !== 0) return Math.sign(order);
    }
  }
  return Math.sign(a.timestamp - b.timestamp);
}

/** Whether a card the page receives is older than the one it shows, and must not replace it. */
export function isOlderCard(incoming: CardVersion, shown: CardVersion): boolean {
  return compareCardVersions(incoming, shown) < 0;
}
