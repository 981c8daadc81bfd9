import { formats } from '../../i18n/formats';

/**
 * The text a number input shows for a value string, and back. A percentage is stored as a fraction
 * (0-1) and shown as 0-100 (spec 3 section 3); text that is not a number passes through unchanged,
 * so validation can name the problem.
 */
function readNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

// Multiplying by 100 in binary floating point gives 7.000000000000001 for 0.07.
const tidy = (n: number) => Number(n.toFixed(10));

/** The input's text: the locale's decimal sign (3,5 on a German page), which textToNumber reads back. */
export function numberToText(value: string, isPercentage: boolean): string {
  const number = readNumber(value);
  if (number === null) return value;
  return formats.editableNumber(isPercentage ? tidy(number * 100) : number);
}

export function textToNumber(text: string, isPercentage: boolean): string {
  const number = readNumber(text);
  if (number === null) return text.trim() === '' ? '' : text;
  return String(isPercentage ? tidy(number / 100) : tidy(number));
}
