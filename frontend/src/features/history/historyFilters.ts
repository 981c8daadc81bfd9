import { type DayRange, HISTORY_RANGES, type HistoryRange, historyRangeDays } from '@listboard/shared';
import type { MessageKey } from '../../i18n/i18n';
import type { DateRangeValue, RangePresets } from '../../ui/DateRangePicker';

/** What the person filters the history by; the page asks the server for one page of it. */
export interface HistoryFilters {
  range: DateRangeValue<HistoryRange>;
  fields: string[];
  people: number[];
}

export const NO_FILTERS: HistoryFilters = { range: { quick: 'any', days: null }, fields: [], people: [] };

/** The person's own day: 'today' and the custom range's latest start are the day on their clock. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Spec 3 section 5: quick ranges today, yesterday, last week, last month, custom; a custom start at most today. */
export const HISTORY_PRESETS: RangePresets<HistoryRange> = {
  options: HISTORY_RANGES,
  label: (quick): MessageKey => (quick === 'custom' ? 'range_custom' : `history_range_${quick}`),
  days: (quick) => historyRangeDays(quick, localToday()),
  latestStart: () => localToday(),
};

export function historyRequest(
  filters: HistoryFilters,
  page: number,
): { Start: string | null; End: string | null; Fields: string[]; ModifiedBy: number[]; Page: number } {
  const days: DayRange | null = filters.range.days;
  return { Start: days?.start ?? null, End: days?.end ?? null, Fields: filters.fields, ModifiedBy: filters.people, Page: page };
}
