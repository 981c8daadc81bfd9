import { describe, expect, it } from 'vitest';
import { DEFAULT_TRASH_RETENTION_DAYS, isPastRetention, removedAfter } from './trash';

describe('the trash bin’s retention', () => {
  it('keeps a board 93 days by default, to the millisecond', () => {
    expect(DEFAULT_TRASH_RETENTION_DAYS).toBe(93);
    expect(removedAfter('2026-01-01T10:00:00.000Z', 93)).toBe('2026-04-04T10:00:00.000Z');
    expect(isPastRetention('2026-01-01T10:00:00.000Z', new Date('2026-04-04T09:59:59.999Z'), 93)).toBe(false);
    expect(isPastRetention('2026-01-01T10:00:00.000Z', new Date('2026-04-04T10:00:00.000Z'), 93)).toBe(true);
  });

  it('counts days of 24 hours, whatever the clocks of a time zone do, and never removes on a date it cannot read', () => {
    expect(removedAfter('2026-03-28T12:00:00.000Z', 1)).toBe('2026-03-29T12:00:00.000Z');
    expect(isPastRetention('not a date', new Date('2100-01-01T00:00:00Z'), 1)).toBe(false);
  });
});
