import { describe, expect, it } from 'vitest';
import { compareCardVersions, isOlderCard } from './cardVersion';

const table = (time: string) => `W/"datetime'${encodeURIComponent(time)}'"`;

describe("the order of a card's versions", () => {
  it('orders SharePoint versions by their counter, also within one second of Modified', () => {
    expect(compareCardVersions({ timestamp: 1000, etag: '"9"' }, { timestamp: 1000, etag: '"10"' })).toBe(-1);
    expect(compareCardVersions({ timestamp: 1000, etag: '"10"' }, { timestamp: 1000, etag: '"9"' })).toBe(1);
  });

  it('orders Table Storage versions by the time of the write, even when Modified says otherwise (a system update, a clock behind)', () => {
    const earlier = { timestamp: 2000, etag: table('2026-11-28T19:12:00.1234567Z') };
    const later = { timestamp: 1000, etag: table('2026-11-28T19:12:00.1234568Z') };
    expect(isOlderCard(earlier, later)).toBe(true);
    expect(isOlderCard(later, earlier)).toBe(false);
    expect(
      compareCardVersions(
        { timestamp: 5, etag: table('2026-11-28T19:59:59.9999999Z') },
        { timestamp: 5, etag: table('2026-11-28T20:00:00.0000000Z') },
      ),
    ).toBe(-1);
  });

  it('sees the same ETag as the same version, whatever time an event carries', () => {
    expect(compareCardVersions({ timestamp: 1, etag: '"3"' }, { timestamp: 99, etag: '"3"' })).toBe(0);
    expect(isOlderCard({ timestamp: 1, etag: '"3"' }, { timestamp: 99, etag: '"3"' })).toBe(false);
  });

  it('falls back to Modified for ETags without numbers or of different shapes', () => {
    expect(compareCardVersions({ timestamp: 1, etag: 'abc' }, { timestamp: 2, etag: 'def' })).toBe(-1);
    expect(compareCardVersions({ timestamp: 3, etag: '"1"' }, { timestamp: 2, etag: 'W/"x-1-2"' })).toBe(1);
  });

  it('compares numbers longer than a double holds', () => {
    expect(compareCardVersions({ timestamp: 0, etag: '"123456789012345678901"' }, { timestamp: 0, etag: '"123456789012345678902"' })).toBe(
      -1,
    );
  });
});
