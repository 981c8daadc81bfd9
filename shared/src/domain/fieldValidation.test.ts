import { describe, expect, it } from 'vitest';
import { fieldSchema } from '../api/fields';
import { parseFieldValue } from './fieldValidation';

const field = (type: string, extra: object = {}) => fieldSchema.parse({ internalName: 'F', name: 'Field', type, ...extra });
const keyOf = (result: ReturnType<typeof parseFieldValue>) => (result.ok ? null : result.problem.key);

describe('parsing field values', () => {
  it('requires required values and clears optional ones', () => {
    expect(keyOf(parseFieldValue(field('Text', { isRequired: true }), '  '))).toBe('required_field');
    expect(parseFieldValue(field('Text'), '')).toEqual({ ok: true, value: null });
    expect(parseFieldValue(field('Boolean'), null)).toEqual({ ok: true, value: false });
  });
  it('checks numbers, their bounds and percentages', () => {
    expect(parseFieldValue(field('Number'), '3,5')).toEqual({ ok: true, value: 3.5 });
    expect(keyOf(parseFieldValue(field('Number'), 'ten'))).toBe('field_is_number');
    expect(keyOf(parseFieldValue(field('Number', { max: 10 }), '11'))).toBe('field_number_upperLimit');
    expect(keyOf(parseFieldValue(field('Number', { min: 0 }), '-1'))).toBe('field_number_lowerLimit');
    expect(keyOf(parseFieldValue(field('Number', { isPercentage: true }), '1.5'))).toBe('field_number_upperLimit');
    expect(parseFieldValue(field('Number', { isPercentage: true }), '0.25')).toEqual({ ok: true, value: 0.25 });
  });
  it('checks choices and keeps multi-choice lists', () => {
    const choice = field('Choice', { choices: ['A', 'B'] });
    expect(parseFieldValue(choice, 'A')).toEqual({ ok: true, value: 'A' });
    expect(keyOf(parseFieldValue(choice, 'C'))).toBe('invalid_choice');
    expect(parseFieldValue(field('Choice', { choices: ['A'], isAllowFillIn: true }), 'Z')).toEqual({ ok: true, value: 'Z' });
    expect(parseFieldValue(field('MultiChoice', { choices: ['A', 'B'] }), 'A;#;#B')).toEqual({ ok: true, value: ['A', 'B'] });
  });
  it('reads dates, date-only at midnight UTC, within 1900-2900', () => {
    expect(parseFieldValue(field('DateTime', { dateOnly: true }), '2026-12-05')).toEqual({ ok: true, value: '2026-12-05T00:00:00Z' });
    expect(parseFieldValue(field('DateTime'), '2026-12-05T13:45:10.123Z')).toEqual({ ok: true, value: '2026-12-05T13:45:10Z' });
    expect(keyOf(parseFieldValue(field('DateTime'), 'soon'))).toBe('invalid_date');
    expect(keyOf(parseFieldValue(field('DateTime'), '1800-01-01'))).toBe('invalid_date');
  });
  it('reads people, lookups, yes/no and safe URLs', () => {
    expect(parseFieldValue(field('User', { isMulti: true }), '3,ann@contoso.com')).toEqual({
      ok: true,
      value: [],
      users: [{ id: 3 }, { login: 'ann@contoso.com' }],
    });
    expect(keyOf(parseFieldValue(field('User'), '3,4'))).toBe('invalid_choice');
    expect(parseFieldValue(field('Lookup', { isMulti: true }), '4,0,7')).toEqual({ ok: true, value: [4, 7] });
    expect(parseFieldValue(field('Boolean'), 'Yes')).toEqual({ ok: true, value: true });
    expect(keyOf(parseFieldValue(field('Boolean'), 'maybe'))).toBe('invalid_boolean');
    expect(parseFieldValue(field('URL'), 'Docs;#|https://x.test')).toEqual({
      ok: true,
      value: { url: 'https://x.test', description: 'Docs' },
    });
    expect(keyOf(parseFieldValue(field('URL'), 'x;#|javascript:alert(1)'))).toBe('invalid_url');
  });
  it('refuses read-only fields and over-long text', () => {
    expect(keyOf(parseFieldValue(field('Text', { isReadOnly: true }), 'x'))).toBe('field_read_only');
    expect(keyOf(parseFieldValue(field('Attachments'), 'x'))).toBe('field_read_only');
    expect(keyOf(parseFieldValue(field('Text'), 'x'.repeat(256)))).toBe('value_too_long');
  });
});
