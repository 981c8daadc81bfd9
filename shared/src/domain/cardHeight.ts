import type { Field } from '../api/fields';
import { type StoredValue, isEmptyValue } from './fieldValues';

/** Card height units (spec 1, section 9); one unit is one 18 px row. */
export const CARD_ROW_PX = 18;
export const MIN_CARD_UNITS = 6;
/** A card's picture is as wide as the card and at most this many rows tall (144 px); the estimate takes the most. */
export const CARD_PICTURE_UNITS = 8;

export interface CardShape {
  hasParent: boolean;
  hasLabels: boolean;
  hasChildren: boolean;
  /** The card shows an attachment's picture at its top (docs/api.md#upload-options). */
  hasPicture?: boolean;
  /** The card fields shown on the card, with their values. */
  fields: { field: Field; value: StoredValue | undefined; attachmentCount?: number }[];
  hideEmpty: boolean;
}

function fieldUnits(field: Field, value: StoredValue | undefined, attachmentCount = 0): number {
  switch (field.type) {
    case 'Note':
      return 3;
    case 'URL': {
      const url = value && typeof value === 'object' && !Array.isArray(value) ? value : null;
      return url && url.description && url.description !== url.url ? 2 : 1;
    }
    case 'Attachments':
      return attachmentCount + 1;
    default:
      return 1;
  }
}

export function cardHeightUnits(card: CardShape): number {
  let units = 1 + 2 + 1; // padding, header, footer
  if (card.hasParent) units += 1;
  if (card.hasLabels) units += 1;
  if (card.hasChildren) units += 1;
  if (card.hasPicture) units += CARD_PICTURE_UNITS;
  for (const { field, value, attachmentCount } of card.fields) {
    if (card.hideEmpty && isEmptyValue(value)) continue;
    units += fieldUnits(field, value, attachmentCount);
  }
  return Math.max(units, MIN_CARD_UNITS);
}
