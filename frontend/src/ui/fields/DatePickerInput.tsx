import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { formats } from '../../i18n/formats';
import { CONTROL_POPUP_ATTRIBUTE } from '../useOutsidePointerDown';
import { translate } from '../../i18n/useT';
import { calendarFormatting, calendarStrings, firstDayOfWeek } from './calendarStrings';
import { MAX_DATE, MIN_DATE } from './dateValue';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const pad = (n: number) => String(n).padStart(2, '0');

function dayToDate(day: string): Date | null {
  const match = ISO_DAY.exec(day);
  return match ? formats.parseNumericDate(`${match[1]}-${match[2]}-${match[3]}`) : null;
}

function dateToDay(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// The calendar opens at the page's end: marked as the control's popup, a click in it is no click outside the control.
const CALENDAR_SURFACE = { 'aria-label': translate('calendar_label'), [CONTROL_POPUP_ATTRIBUTE]: '' };
const MIN = dayToDate(MIN_DATE) ?? undefined;
const MAX = dayToDate(MAX_DATE) ?? undefined;

// A typed text that is no day stands for a day out of every range: the picker then keeps the text and reports
// it (for text it cannot parse it would put the last day back, and what was typed would be lost).
const UNREADABLE = new Date(-8_640_000_000_000_000);
const formatDay = (date?: Date) => (date ? formats.numericDate(date) : '');
const parseTypedDay = (text: string) => formats.parseNumericDate(text) ?? UNREADABLE;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS, minWidth: 0 },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

export interface DateInputProps {
  /** The day as YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  disabled?: boolean;
  /** Its accessible name when no surrounding field labels it. */
  label?: string;
  className?: string;
  size?: 'small' | 'medium';
  /** The earliest and latest days it takes (YYYY-MM-DD); by default 1900 to 2900. */
  min?: string;
  max?: string;
  /** What the empty box says; by default a prompt to pick a date. */
  placeholder?: string;
}

/**
 * A day, written and typed in the page's language (20.11.2026 on a German page), with a calendar to
 * pick it from. Replaces the browser's date input, which Chromium writes in the browser's language
 * whatever the page's. Takes days from 1900 to 2900 (spec 3 section 5).
 */
export function DatePickerInput({ value, onChange, disabled, label, className, size, min, max, placeholder }: DateInputProps) {
  const styles = useStyles();
  // The picker shows its value anew whenever it gets another Date: one per day keeps what is being typed.
  const day = useMemo(() => dayToDate(value), [value]);
  const [unreadable, setUnreadable] = useState(false);
  return (
    <span className={styles.root}>
      <DatePicker
        className={className}
        size={size}
        aria-label={label}
        aria-invalid={unreadable || undefined}
        disabled={disabled}
        allowTextInput
        value={day}
        onSelectDate={(date) => onChange(date ? dateToDay(date) : '')}
        // Synchronously, so that whoever acts on the same key press or blur (an inline editor saving) sees it.
        onValidationResult={({ error }) => flushSync(() => setUnreadable(error !== undefined))}
        formatDate={formatDay}
        parseDateFromString={parseTypedDay}
        placeholder={placeholder ?? translate('calendar_placeholder')}
        popupSurface={CALENDAR_SURFACE}
        minDate={min ? (dayToDate(min) ?? MIN) : MIN}
        maxDate={max ? (dayToDate(max) ?? MAX) : MAX}
        strings={calendarStrings}
        dateTimeFormatter={calendarFormatting}
        firstDayOfWeek={firstDayOfWeek}
      />
      {unreadable && (
        <Text role="alert" size={200} className={styles.problem}>
          {translate('invalid_date')}
        </Text>
      )}
    </span>
  );
}
