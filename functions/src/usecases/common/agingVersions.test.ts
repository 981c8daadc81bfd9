import { describe, expect, it } from 'vitest';
import type { DigestItem } from '../../ports/versionDigests';
import { coversRecords } from './agingVersions';

const item = (itemId: number, ...numbers: number[]): DigestItem => ({
  itemId,
  versions: numbers.map((version) => ({ version, modified: '2026-12-01T10:00:00.000Z', editorId: 1, changes: {} })),
  deleted: null,
});

describe('whether the kept versions cover the cards', () => {
  const items = [item(1, 1, 2, 3), item(2, 1)];

  it('covers cards whose latest version is kept, and cards of an older read', () => {
    expect(
      coversRecords(items, [
        { id: 1, version: 3 },
        { id: 2, version: 1 },
      ]),
    ).toBe(true);
    expect(coversRecords(items, [{ id: 1, version: 2 }])).toBe(true);
    expect(coversRecords(items, [])).toBe(true);
  });

  it('does not cover a card changed since, nor one the digest does not know', () => {
    expect(coversRecords(items, [{ id: 1, version: 4 }])).toBe(false);
    expect(coversRecords(items, [{ id: 3, version: 1 }])).toBe(false);
    expect(coversRecords([item(4)], [{ id: 4, version: 1 }])).toBe(false);
  });
});
