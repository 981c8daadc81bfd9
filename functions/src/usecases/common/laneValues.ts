import type { Field, StoredValue } from '@listboard/shared';
import { DEFAULT_LANE_VALUE, isEmptyValue } from '@listboard/shared';
import { invalid } from '../errors';

/** The lane value of a card: the swimlane field's value as a string ('' = the default lane). */
export function laneValueOfStored(field: Field | null, value: StoredValue | undefined): string {
  if (!field || isEmptyValue(value)) return DEFAULT_LANE_VALUE;
  const first = Array.isArray(value) ? value[0] : value;
  if (field.type === 'DateTime') return String(first).slice(0, 10);
  if (typeof first === 'object' && first !== null) return first.url;
  return String(first);
}

/** The value to store when a card is moved into the lane with `laneValue`. */
export function storedLaneValue(field: Field, laneValue: string | null): StoredValue {
  if (laneValue === null || laneValue === DEFAULT_LANE_VALUE) return field.type === 'Boolean' ? false : null;
  switch (field.type) {
    case 'User':
    case 'Lookup': {
      const id = Number(laneValue);
      if (!Number.isInteger(id) || id <= 0) throw invalid('invalid_lane', `'${laneValue}' is not a valid ${field.name}.`);
      return [id];
    }
    case 'MultiChoice':
      return [laneValue];
    case 'Boolean':
      return laneValue === 'true';
    case 'Number':
    case 'Currency': {
      const number = Number(laneValue);
      if (!Number.isFinite(number)) throw invalid('invalid_lane', `'${laneValue}' is not a number.`);
      return number;
    }
    default:
      return laneValue;
  }
}
