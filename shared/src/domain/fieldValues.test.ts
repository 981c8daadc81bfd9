import { describe, expect, it } from 'vitest';
import { fieldSchema } from '../api/fields';
import { formatDisplayDate, toDisplayText, toValueString } from './fieldValues';

const names = { user: (id: number) => (id === 2 ? 'Alex Wilber' : undefined), lookup: (_f: unknown, id: number) => (id === 9 ? 'Plan launch' : undefined) };
const field = (type: string, extra: object = {}) => fieldSchema.parse({ internalName: 'F', name: 'F', type, ...extra });

describe('field values', () => {
  it('formats dates as DD MMMM YYYY in UTC', () => {
    expect(formatDisplayDate('2026-12-05T00:00:00Z')).toBe('05 December 2026');
    expect(formatDisplayDate('nonsense')).toBe('');
  });
  it('writes value strings in the payload formats', () => {
    expect(toValueString(field('User', { isMulti: true }), [2, 3])).toBe('2,3');
    expect(toValueString(field('Lookup'), [9])).toBe('9');
    expect(toValueString(field('MultiChoice'), ['Bug', 'UI'])).toBe('Bug;#UI');
    expect(toValueString(field('URL'), { url: 'https://x.test', description: 'Docs' })).toBe('Docs;#|https://x.test');
    expect(toValueString(field('Number'), 3)).toBe('3');
    expect(toValueString(field('Text'), null)).toBe('');
  });
  it('shows names, dates, percentages and yes/no', () => {
    expect(toDisplayText(field('User', { isMulti: true }), [2, 5], names)).toBe('Alex Wilber, #5');
    expect(toDisplayText(field('Lookup'), [9], names)).toBe('Plan launch');
    expect(toDisplayText(field('DateTime', { dateOnly: true }), '2026-01-31T00:00:00Z', names)).toBe('31 January 2026');
    expect(toDisplayText(field('DateTime'), '2026-01-31T13:05:00Z', names)).toBe('31 January 2026 13:05');
    expect(toDisplayText(field('Number', { isPercentage: true }), 0.256, names)).toBe('25.6%');
    expect(toDisplayText(field('Currency'), 3.5, names)).toBe('3.50');
    expect(toDisplayText(field('Boolean'), false, names)).toBe('No');
    expect(toDisplayText(field('MultiChoice'), ['Bug', 'UI'], names)).toBe('Bug, UI');
  });
});
