import { describe, expect, it } from 'vitest';
import { TIME_SLOT_COUNT, formatTime, parseTime, timeSlots } from './timeSlots';

describe('timeSlots', () => {
  it('lists 48 half-hour slots in 24-hour format', () => {
    const slots = timeSlots('24h');
    expect(slots).toHaveLength(TIME_SLOT_COUNT);
    expect(slots.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(slots.at(-1)).toBe('23:30');
  });

  it('lists the same slots in 12-hour format, midnight and noon as 12', () => {
    const slots = timeSlots('12h');
    expect(slots[0]).toBe('12:00 AM');
    expect(slots[24]).toBe('12:00 PM');
    expect(slots[27]).toBe('1:30 PM');
    expect(slots.at(-1)).toBe('11:30 PM');
  });
});

describe('parseTime', () => {
  it('reads 24-hour times with or without the colon', () => {
    expect(parseTime('09:30', '24h')).toEqual({ hours: 9, minutes: 30 });
    expect(parseTime('930', '24h')).toEqual({ hours: 9, minutes: 30 });
    expect(parseTime('2315', '24h')).toEqual({ hours: 23, minutes: 15 });
  });

  it('refuses impossible 24-hour times and 12-hour input', () => {
    expect(parseTime('24:00', '24h')).toBeNull();
    expect(parseTime('12:60', '24h')).toBeNull();
    expect(parseTime('9:30 PM', '24h')).toBeNull();
    expect(parseTime('soon', '24h')).toBeNull();
  });

  it('reads 12-hour times with AM or PM, the colon optional', () => {
    expect(parseTime('12:00 AM', '12h')).toEqual({ hours: 0, minutes: 0 });
    expect(parseTime('12:30 pm', '12h')).toEqual({ hours: 12, minutes: 30 });
    expect(parseTime('130PM', '12h')).toEqual({ hours: 13, minutes: 30 });
    expect(parseTime('9:05 a.m.', '12h')).toEqual({ hours: 9, minutes: 5 });
  });

  it('refuses 12-hour times without a suffix or out of range', () => {
    expect(parseTime('13:00 PM', '12h')).toBeNull();
    expect(parseTime('0:30 AM', '12h')).toBeNull();
    expect(parseTime('9:30', '12h')).toBeNull();
  });

  it('round-trips every slot', () => {
    for (const clock of ['24h', '12h'] as const) {
      for (const slot of timeSlots(clock)) expect(formatTime(parseTime(slot, clock)!, clock)).toBe(slot);
    }
  });
});
