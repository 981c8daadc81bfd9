import { type Field, currencyOfLocaleId } from '@listboard/shared';
import { formats } from '../../i18n/formats';
import { translate } from '../../i18n/useT';

/** A field's value on a card (item.card): `t` the server's text (names), `v` the value string. */
export interface CardValue {
  t: string;
  v: string;
}

function numberText(field: Field, value: string): string {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) return value;
  if (field.type === 'Currency') return formats.currency(number, currencyOfLocaleId(field.currencyLocaleId));
  return field.isPercentage ? formats.percent(number) : formats.number(number);
}

/**
 * What a person reads for a card's value, in the page's language: dates, numbers, amounts and
 * yes/no are written here from the value; names come as the server wrote them.
 */
export function fieldValueText(field: Field | null, value: CardValue | undefined): string {
  if (!value) return '';
  if (!field) return value.t;
  switch (field.type) {
    case 'DateTime':
      if (value.v === '') return '';
      return field.dateOnly ? formats.date(value.v, { utcDay: true }) : formats.dateTime(value.v);
    case 'Number':
    case 'Currency':
    case 'Counter':
      return numberText(field, value.v);
    case 'Boolean':
    case 'Attachments':
      if (value.v === '') return '';
      return translate(value.v === 'false' ? 'value_no' : 'value_yes');
    default:
      return value.t;
  }
}
