/** Where each of the pager's buttons leads; null where it leads nowhere (it is then disabled). */
export interface PageLinks {
  /** The page numbers shown: the group of `groupSize` the current page is in. */
  numbers: number[];
  first: number | null;
  previous: number | null;
  /** The first page of the group before, and of the group after. */
  previousGroup: number | null;
  nextGroup: number | null;
  next: number | null;
  last: number | null;
}

/**
 * Spec 3 sections 2 and 9: page numbers in groups of ten (1-10, 11-20, ...), with first, previous, previous ten,
 * next, next ten and last. `page` counts from 1; a list of no pages has one empty page.
 */
export function pageLinks(page: number, pageCount: number, groupSize: number): PageLinks {
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const groupStart = Math.floor((current - 1) / groupSize) * groupSize + 1;
  const groupEnd = Math.min(groupStart + groupSize - 1, count);
  const numbers = Array.from({ length: groupEnd - groupStart + 1 }, (_, index) => groupStart + index);
  const unlessCurrent = (target: number) => (target === current ? null : target);
  return {
    numbers,
    first: unlessCurrent(1),
    previous: current > 1 ? current - 1 : null,
    previousGroup: groupStart > 1 ? groupStart - groupSize : null,
    nextGroup: groupEnd < count ? groupEnd + 1 : null,
    next: current < count ? current + 1 : null,
    last: unlessCurrent(count),
  };
}

/** How many pages `total` items make at `pageSize` a page. */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
