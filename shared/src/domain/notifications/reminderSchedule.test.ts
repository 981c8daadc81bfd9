import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ReminderRuleInput, reminderRuleSchema } from '../../api/notifications';
import { DAY_OF_MONTH_TYPE, DAY_PERIOD, REPEAT_TYPE, SEND_TIME_TYPE, SHIFT_DIRECTION, WHEN_TO_SEND_TYPE } from '../../api/values';
import { dueMoment, dueSlot, reminderMoments, reminderTick, sendsOn } from './reminderSchedule';
import { type CalendarDay, addDays, daysInMonth, instantOf, wallTimeOf, weekdayOf } from './zonedTime';

const rule = (input: ReminderRuleInput) => reminderRuleSchema.parse({ name: 'r', whenToSendType: WHEN_TO_SEND_TYPE.SpecifyTime, ...input });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Asia/Kathmandu'];
const zones = fc.constantFrom(...ZONES);
const years = fc.integer({ min: 2000, max: 2040 });
const flags = (count: number) => fc.array(fc.boolean(), { minLength: count, maxLength: count }).filter((list) => list.some(Boolean));
const daysOfYear = (year: number): CalendarDay[] =>
  Array.from({ length: 366 }, (_, index) => addDays({ year, month: 1, day: 1 }, index)).filter((day) => day.year === year);
const sendHours = fc.integer({ min: 0, max: 23 });
const sendMinutes = fc.integer({ min: 0, max: 11 }).map((step) => step * 5);

describe('the days a reminder at set times sends on', () => {
  it('daily: on the checked weekdays, Monday first', () => {
    const mondaysAndFridays = rule({ repeatType: REPEAT_TYPE.Daily, sendDays: [true, false, false, false, true, false, false] });
    expect(sendsOn(mondaysAndFridays, { year: 2026, month: 11, day: 23 })).toBe(true);
    expect(sendsOn(mondaysAndFridays, { year: 2026, month: 11, day: 27 })).toBe(true);
    expect(sendsOn(mondaysAndFridays, { year: 2026, month: 11, day: 29 })).toBe(false);
    fc.assert(
      fc.property(flags(7), years, (sendDays, year) => {
        const week = Array.from({ length: 7 }, (_, index) => addDays({ year, month: 3, day: 1 }, index));
        expect(week.filter((day) => sendsOn(rule({ repeatType: REPEAT_TYPE.Daily, sendDays }), day)).length).toBe(
          sendDays.filter(Boolean).length,
        );
      }),
    );
  });

  it('weekly: once a week on its weekday, either Sunday of the list, every day for "Day"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), years, (sendDayOfWeek, year) => {
        const sending = daysOfYear(year).filter((day) => sendsOn(rule({ repeatType: REPEAT_TYPE.Weekly, sendDayOfWeek }), day));
        expect(sending.every((day) => weekdayOf(day) === sendDayOfWeek % 7)).toBe(true);
        expect(sending.length).toBeGreaterThanOrEqual(52);
      }),
    );
    expect(sendsOn(rule({ repeatType: REPEAT_TYPE.Weekly, sendDayOfWeek: 8 }), { year: 2026, month: 11, day: 25 })).toBe(true);
  });

  it('monthly on a day number: once in each checked month, on the last day when the month is shorter', () => {
    const on31st = rule({ repeatType: REPEAT_TYPE.Monthly, dayOfMonth: 31, sendMonths: Array(12).fill(true) });
    expect(sendsOn(on31st, { year: 2028, month: 2, day: 29 })).toBe(true);
    expect(sendsOn(on31st, { year: 2027, month: 2, day: 28 })).toBe(true);
    expect(sendsOn(on31st, { year: 2026, month: 4, day: 30 })).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 }), flags(12), years, (dayOfMonth, sendMonths, year) => {
        const monthly = rule({ repeatType: REPEAT_TYPE.Monthly, dayOfMonth, sendMonths });
        const sending = daysOfYear(year).filter((day) => sendsOn(monthly, day));
        expect(sending.map((day) => day.month)).toEqual(sendMonths.flatMap((on, index) => (on ? [index + 1] : [])));
        for (const day of sending) expect(day.day).toBe(Math.min(dayOfMonth, daysInMonth(year, day.month)));
      }),
    );
  });

  it('monthly on "the nth weekday": the right weekday, the nth of it in the month, and "last" is within the last week', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 7 }), years, (dayOfMonthSpec, dayOfMonthSpecDay, year) => {
        const monthly = rule({
          repeatType: REPEAT_TYPE.Monthly,
          dayOfMonthType: DAY_OF_MONTH_TYPE.WeekdaySpec,
          dayOfMonthSpec,
          dayOfMonthSpecDay,
          sendMonths: Array(12).fill(true),
        });
        const sending = daysOfYear(year).filter((day) => sendsOn(monthly, day));
        expect(sending).toHaveLength(12);
        for (const day of sending) {
          expect(weekdayOf(day)).toBe(dayOfMonthSpecDay % 7);
          if (dayOfMonthSpec === 4) expect(day.day).toBeGreaterThan(daysInMonth(year, day.month) - 7);
          else expect(Math.floor((day.day - 1) / 7)).toBe(dayOfMonthSpec);
        }
      }),
    );
  });

  it('monthly on "the first/last Day": the first, second ... or the last day of the month', () => {
    const lastDay = rule({
      repeatType: REPEAT_TYPE.Monthly,
      dayOfMonthType: DAY_OF_MONTH_TYPE.WeekdaySpec,
      dayOfMonthSpec: 4,
      dayOfMonthSpecDay: 8,
      sendMonths: Array(12).fill(true),
    });
    expect(
      daysOfYear(2028)
        .filter((day) => sendsOn(lastDay, day))
        .map((day) => day.day),
    ).toEqual([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    const secondDay = rule({ ...lastDay, dayOfMonthSpec: 1 });
    expect(
      daysOfYear(2028)
        .filter((day) => sendsOn(secondDay, day))
        .every((day) => day.day === 2),
    ).toBe(true);
  });
});

describe('the slot a timer run answers for', () => {
  it("is the rule's time on a sending day, in the board's zone", () => {
    const daily = rule({ repeatType: REPEAT_TYPE.Daily, sendDays: Array(7).fill(true), sendHour: 9, sendMinute: 30 });
    const window = { after: new Date('2026-11-25T08:25:00Z'), upTo: new Date('2026-11-25T08:30:00Z') };
    expect(dueSlot(daily, 'Europe/Berlin', window)?.toISOString()).toBe('2026-11-25T08:30:00.000Z');
    expect(dueSlot(daily, 'UTC', window)).toBeNull();
  });

  it('catches a missed run up once: several missed slots give the latest', () => {
    const daily = rule({ repeatType: REPEAT_TYPE.Daily, sendDays: Array(7).fill(true), sendHour: 9 });
    const window = { after: new Date('2026-11-20T10:00:00Z'), upTo: new Date('2026-11-25T08:00:00Z') };
    expect(dueSlot(daily, 'UTC', window)?.toISOString()).toBe('2026-11-24T09:00:00.000Z');
  });

  // Each property run walks two weeks in 5-minute ticks through Intl's time zones: seconds of work by nature.
  it('finds every slot exactly once when runs follow each other, across daylight-saving changes', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(zones, sendHours, sendMinutes, fc.integer({ min: 2024, max: 2030 }), (zone, sendHour, sendMinute, year) => {
        const daily = rule({ repeatType: REPEAT_TYPE.Daily, sendDays: Array(7).fill(true), sendHour, sendMinute });
        // Two weeks around the spring change in the north and the autumn one in the south, in runs of 5 minutes.
        const start = Date.UTC(year, 2, 20);
        const slots: Date[] = [];
        for (let tick = start; tick < start + 14 * DAY; tick += 5 * 60_000) {
          const slot = dueSlot(daily, zone, { after: new Date(tick), upTo: new Date(tick + 5 * 60_000) });
          if (slot) slots.push(slot);
        }
        expect(slots.length).toBeGreaterThanOrEqual(13);
        expect(slots.length).toBeLessThanOrEqual(15);
        const days = slots.map((slot) => wallTimeOf(slot, zone)).map((wall) => `${wall.year}-${wall.month}-${wall.day}`);
        expect(new Set(days).size).toBe(days.length);
        for (let index = 1; index < slots.length; index += 1) {
          const gap = slots[index].getTime() - slots[index - 1].getTime();
          expect([23 * HOUR, 24 * HOUR, 25 * HOUR].some((hours) => Math.abs(gap - hours) <= HOUR)).toBe(true);
        }
      }),
      { numRuns: 12 },
    );
  });

  it('agrees with going through every day of the window by hand, for monthly reminders', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        zones,
        fc.integer({ min: 1, max: 31 }),
        flags(12),
        fc.date({ min: new Date('2020-01-01Z'), max: new Date('2035-01-01Z'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 60 }),
        (zone, dayOfMonth, sendMonths, from, length) => {
          const monthly = rule({ repeatType: REPEAT_TYPE.Monthly, dayOfMonth, sendMonths, sendHour: 7 });
          const window = { after: from, upTo: new Date(from.getTime() + length * DAY) };
          const byHand = Array.from({ length: length + 2 }, (_, index) => addDays(wallTimeOf(from, zone), index))
            .filter((day) => sendsOn(monthly, day))
            .map((day) => instantOf({ ...day, hour: 7, minute: 0 }, zone))
            .filter((slot) => slot > window.after && slot <= window.upTo);
          expect(dueSlot(monthly, zone, window)).toEqual(byHand.at(-1) ?? null);
        },
      ),
    );
  });

  it('two hosts in the same 5 minutes agree on the tick', () => {
    expect(reminderTick(new Date('2026-11-25T09:04:59.999Z')).toISOString()).toBe('2026-11-25T09:00:00.000Z');
    expect(reminderTick(new Date('2026-11-25T09:05:00.000Z')).toISOString()).toBe('2026-11-25T09:05:00.000Z');
  });
});

describe("reminders counted from a card's date", () => {
  const dated = (input: ReminderRuleInput) => rule({ whenToSendType: WHEN_TO_SEND_TYPE.BasedOnField, dateField: 'DueDate', ...input });
  const due = { value: new Date('2026-03-02T00:00:00Z'), dateOnly: true };
  const isoOf = (dates: Date[]) => dates.map((date) => date.toISOString());

  it("same day, at the rule's time in the board's zone", () => {
    expect(isoOf(reminderMoments(dated({ dayPeriod: DAY_PERIOD.SameDay, sendHour: 9 }), 'Europe/Berlin', due))).toEqual([
      '2026-03-02T08:00:00.000Z',
    ]);
  });

  it('every day for some days before, or after', () => {
    const before = dated({ dayPeriod: DAY_PERIOD.EveryDayFor, shiftAmount: 3, sendHour: 9 });
    expect(isoOf(reminderMoments(before, 'UTC', due))).toEqual([
      '2026-02-27T09:00:00.000Z',
      '2026-02-28T09:00:00.000Z',
      '2026-03-01T09:00:00.000Z',
    ]);
    const after = dated({ dayPeriod: DAY_PERIOD.EveryDayFor, shiftAmount: 2, shiftDirection: SHIFT_DIRECTION.Afterwards, sendHour: 9 });
    expect(isoOf(reminderMoments(after, 'UTC', due))).toEqual(['2026-03-03T09:00:00.000Z', '2026-03-04T09:00:00.000Z']);
  });

  it('exactly some days before, across a leap day', () => {
    const leap = { value: new Date('2028-03-01T00:00:00Z'), dateOnly: true };
    expect(isoOf(reminderMoments(dated({ dayPeriod: DAY_PERIOD.Exactly, shiftAmount: 1, sendHour: 9 }), 'UTC', leap))).toEqual([
      '2028-02-29T09:00:00.000Z',
    ]);
  });

  it('the number of days a field holds; nothing when it holds no whole number', () => {
    const inField = dated({ dayPeriod: DAY_PERIOD.ExactlyForDaysInField, shiftAmountField: 'Lead', sendHour: 9 });
    expect(isoOf(reminderMoments(inField, 'UTC', { ...due, daysInField: 5 }))).toEqual(['2026-02-25T09:00:00.000Z']);
    expect(reminderMoments(inField, 'UTC', { ...due, daysInField: null })).toEqual([]);
    expect(reminderMoments(inField, 'UTC', { ...due, daysInField: 1.5 })).toEqual([]);
  });

  it("at the time of day the date holds, read in the board's zone", () => {
    const inherit = dated({ dayPeriod: DAY_PERIOD.Exactly, shiftAmount: 1, sendTimeType: SEND_TIME_TYPE.InheritFromField });
    const meeting = { value: new Date('2026-06-10T12:15:00Z'), dateOnly: false };
    expect(isoOf(reminderMoments(inherit, 'Europe/Berlin', meeting))).toEqual(['2026-06-09T12:15:00.000Z']);
  });

  it('a run answers for the moment in its window, and for the latest one after missed runs', () => {
    const before = dated({ dayPeriod: DAY_PERIOD.EveryDayFor, shiftAmount: 3, sendHour: 9 });
    const window = (after: string, upTo: string) => ({ after: new Date(after), upTo: new Date(upTo) });
    expect(dueMoment(before, 'UTC', due, window('2026-02-28T08:55:00Z', '2026-02-28T09:00:00Z'))?.toISOString()).toBe(
      '2026-02-28T09:00:00.000Z',
    );
    expect(dueMoment(before, 'UTC', due, window('2026-02-26T00:00:00Z', '2026-03-01T10:00:00Z'))?.toISOString()).toBe(
      '2026-03-01T09:00:00.000Z',
    );
    expect(dueMoment(before, 'UTC', due, window('2026-03-01T09:00:00Z', '2026-03-05T00:00:00Z'))).toBeNull();
  });

  it('sends on the right local day whatever the zone and the shift', () => {
    fc.assert(
      fc.property(
        zones,
        fc.integer({ min: 1, max: 400 }),
        fc.boolean(),
        sendHours,
        fc.date({ min: new Date('2020-01-01Z'), max: new Date('2035-01-01Z'), noInvalidDate: true }),
        (zone, shiftAmount, afterwards, sendHour, value) => {
          const exactly = dated({
            dayPeriod: DAY_PERIOD.Exactly,
            shiftAmount,
            shiftDirection: afterwards ? SHIFT_DIRECTION.Afterwards : SHIFT_DIRECTION.InAdvance,
            sendHour,
          });
          const [moment] = reminderMoments(exactly, zone, { value, dateOnly: false });
          const expectedDay = addDays(wallTimeOf(value, zone), afterwards ? shiftAmount : -shiftAmount);
          const { hour: _hour, minute: _minute, ...sentDay } = wallTimeOf(moment, zone);
          expect(sentDay).toEqual(expectedDay);
        },
      ),
    );
  });
});
