/**
 * The first index at which `before` turns false, for a `before` that is true on a prefix of 0..length-1
 * and false after it: a binary search, so that charts over years of days do not rescan a card's history.
 */
export function partitionPoint(length: number, before: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}
