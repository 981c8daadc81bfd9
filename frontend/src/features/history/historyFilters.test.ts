import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardHistoryRequestSchema } from '@listboard/shared';
import { createTranslate } from '../../i18n/i18n';
import { HISTORY_PRESETS, NO_FILTERS, historyRequest, localToday } from './historyFilters';

const t = createTranslate('en-US');

/** Sets the person's clock (local time, so the test reads the same in any time zone the machine has). */
function clockAt(year: number, month: number, day: number, hour = 12, minute = 0): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(year, month - 1, day, hour, minute));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('localToday', () => {
  it("is the day on the person's clock, padded, from the first minute to the last", () => {
    expect(localToday(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
    expect(localToday(new Date(2026, 0, 5, 23, 59, 59))).toBe('2026-01-05');
  });
});

describe('HISTORY_PRESETS', () => {
  it("offers any time, today, yesterday, last week, last month and a custom range, named in the page's language", () => {
    expect(HISTORY_PRESETS.options).toEqual(['any', 'today', 'yesterday', 'lastWeek', 'lastMonth', 'custom']);
    expect(HISTORY_PRESETS.options.map((quick) => t(HISTORY_PRESETS.label(quick)))).toEqual([
      'Any time',
      'Today',
      'Yesterday',
      'Last week',
      'Last month',
      'Custom range',
    ]);
  });

  it("gives today and yesterday as single days on the person's clock", () => {
    clockAt(2026, 3, 4, 9);
    expect(HISTORY_PRESETS.days('today', '')).toEqual({ start: '2026-03-04', end: '2026-03-04' });
    expect(HISTORY_PRESETS.days('yesterday', '')).toEqual({ start: '2026-03-03', end: '2026-03-03' });
  });

  it("takes the person's day even late in the evening, whatever day the picker passes (the picker passes the UTC day)", () => {
    clockAt(2026, 3, 4, 23, 45);
    expect(HISTORY_PRESETS.days('today', '2026-03-05')).toEqual({ start: '2026-03-04', end: '2026-03-04' });
    clockAt(2026, 3, 5, 0, 15);
    expect(HISTORY_PRESETS.days('yesterday', '2026-03-04')).toEqual({ start: '2026-03-04', end: '2026-03-04' });
  });

  it('gives last week as the calendar week before this one, Monday to Sunday, and last month as the whole month before', () => {
    // Wednesday 4 March 2026: the week of 23 February; February has 28 days.
    clockAt(2026, 3, 4);
    expect(HISTORY_PRESETS.days('lastWeek', '')).toEqual({ start: '2026-02-23', end: '2026-03-01' });
    expect(HISTORY_PRESETS.days('lastMonth', '')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    // On a Monday the week before ended yesterday; on a Sunday it ended a week ago.
    clockAt(2026, 3, 2);
    expect(HISTORY_PRESETS.days('lastWeek', '')).toEqual({ start: '2026-02-23', end: '2026-03-01' });
    clockAt(2026, 3, 8);
    expect(HISTORY_PRESETS.days('lastWeek', '')).toEqual({ start: '2026-02-23', end: '2026-03-01' });
  });

  it("crosses the year: yesterday, last week and last month of New Year's Day; February of a leap year", () => {
    clockAt(2027, 1, 1);
    expect(HISTORY_PRESETS.days('yesterday', '')).toEqual({ start: '2026-12-31', end: '2026-12-31' });
    expect(HISTORY_PRESETS.days('lastWeek', '')).toEqual({ start: '2026-12-21', end: '2026-12-27' });
    expect(HISTORY_PRESETS.days('lastMonth', '')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    clockAt(2028, 3, 15);
    expect(HISTORY_PRESETS.days('lastMonth', '')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });

  it('has no days for any time and for a custom range (the panel sets those), and a custom start no later than today', () => {
    clockAt(2026, 3, 4);
    expect(HISTORY_PRESETS.days('any', '')).toBeNull();
    expect(HISTORY_PRESETS.days('custom', '')).toBeNull();
    expect(HISTORY_PRESETS.latestStart?.()).toBe('2026-03-04');
  });
});

describe('historyRequest', () => {
  it('asks for everything without filters: no days, fields or people', () => {
    expect(NO_FILTERS).toEqual({ range: { quick: 'any', days: null }, fields: [], people: [] });
    expect(historyRequest(NO_FILTERS, 1)).toEqual({ Start: null, End: null, Fields: [], ModifiedBy: [], Page: 1 });
  });

  it('sends the chosen days, field names, people and page as the server reads them', () => {
    const request = historyRequest(
      { range: { quick: 'lastMonth', days: { start: '2026-02-01', end: '2026-02-28' } }, fields: ['Status', 'Due Date'], people: [7, 12] },
      3,
    );
    expect(request).toEqual({ Start: '2026-02-01', End: '2026-02-28', Fields: ['Status', 'Due Date'], ModifiedBy: [7, 12], Page: 3 });
    expect(boardHistoryRequestSchema.safeParse(request).success).toBe(true);
    expect(boardHistoryRequestSchema.safeParse(historyRequest(NO_FILTERS, 1)).success).toBe(true);
  });

  it('sends a custom range as it was set', () => {
    expect(
      historyRequest({ range: { quick: 'custom', days: { start: '2025-12-30', end: '2026-01-02' } }, fields: [], people: [] }, 1),
    ).toMatchObject({ Start: '2025-12-30', End: '2026-01-02' });
  });
});
