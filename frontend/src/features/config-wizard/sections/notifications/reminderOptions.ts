import {
  DAY_OF_MONTH_SPECS,
  DAY_PERIOD,
  REMINDER_MINUTE_STEP,
  REMINDER_WEEKDAYS,
  REPEAT_TYPE,
  type ReminderRule,
  SHIFT_DIRECTION,
  WHEN_TO_SEND_TYPE,
} from '@listboard/shared';
import type { MessageKey } from '../../../../i18n/resources/en-US';
import type { SelectOption } from '../../../../ui/fields/SelectControl';
import type { Translate } from '../../../../i18n/i18n';

/** What each part of a reminder's schedule edits. */
export interface ScheduleProps {
  rule: ReminderRule;
  /** The rule's place in the configuration, e.g. 'remindersDefinition.rules.0'. */
  path: string;
  onChange: (patch: Partial<ReminderRule>) => void;
}

/** What the person picks first: the spec's "date field based, daily, weekly, monthly" over whenToSendType and repeatType. */
export type Schedule = 'dateField' | 'daily' | 'weekly' | 'monthly';

export const SCHEDULES: readonly { value: Schedule; label: MessageKey }[] = [
  { value: 'dateField', label: 'rules_schedule_date_field' },
  { value: 'daily', label: 'rules_schedule_daily' },
  { value: 'weekly', label: 'rules_schedule_weekly' },
  { value: 'monthly', label: 'rules_schedule_monthly' },
];

const REPEATS = { daily: REPEAT_TYPE.Daily, weekly: REPEAT_TYPE.Weekly, monthly: REPEAT_TYPE.Monthly } as const;

export function scheduleOf(rule: ReminderRule): Schedule {
  if (rule.whenToSendType === WHEN_TO_SEND_TYPE.BasedOnField) return 'dateField';
  return rule.repeatType === REPEAT_TYPE.Weekly ? 'weekly' : rule.repeatType === REPEAT_TYPE.Monthly ? 'monthly' : 'daily';
}

export function scheduleChange(schedule: Schedule): Partial<ReminderRule> {
  return schedule === 'dateField'
    ? { whenToSendType: WHEN_TO_SEND_TYPE.BasedOnField }
    : { whenToSendType: WHEN_TO_SEND_TYPE.SpecifyTime, repeatType: REPEATS[schedule] };
}

export const DAY_PERIODS: readonly { value: ReminderRule['dayPeriod']; label: MessageKey }[] = [
  { value: DAY_PERIOD.SameDay, label: 'rules_period_same_day' },
  { value: DAY_PERIOD.EveryDayFor, label: 'rules_period_every_day_for' },
  { value: DAY_PERIOD.Exactly, label: 'rules_period_exactly' },
  { value: DAY_PERIOD.ExactlyForDaysInField, label: 'rules_period_days_in_field' },
];

export const SHIFT_DIRECTIONS: readonly { value: ReminderRule['shiftDirection']; label: MessageKey }[] = [
  { value: SHIFT_DIRECTION.InAdvance, label: 'rules_shift_in_advance' },
  { value: SHIFT_DIRECTION.Afterwards, label: 'rules_shift_afterwards' },
];

const WEEKDAY_LABELS: Record<(typeof REMINDER_WEEKDAYS)[number], MessageKey> = {
  Sunday: 'rules_weekday_sunday',
  Monday: 'rules_weekday_monday',
  Tuesday: 'rules_weekday_tuesday',
  Wednesday: 'rules_weekday_wednesday',
  Thursday: 'rules_weekday_thursday',
  Friday: 'rules_weekday_friday',
  Saturday: 'rules_weekday_saturday',
  Day: 'rules_weekday_day',
};

/** The nine weekday choices of spec 9, valued by their index (sendDayOfWeek, dayOfMonthSpecDay). */
export const weekdayChoices = (t: Translate): SelectOption[] =>
  REMINDER_WEEKDAYS.map((day, index) => ({ value: String(index), text: t(WEEKDAY_LABELS[day]) }));

/** The names of sendDays' flags: Monday to Sunday. */
export const weekdayFlagNames = (t: Translate): string[] => REMINDER_WEEKDAYS.slice(1, 8).map((day) => t(WEEKDAY_LABELS[day]));

const MONTH_LABELS: readonly MessageKey[] = [
  'rules_month_1',
  'rules_month_2',
  'rules_month_3',
  'rules_month_4',
  'rules_month_5',
  'rules_month_6',
  'rules_month_7',
  'rules_month_8',
  'rules_month_9',
  'rules_month_10',
  'rules_month_11',
  'rules_month_12',
];
export const monthNames = (t: Translate): string[] => MONTH_LABELS.map((label) => t(label));

const SPEC_LABELS: Record<(typeof DAY_OF_MONTH_SPECS)[number], MessageKey> = {
  first: 'rules_spec_first',
  second: 'rules_spec_second',
  third: 'rules_spec_third',
  fourth: 'rules_spec_fourth',
  last: 'rules_spec_last',
};
export const daySpecChoices = (t: Translate): SelectOption[] =>
  DAY_OF_MONTH_SPECS.map((spec, index) => ({ value: String(index), text: t(SPEC_LABELS[spec]) }));

const twoDigits = (value: number) => String(value).padStart(2, '0');
export const HOURS: readonly SelectOption[] = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), text: twoDigits(hour) }));
/** Spec 9: minutes in steps of 5, 0 to 55. */
export const MINUTES: readonly SelectOption[] = Array.from(
  { length: 60 / REMINDER_MINUTE_STEP },
  (_, step) => step * REMINDER_MINUTE_STEP,
).map((minute) => ({ value: String(minute), text: twoDigits(minute) }));

/** A spin button's number: the typed text counts until it is committed, so a wrong number shows its problem. */
export function spunNumber(data: { value?: number | null; displayValue?: string }): number {
  return typeof data.value === 'number' ? data.value : Number(data.displayValue?.trim() || Number.NaN);
}
