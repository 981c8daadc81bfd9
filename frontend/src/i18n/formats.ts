import type { Locale } from './i18n';
import { remembered } from '@listboard/shared';
import { appLocale } from './locale';

/** How the page writes dates, times, numbers and sizes for a person: Intl in the page's locale, never a hand-built pattern. */
export interface Formats {
  /** A calendar day; `utcDay` reads a date-only value (stored as midnight UTC) as the day it names, in every time zone. */
  date(iso: string, options?: { utcDay?: boolean }): string;
  /** A day as a date box shows it, in digits (20.11.2026, 11/20/2026); the Date is read in local time. */
  numericDate(date: Date): string;
  /** A typed day: the locale's digit order (20.11.2026), or ISO (2026-11-20); null when it is no day. */
  parseNumericDate(text: string): Date | null;
  /** A moment: its day and time of day in the reader's time zone. */
  dateTime(iso: string): string;
  number(value: number): string;
  /** A sum or an average of cards: at most two decimals. */
  total(value: number): string;
  /** A fraction (0.4) as a percentage (40%). */
  percent(fraction: number): string;
  /** An amount; with an ISO 4217 code it shows that currency's symbol and decimals, without one two decimals. */
  currency(amount: number, currencyCode?: string): string;
  /** A number as an input shows it for editing: the locale's decimal sign, no grouping, every digit kept. */
  editableNumber(value: number): string;
  /** Bytes in B, kB, MB or GB (steps of 1024, as upload limits are counted). */
  fileSize(bytes: number): string;
  /** Names joined as the language joins them ("Ann, Bob and Cy"; "Ann, Bob und Cy"). */
  list(names: readonly string[]): string;
  /**
   * A time span in whole units of its largest: days from one day, else hours from one hour, else minutes. `narrow`
   * for a card's face ("3d", "3 T."), `long` for words ("3 days", "3 Tage").
   */
  duration(ms: number, width: 'narrow' | 'long'): string;
}

// Spec 1 section 9 and spec 3 section 7 write dates as 'DD MMMM YYYY': two-digit day, the month's full name, the
// year. These are the same parts as Intl options; each language puts them in its own order and words.
const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'long', year: 'numeric' };
const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
const DURATION_UNITS = [
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
] as const;
// Intl's largest maximumFractionDigits in every engine the page supports; numbers are shown as typed.
const ALL_FRACTION_DIGITS = 20;

const NUMERIC_DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** The local day of year, month and day, or null when they name no day (31 February). */
function localDay(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  // Years before 100 would be read as 19xx by the Date constructor.
  date.setFullYear(year);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** In which order a locale writes day, month and year in digits. */
function numericOrder(format: Intl.DateTimeFormat): Array<'day' | 'month' | 'year'> {
  return format
    .formatToParts(new Date(2026, 10, 20))
    .map((part) => part.type)
    .filter((type) => type === 'day' || type === 'month' || type === 'year');
}

function readNumericDate(text: string, order: ReadonlyArray<'day' | 'month' | 'year'>): Date | null {
  const iso = ISO_DAY.exec(text.trim());
  if (iso) return localDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numbers = text.split(/\D+/).filter(Boolean).map(Number);
  if (numbers.length !== 3) return null;
  const parts = Object.fromEntries(order.map((type, index) => [type, numbers[index]])) as Record<'day' | 'month' | 'year', number>;
  // Two-digit years are this century's: 26 is 2026.
  return localDay(parts.year < 100 ? 2000 + parts.year : parts.year, parts.month, parts.day);
}

function readDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A value built on first use: a page that never shows a size or a currency never builds their formatters. */
function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

// Enough for every distinct date and number of a large board. The cards of a board repeat the same few due dates and
// numbers thousands of times, and formatting each again cost a 5,000-card board about 50 ms of its first render.
const REMEMBERED_TEXTS = 5000;

/** A reader of ISO strings that writes '' for what is no date. */
function dateWriter(format: () => Intl.DateTimeFormat): (iso: string) => string {
  return remembered((iso: string) => {
    const date = readDate(iso);
    return date ? format().format(date) : '';
  }, REMEMBERED_TEXTS);
}

/** Formats for one locale; each Intl formatter is built once, on first use, and reused (building one costs far more than using it). */
export function createFormats(locale: Locale): Formats {
  const dateFormat = (options: Intl.DateTimeFormatOptions) => onFirstUse(() => new Intl.DateTimeFormat(locale, options));
  const numberFormat = (options: Intl.NumberFormatOptions) => onFirstUse(() => new Intl.NumberFormat(locale, options));
  const numericDay = dateFormat(NUMERIC_DAY);
  const order = onFirstUse(() => numericOrder(numericDay()));
  const plain = numberFormat({ maximumFractionDigits: ALL_FRACTION_DIGITS });
  const totals = numberFormat({ maximumFractionDigits: 2 });
  const percentage = numberFormat({ style: 'percent', maximumFractionDigits: 2 });
  const amount = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const editable = numberFormat({ useGrouping: false, maximumFractionDigits: ALL_FRACTION_DIGITS });
  const currencies = new Map<string, Intl.NumberFormat>();
  const sizes = SIZE_UNITS.map((unit) => numberFormat({ style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }));
  const localDayText = dateWriter(dateFormat(DAY_MONTH_YEAR));
  const utcDayText = dateWriter(dateFormat({ ...DAY_MONTH_YEAR, timeZone: 'UTC' }));
  const momentText = dateWriter(dateFormat({ ...DAY_MONTH_YEAR, ...TIME_OF_DAY }));
  const numberText = remembered((value: number) => plain().format(value), REMEMBERED_TEXTS);
  const names = onFirstUse(() => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }));
  const spans = (['narrow', 'long'] as const).map((unitDisplay) =>
    DURATION_UNITS.map(({ unit }) => numberFormat({ style: 'unit', unit, unitDisplay, maximumFractionDigits: 0 })),
  );

  const currencyFormat = (code: string) => {
    let format = currencies.get(code);
    if (!format) {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
      currencies.set(code, format);
    }
    return format;
  };

  return {
    date: (iso, options) => (options?.utcDay ? utcDayText : localDayText)(iso),
    numericDate: (date) => numericDay().format(date),
    parseNumericDate: (text) => readNumericDate(text, order()),
    dateTime: momentText,
    number: numberText,
    total: (value) => totals().format(value),
    percent: (fraction) => percentage().format(fraction),
    currency: (value, currencyCode) => (currencyCode ? currencyFormat(currencyCode) : amount()).format(value),
    editableNumber: (value) => editable().format(value),
    list: (items) => names().format(items),
    duration: (ms, width) => {
      const largest = DURATION_UNITS.findIndex((unit) => ms >= unit.ms);
      const at = largest < 0 ? DURATION_UNITS.length - 1 : largest;
      return spans[width === 'narrow' ? 0 : 1][at]().format(Math.floor(Math.max(0, ms) / DURATION_UNITS[at].ms));
    },
    fileSize: (bytes) => {
      let unit = 0;
      let size = bytes;
      while (size >= 1024 && unit < SIZE_UNITS.length - 1) {
        size /= 1024;
        unit += 1;
      }
      return sizes[unit]().format(size);
    },
  };
}

/** The page's formats, in the page's locale. */
export const formats: Formats = createFormats(appLocale);
