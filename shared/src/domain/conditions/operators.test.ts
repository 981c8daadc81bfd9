import { describe, expect, it } from 'vitest';
import { testField } from './testing/conditions';
import { operatorNeedsValue, operatorsForField, unitsForField } from './operators';

const ORDERED = ['Eq', 'Neq', 'Gt', 'Lt', 'Geq', 'Leq'];
const NULL_TESTS = ['IsNotNull', 'IsNull'];

describe('operatorsForField', () => {
  it('offers begins-with and contains on text and notes', () => {
    expect(operatorsForField(testField('Title', 'Text'), { allowModified: false })).toEqual([
      ...ORDERED,
      'BeginsWith',
      'Contains',
      ...NULL_TESTS,
    ]);
    expect(operatorsForField(testField('Notes', 'Note'), { allowModified: true })).toEqual([
      ...ORDERED,
      'BeginsWith',
      'Contains',
      ...NULL_TESTS,
      'IsModified',
    ]);
  });
  it('offers only equal and not equal for values picked from a list, keeping the tests that need no value', () => {
    for (const type of ['Choice', 'MultiChoice', 'Lookup', 'Boolean'] as const) {
      expect(operatorsForField(testField('F', type), { allowModified: true })).toEqual(['Eq', 'Neq', ...NULL_TESTS, 'IsModified']);
    }
  });
  it('offers contains but no ordering on people fields', () => {
    expect(operatorsForField(testField('AssignedTo', 'User'), { allowModified: false })).toEqual(['Eq', 'Neq', 'Contains', ...NULL_TESTS]);
  });
  it('offers the ordering operators on numbers, dates and addresses', () => {
    for (const type of ['Number', 'Currency', 'Counter', 'Calculated', 'DateTime', 'URL'] as const) {
      expect(operatorsForField(testField('F', type), { allowModified: false })).toEqual([...ORDERED, ...NULL_TESTS]);
    }
  });
  it('adds is-modified only when allowed and offers nothing on a file', () => {
    expect(operatorsForField(testField('Estimate', 'Number'), { allowModified: true })).toContain('IsModified');
    expect(operatorsForField(testField('Estimate', 'Number'), { allowModified: false })).not.toContain('IsModified');
    expect(operatorsForField(testField('File', 'File'), { allowModified: true })).toEqual([]);
  });
});

describe('operatorNeedsValue', () => {
  it('hides the value input for the null and is-modified tests', () => {
    expect(['IsNull', 'IsNotNull', 'IsModified'].map((op) => operatorNeedsValue(op as 'IsNull'))).toEqual([false, false, false]);
    expect(operatorNeedsValue('Eq')).toBe(true);
    expect(operatorNeedsValue('Contains')).toBe(true);
  });
});

describe('unitsForField', () => {
  it('offers hours only when the field keeps a time', () => {
    expect(unitsForField(testField('DueDate', 'DateTime', { dateOnly: true }))).toEqual(['days']);
    expect(unitsForField(testField('ReviewAt', 'DateTime', { dateOnly: false }))).toEqual(['days', 'hours']);
    expect(unitsForField(testField('ReviewAt', 'DateTime'))).toEqual(['days', 'hours']);
    expect(unitsForField(testField('Title', 'Text'))).toEqual([]);
  });
});
