import { describe, expect, it } from 'vitest';
import { fieldSchema, type FieldInput } from '@listboard/shared';
import { decideInlineSave } from './inlineSave';
import { fromEditText, toEditText } from './fieldText';

const field = (input: Omit<FieldInput, 'internalName' | 'name'>) => fieldSchema.parse({ internalName: 'F', name: 'Field', ...input });
const noNames = () => undefined;

describe('decideInlineSave', () => {
  it('closes without saving when the value did not change, also when written differently', () => {
    expect(decideInlineSave(field({ type: 'Text' }), 'abc', 'abc', noNames)).toEqual({ kind: 'unchanged' });
    expect(decideInlineSave(field({ type: 'Number' }), '3', '3.0', noNames)).toEqual({ kind: 'unchanged' });
    expect(decideInlineSave(field({ type: 'MultiChoice', choices: ['A', 'B'] }), 'A;#B', 'B;#A', noNames)).toEqual({ kind: 'unchanged' });
    expect(decideInlineSave(field({ type: 'DateTime', dateOnly: true }), '2024-05-01T00:00:00Z', '2024-05-01', noNames)).toEqual({
      kind: 'unchanged',
    });
  });

  it('refuses an empty required field and a value that is not a number', () => {
    expect(decideInlineSave(field({ type: 'Text', isRequired: true }), 'abc', '  ', noNames)).toMatchObject({
      kind: 'rejected',
      problem: { key: 'required_field' },
    });
    expect(decideInlineSave(field({ type: 'Number' }), '3', 'three', noNames)).toMatchObject({
      kind: 'rejected',
      problem: { key: 'field_is_number' },
    });
    expect(decideInlineSave(field({ type: 'Currency' }), '3', '4x', noNames)).toMatchObject({
      kind: 'rejected',
      problem: { key: 'field_is_number' },
    });
  });

  it('keeps a percentage between 0 and 100 as shown', () => {
    const percent = field({ type: 'Number', isPercentage: true });
    expect(toEditText(percent, '0.07')).toBe('7');
    expect(decideInlineSave(percent, '0.5', '75', noNames)).toEqual({ kind: 'save', value: '0.75', text: '0.75' });
    expect(decideInlineSave(percent, '0.5', '120', noNames)).toMatchObject({
      kind: 'rejected',
      problem: { key: 'field_number_upperLimit' },
    });
  });

  it('saves the value string of the payload format with the card text (names; values the page writes) until it is refreshed', () => {
    expect(decideInlineSave(field({ type: 'Number' }), '3', '4,5', noNames)).toEqual({ kind: 'save', value: '4.5', text: '4.5' });
    expect(decideInlineSave(field({ type: 'Boolean' }), 'false', 'true', noNames)).toEqual({ kind: 'save', value: 'true', text: 'true' });
    expect(decideInlineSave(field({ type: 'Choice', choices: ['Low', 'High'] }), 'Low', 'High', noNames)).toEqual({
      kind: 'save',
      value: 'High',
      text: 'High',
    });
    expect(decideInlineSave(field({ type: 'Lookup', isMulti: true }), '1', '1,2', (id) => `Item ${id}`)).toEqual({
      kind: 'save',
      value: '1,2',
      text: 'Item 1, Item 2',
    });
    expect(decideInlineSave(field({ type: 'Text' }), 'abc', '', noNames)).toEqual({ kind: 'save', value: '', text: '' });
  });

  it('turns editor text of dates into ISO values', () => {
    const date = field({ type: 'DateTime', dateOnly: true });
    expect(decideInlineSave(date, '', '2024-06-30', noNames)).toEqual({
      kind: 'save',
      value: '2024-06-30T00:00:00Z',
      text: '2024-06-30T00:00:00Z',
    });
    const dateTime = field({ type: 'DateTime' });
    const local = toEditText(dateTime, '2024-06-30T10:15:00Z');
    expect(new Date(local).toISOString()).toBe('2024-06-30T10:15:00.000Z');
    expect(fromEditText(dateTime, local)).toBe(local);
  });
});
