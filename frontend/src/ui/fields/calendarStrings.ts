import type { CalendarStrings, DatePickerProps } from '@fluentui/react-datepicker-compat';
import { appLocale } from '../../i18n/locale';
import { translate } from '../../i18n/useT';

const names = (count: number, options: Intl.DateTimeFormatOptions, dateOf: (index: number) => Date) => {
  const format = new Intl.DateTimeFormat(appLocale, options);
  return Array.from({ length: count }, (_, index) => format.format(dateOf(index)));
};
const monthNames = (month: 'long' | 'short') => names(12, { month }, (index) => new Date(2026, index, 1));
// 1 February 2026 is a Sunday: the calendar counts its days from Sunday.
const dayNames = (weekday: 'long' | 'narrow') => names(7, { weekday }, (index) => new Date(2026, 1, 1 + index));

/** The date picker's calendar in the page's language: Intl's month and day names, our own texts for its buttons. */
export const calendarStrings: CalendarStrings = {
  months: monthNames('long'),
  shortMonths: monthNames('short'),
  days: dayNames('long'),
  shortDays: dayNames('narrow'),
  goToToday: translate('calendar_go_to_today'),
  prevMonthAriaLabel: translate('calendar_prev_month'),
  nextMonthAriaLabel: translate('calendar_next_month'),
  prevYearAriaLabel: translate('calendar_prev_year'),
  nextYearAriaLabel: translate('calendar_next_year'),
  prevYearRangeAriaLabel: translate('calendar_prev_year_range'),
  nextYearRangeAriaLabel: translate('calendar_next_year_range'),
  closeButtonAriaLabel: translate('calendar_close'),
  selectedDateFormatString: translate('calendar_selected_date'),
  todayDateFormatString: translate('calendar_today_date'),
  monthPickerHeaderAriaLabel: translate('calendar_month_picker_header'),
  yearPickerHeaderAriaLabel: translate('calendar_year_picker_header'),
  weekNumberFormatString: translate('calendar_week_number'),
  dayMarkedAriaLabel: translate('calendar_day_marked'),
};

const dayOfMonth = new Intl.DateTimeFormat(appLocale, { day: 'numeric' });
const year = new Intl.DateTimeFormat(appLocale, { year: 'numeric' });
const monthOfYear = new Intl.DateTimeFormat(appLocale, { month: 'long' });
const fullDay = new Intl.DateTimeFormat(appLocale, { day: 'numeric', month: 'long', year: 'numeric' });
const monthAndYear = new Intl.DateTimeFormat(appLocale, { month: 'long', year: 'numeric' });

/** How the calendar names days, months and years (its header "November 2026", its days' names for screen readers). */
export const calendarFormatting: NonNullable<DatePickerProps['dateTimeFormatter']> = {
  formatDay: (date) => dayOfMonth.format(date),
  formatMonth: (date) => monthOfYear.format(date),
  formatYear: (date) => year.format(date),
  formatMonthDayYear: (date) => fullDay.format(date),
  // The calendar's header is narrow: the month and the year only ('noviembre 2026' rather than 'noviembre de 2026').
  formatMonthYear: (date) =>
    monthAndYear
      .formatToParts(date)
      .filter((part) => part.type === 'month' || part.type === 'year')
      .map((part) => part.value)
      .join(' '),
};

/** Weeks start on Sunday (0) in the United States and on Monday (1) in Germany, France and Spain. */
export const firstDayOfWeek: NonNullable<DatePickerProps['firstDayOfWeek']> = appLocale === 'en-US' ? 0 : 1;
