import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketIndexOf, dayBounds, MAX_REPORT_BUCKETS, reportBuckets } from './buckets';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
const BERLIN = 'Europe/Berlin';

describe('the periods of a chart', () => {
  it("are the days, midnight to midnight in the zone, 23 and 25 hours long across Berlin's DST changes", () => {
    // Clocks go forward on Sunday 29 March 2026 (CET +1 to CEST +2) and back on Sunday 25 October.
    expect(reportBuckets({ start: '2026-03-28', end: '2026-03-30' }, 'days', BERLIN)).toEqual([
      { label: '2026-03-28', start: at('2026-03-27T23:00Z'), end: at('2026-03-28T23:00Z') },
      { label: '2026-03-29', start: at('2026-03-28T23:00Z'), end: at('2026-03-29T22:00Z') },
      { label: '2026-03-30', start: at('2026-03-29T22:00Z'), end: at('2026-03-30T22:00Z') },
    ]);
    const [autumn] = reportBuckets({ start: '2026-10-25', end: '2026-10-25' }, 'days', BERLIN);
    expect(autumn).toEqual({ label: '2026-10-25', start: at('2026-10-24T22:00Z'), end: at('2026-10-25T23:00Z') });
    expect(autumn.end - autumn.start).toBe(25 * HOUR);
  });

  it('are ISO weeks from Monday, the first and last clipped to the range', () => {
    // 4 March 2026 is a Wednesday, 20 March a Friday.
    expect(reportBuckets({ start: '2026-03-04', end: '2026-03-20' }, 'weeks', BERLIN)).toEqual([
      { label: '2026-03-04', start: at('2026-03-03T23:00Z'), end: at('2026-03-08T23:00Z') },
      { label: '2026-03-09', start: at('2026-03-08T23:00Z'), end: at('2026-03-15T23:00Z') },
      { label: '2026-03-16', start: at('2026-03-15T23:00Z'), end: at('2026-03-20T23:00Z') },
    ]);
    // The week of the spring change is an hour short; a range starting on a Sunday has a one-day first week.
    const [springWeek] = reportBuckets({ start: '2026-03-23', end: '2026-03-29' }, 'weeks', BERLIN);
    expect(springWeek.end - springWeek.start).toBe(7 * 24 * HOUR - HOUR);
    expect(reportBuckets({ start: '2026-03-01', end: '2026-03-02' }, 'weeks', 'UTC').map((bucket) => bucket.label)).toEqual([
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('are calendar months and years, the first and last clipped to the range', () => {
    expect(reportBuckets({ start: '2026-01-15', end: '2026-03-10' }, 'months', 'UTC')).toEqual([
      { label: '2026-01-15', start: at('2026-01-15T00:00Z'), end: at('2026-02-01T00:00Z') },
      { label: '2026-02-01', start: at('2026-02-01T00:00Z'), end: at('2026-03-01T00:00Z') },
      { label: '2026-03-01', start: at('2026-03-01T00:00Z'), end: at('2026-03-11T00:00Z') },
    ]);
    expect(reportBuckets({ start: '2025-12-31', end: '2026-01-01' }, 'months', 'UTC').map((bucket) => bucket.label)).toEqual([
      '2025-12-31',
      '2026-01-01',
    ]);
    expect(reportBuckets({ start: '2025-06-01', end: '2027-02-01' }, 'years', BERLIN)).toEqual([
      { label: '2025-06-01', start: at('2025-05-31T22:00Z'), end: at('2025-12-31T23:00Z') },
      { label: '2026-01-01', start: at('2025-12-31T23:00Z'), end: at('2026-12-31T23:00Z') },
      { label: '2027-01-01', start: at('2026-12-31T23:00Z'), end: at('2027-02-01T23:00Z') },
    ]);
  });

  it("cover the range's bounds, one after the other", () => {
    expect(dayBounds({ start: '2026-03-28', end: '2026-03-30' }, BERLIN)).toEqual({
      start: at('2026-03-27T23:00Z'),
      end: at('2026-03-30T22:00Z'),
    });
    const days = fc
      .integer({ min: 0, max: 3_000 })
      .map((offset) => new Date(at('2020-01-01T00:00Z') + offset * 24 * HOUR).toISOString().slice(0, 10));
    const scales = fc.constantFrom('days' as const, 'weeks' as const, 'months' as const, 'years' as const);
    const zones = fc.constantFrom('UTC', BERLIN, 'America/New_York', 'Asia/Kathmandu');
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: 400 }), scales, zones, (start, length, scale, zone) => {
        const end = new Date(at(`${start}T00:00Z`) + length * 24 * HOUR).toISOString().slice(0, 10);
        const buckets = reportBuckets({ start, end }, scale, zone);
        const bounds = dayBounds({ start, end }, zone);
        expect(buckets[0].start).toBe(bounds.start);
        expect(buckets.at(-1)?.end).toBe(bounds.end);
        buckets.forEach((bucket, index) => {
          expect(bucket.end).toBeGreaterThan(bucket.start);
          if (index > 0) expect(bucket.start).toBe(buckets[index - 1].end);
        });
        if (scale === 'days') expect(buckets).toHaveLength(length + 1);
      }),
      { numRuns: 60 },
    );
  });

  it('refuse a range of more periods than the cap, a range ending before it starts and a day that does not exist', () => {
    // 3,700 days from 1 January 2000 end on 16 February 2010.
    expect(reportBuckets({ start: '2000-01-01', end: '2010-02-16' }, 'days', 'UTC')).toHaveLength(MAX_REPORT_BUCKETS);
    expect(() => reportBuckets({ start: '2000-01-01', end: '2010-02-17' }, 'days', 'UTC')).toThrow(RangeError);
    // 1 January 2000 is a Saturday: a two-day first week, then the 529 weeks from Monday 3 January 2000.
    expect(reportBuckets({ start: '2000-01-01', end: '2010-02-17' }, 'weeks', 'UTC')).toHaveLength(530);
    expect(() => reportBuckets({ start: '2026-03-02', end: '2026-03-01' }, 'days', 'UTC')).toThrow(RangeError);
    expect(() => dayBounds({ start: '2026-02-30', end: '2026-03-01' }, 'UTC')).toThrow(RangeError);
    expect(() => dayBounds({ start: '2026-3-1', end: '2026-03-01' }, 'UTC')).toThrow(RangeError);
  });
});

describe('the period an instant falls in', () => {
  it('is found by its start (included) and end (excluded), -1 outside the range', () => {
    const buckets = reportBuckets({ start: '2026-03-28', end: '2026-03-30' }, 'days', BERLIN);
    expect(bucketIndexOf(buckets, at('2026-03-27T23:00Z'))).toBe(0);
    expect(bucketIndexOf(buckets, at('2026-03-28T23:00Z') - 1)).toBe(0);
    expect(bucketIndexOf(buckets, at('2026-03-28T23:00Z'))).toBe(1);
    expect(bucketIndexOf(buckets, at('2026-03-30T21:59Z'))).toBe(2);
    expect(bucketIndexOf(buckets, at('2026-03-27T22:59Z'))).toBe(-1);
    expect(bucketIndexOf(buckets, at('2026-03-30T22:00Z'))).toBe(-1);
  });
});
