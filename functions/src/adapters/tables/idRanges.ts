/** Consecutive item ids read by one query: from `from` (or the first) to below `below` (or past the last). */
export interface IdRange {
  from: number | null;
  below: number | null;
}

/** Ids a range is sized for: a page of Table Storage's answers. */
const IDS_PER_RANGE = 1000;
/** Queries of one list at a time: two to ten read a 5,000-item list alike on Azurite (docs/performance.md); four keep a big list's few. */
const MAX_RANGES = 4;

/**
 * Splits a list's ids, up to the highest one given so far, into ranges read side by side: Table Storage answers
 * one query a page at a time, each page waiting for the one before, but queries of separate key ranges at once.
 * The first range has no lower bound and the last no upper one, so an id given after `highestId` was read (by
 * another instance, while this one kept the list) is still read, whatever the bounds between.
 */
export function idRanges(highestId: number): IdRange[] {
  const count = Math.min(MAX_RANGES, Math.max(1, Math.ceil(highestId / IDS_PER_RANGE)));
  const size = Math.ceil(highestId / count);
  return Array.from({ length: count }, (_, index) => ({
    from: index === 0 ? null : index * size + 1,
    below: index === count - 1 ? null : (index + 1) * size + 1,
  }));
}
