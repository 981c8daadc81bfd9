import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type WallTime, addDays, daysInMonth, instantOf, isTimeZone, wallTimeOf, weekdayOf } from './zonedTime';

const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Chatham', 'America/Sao_Paulo'];
const instants = fc
  .date({ min: new Date('1999-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000));
const zones = fc.constantFrom(...ZONES);
const minutes = (time: WallTime) => Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute) / 60_000;

describe('wall-clock time in a zone', () => {
  it('reads an instant as the zone shows it', () => {
    expect(wallTimeOf(new Date('2026-07-01T10:05:00Z'), 'Europe/Berlin')).toEqual({ year: 2026, month: 7, day: 1, hour: 12, minute: 5 });
    expect(wallTimeOf(new Date('2026-01-01T00:30:00Z'), 'America/New_York')).toEqual({
      year: 2025,
      month: 12,
      day: 31,
      hour: 19,
      minute: 30,
    });
  });

  it('knows real zones from made-up ones', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('finds the instant of a wall-clock minute, and reads it back, in any zone', () => {
    fc.assert(
      fc.property(instants, zones, (instant, zone) => {
        const wall = wallTimeOf(instant, zone);
        expect(wallTimeOf(instantOf(wall, zone), zone)).toEqual(wall);
      }),
    );
  });

  it('takes the first of a minute that happens twice when clocks go back', () => {
    // Berlin, 25 October 2026: 02:30 happens at 00:30Z (summer time) and again at 01:30Z.
    expect(instantOf({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('moves a minute the clocks skip forward by the jump, never earlier and never lost', () => {
    // Berlin, 29 March 2026: 02:00 becomes 03:00, so 02:30 is read as 03:30 (01:30Z).
    expect(instantOf({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    fc.assert(
      fc.property(instants, zones, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 11 }), (day, zone, hour, step) => {
        const wanted = { ...wallTimeOf(day, zone), hour, minute: step * 5 };
        const shift = minutes(wallTimeOf(instantOf(wanted, zone), zone)) - minutes(wanted);
        expect(shift).toBeGreaterThanOrEqual(0);
        expect(shift).toBeLessThanOrEqual(60);
      }),
    );
  });
});

describe('calendar days', () => {
  it('counts days across month ends and leap years', () => {
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addDays({ year: 2027, month: 2, day: 28 }, 1)).toEqual({ year: 2027, month: 3, day: 1 });
    expect(addDays({ year: 2026, month: 1, day: 1 }, -1)).toEqual({ year: 2025, month: 12, day: 31 });
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(weekdayOf({ year: 2026, month: 11, day: 25 })).toBe(3);
  });

  it('goes back as far as it went forward', () => {
    const days = fc.record({
      year: fc.integer({ min: 1990, max: 2060 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
    });
    fc.assert(
      fc.property(days, fc.integer({ min: -2000, max: 2000 }), (day, shift) => {
        expect(addDays(addDays(day, shift), -shift)).toEqual(day);
        expect((weekdayOf(addDays(day, shift)) - weekdayOf(day) - shift) % 7 === 0).toBe(true);
      }),
    );
  });
});
