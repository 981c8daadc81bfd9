import { describe, expect, it } from 'vitest';
import { parseFieldValue, type Field } from '@listboard/shared';
import { joinDateTime, splitDateTime } from './dateValue';

const dateTimeField: Field = {
  internalName: 'Start',
  name: 'Start',
  type: 'DateTime',
  isRequired: false,
  isReadOnly: false,
  isMulti: false,
  isAllowFillIn: false,
  dateOnly: false,
};

describe('date values', () => {
  it('shows a date-only value as its stored calendar day', () => {
    expect(splitDateTime('2026-12-05', true, '24h')).toEqual({ date: '2026-12-05', time: '' });
    expect(splitDateTime('2026-12-05T00:00:00Z', true, '24h')).toEqual({ date: '2026-12-05', time: '' });
    expect(joinDateTime({ date: '2026-12-05', time: '' }, true, '24h')).toBe('2026-12-05');
  });

  it('round-trips a date and time through the local inputs', () => {
    const local = new Date(2026, 11, 5, 14, 30);
    const iso = local.toISOString().replace('.000Z', 'Z');
    const text = splitDateTime(iso, false, '24h');
    expect(text).toEqual({ date: '2026-12-05', time: '14:30' });
    expect(joinDateTime(text, false, '24h')).toBe(iso);
    expect(splitDateTime(iso, false, '12h').time).toBe('2:30 PM');
  });

  it('takes midnight when no time is given and nothing when no date is given', () => {
    expect(joinDateTime({ date: '2026-01-02', time: '' }, false, '24h')).toBe(new Date(2026, 0, 2).toISOString().replace('.000Z', 'Z'));
    expect(joinDateTime({ date: '', time: '10:00' }, false, '24h')).toBe('');
  });

  it('keeps an unreadable time so validation refuses the value', () => {
    const value = joinDateTime({ date: '2026-01-02', time: '25:99' }, false, '24h');
    const parsed = parseFieldValue(dateTimeField, value);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problem.key).toBe('invalid_date');
  });
});
