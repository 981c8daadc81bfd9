import { describe, expect, it } from 'vitest';
import type { FilterRule } from '../api/rules';
import { testCondition, testContext, testField, testSubject } from './conditions/testing/conditions';
import { filtersUseModified, matchesActiveFilters } from './filters';

const fields = [
  testField('Status', 'Choice', { choices: ['Open', 'Done'] }),
  testField('Priority', 'Choice', { choices: ['High', 'Low'] }),
];
const context = testContext(fields);
const filter = (operand: 'AND' | 'OR', ...conditions: ReturnType<typeof testCondition>[]): FilterRule => ({
  name: 'f',
  isEnable: true,
  isPrivate: false,
  operand,
  conditions,
});
const open = filter('AND', testCondition('Status', 'Eq', 'Open'));
const high = filter('OR', testCondition('Priority', 'Eq', 'High'));

describe('matchesActiveFilters', () => {
  it('passes everything without active filters', () => {
    expect(matchesActiveFilters([], testSubject({ Status: 'Done' }), context)).toBe(true);
  });

  it('joins filters by their operands', () => {
    const doneHigh = testSubject({ Status: 'Done', Priority: 'High' });
    const doneLow = testSubject({ Status: 'Done', Priority: 'Low' });
    expect(matchesActiveFilters([open, high], doneHigh, context)).toBe(true);
    expect(matchesActiveFilters([open, high], doneLow, context)).toBe(false);
    expect(matchesActiveFilters([open, { ...high, operand: 'AND' }], doneHigh, context)).toBe(false);
  });

  it("tells when a filter needs the items' latest changes", () => {
    expect(filtersUseModified([open])).toBe(false);
    expect(filtersUseModified([open, filter('AND', testCondition('Status', 'IsModified'))])).toBe(true);
  });
});
