import { describe, expect, it } from 'vitest';
import { fieldSchema } from '../api/fields';
import { isDateOnlyField, toDisplayText, toValueString } from './fieldValues';

const names = {
  user: (id: number) => (id === 2 ? 'Alex Wilber' : undefined),
  lookup: (_f: unknown, id: number) => (id === 9 ? 'Plan launch' : undefined),
};
const field = (type: string, extra: object = {}) => fieldSchema.parse({ internalName: 'F', name: 'F', type, ...extra });

describe('field values', () => {
  it('writes value strings in the payload formats', () => {
    expect(toValueString(field('User', { isMulti: true }), [2, 3])).toBe('2,3');
    expect(toValueString(field('Lookup'), [9])).toBe('9');
    expect(toValueString(field('MultiChoice'), ['Bug', 'UI'])).toBe('Bug;#UI');
    expect(toValueString(field('URL'), { url: 'https://x.test', description: 'Docs' })).toBe('Docs;#|https://x.test');
    expect(toValueString(field('Number'), 3)).toBe('3');
    expect(toValueString(field('Text'), null)).toBe('');
  });
  it('names the people and items a value refers to', () => {
    expect(toDisplayText(field('User', { isMulti: true }), [2, 5], names)).toBe('Alex Wilber, #5');
    expect(toDisplayText(field('Lookup'), [9], names)).toBe('Plan launch');
    expect(toDisplayText(field('MultiChoice'), ['Bug', 'UI'], names)).toBe('Bug, UI');
    expect(toDisplayText(field('URL'), { url: 'https://x.test', description: 'Docs' }, names)).toBe('Docs');
  });
  it('leaves dates, numbers and yes/no as values for the page to write in its language', () => {
    expect(toDisplayText(field('DateTime', { dateOnly: true }), '2026-01-31T00:00:00Z', names)).toBe('2026-01-31T00:00:00Z');
    expect(toDisplayText(field('Number', { isPercentage: true }), 0.256, names)).toBe('0.256');
    expect(toDisplayText(field('Currency'), 3.5, names)).toBe('3.5');
    expect(toDisplayText(field('Boolean'), false, names)).toBe('false');
    expect(toDisplayText(field('Boolean'), null, names)).toBe('');
  });
  it('tells a date-only field by its name', () => {
    const fields = [
      { ...field('DateTime', { dateOnly: true }), internalName: 'Due' },
      { ...field('DateTime'), internalName: 'Start' },
    ];
    expect(isDateOnlyField(fields, 'Due')).toBe(true);
    expect(isDateOnlyField(fields, 'Start')).toBe(false);
    expect(isDateOnlyField(fields, null)).toBe(false);
  });
});
