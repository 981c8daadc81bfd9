import { describe, expect, it } from 'vitest';
import { pageCountOf, pageLinks } from './pageNumbers';

describe('pageLinks', () => {
  it('shows the group of ten the page is in, with the group before and after', () => {
    expect(pageLinks(15, 34, 10)).toEqual({
      numbers: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      first: 1,
      previous: 14,
      previousGroup: 1,
      nextGroup: 21,
      next: 16,
      last: 34,
    });
  });

  it('leads nowhere before the first page and after the last', () => {
    expect(pageLinks(1, 3, 10)).toEqual({
      numbers: [1, 2, 3],
      first: null,
      previous: null,
      previousGroup: null,
      nextGroup: null,
      next: 2,
      last: 3,
    });
    expect(pageLinks(34, 34, 10)).toMatchObject({ numbers: [31, 32, 33, 34], previousGroup: 21, nextGroup: null, next: null, last: null });
  });

  it('ends the group at the last page, and keeps a page past the end on the last one', () => {
    expect(pageLinks(11, 11, 10).numbers).toEqual([11]);
    expect(pageLinks(40, 12, 10)).toMatchObject({ numbers: [11, 12], next: null, previous: 11 });
  });

  it('shows one empty page for an empty list', () => {
    expect(pageLinks(1, 0, 10)).toMatchObject({ numbers: [1], first: null, last: null });
  });
});

describe('pageCountOf', () => {
  it('counts 25 boards a page', () => {
    expect([0, 1, 25, 26, 250, 251].map((total) => pageCountOf(total, 25))).toEqual([1, 1, 1, 2, 10, 11]);
  });
});
