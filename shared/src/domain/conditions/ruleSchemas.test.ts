import { describe, expect, it } from 'vitest';
import { conditionSchema, filterRuleSchema, styleRuleSchema } from '../../api/rules';
import { isConditionComplete, missingConditionPart } from './operators';

describe('rule schemas', () => {
  it("fill a stored condition's missing parts with defaults", () => {
    expect(conditionSchema.parse({ field: 'Status', operator: 'Eq' })).toEqual({
      id: '',
      field: 'Status',
      operator: 'Eq',
      value: '',
      group: 0,
      block: 0,
      conjunction: 'AND',
    });
    expect(conditionSchema.parse({}).operator).toBeNull();
  });
  it('refuse unknown operators, conjunctions and negative places', () => {
    expect(conditionSchema.safeParse({ operator: 'Like' }).success).toBe(false);
    expect(conditionSchema.safeParse({ conjunction: 'XOR' }).success).toBe(false);
    expect(conditionSchema.safeParse({ group: -1 }).success).toBe(false);
    expect(conditionSchema.safeParse({ block: 0.5 }).success).toBe(false);
  });
  it('read a filter with its defaults, a trimmed name and no foreign keys', () => {
    expect(filterRuleSchema.parse({ name: '  Mine ', extra: 1 })).toEqual({
      name: 'Mine',
      conditions: [],
      isEnable: true,
      isPrivate: false,
      operand: 'AND',
    });
    expect(filterRuleSchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(filterRuleSchema.safeParse({ name: 'Mine', operand: 'NOR' }).success).toBe(false);
  });
  it('read a style rule with its defaults and known style types only', () => {
    expect(styleRuleSchema.parse({ name: 'Red', itemColor: { borderColor: '#f00' } })).toEqual({
      name: 'Red',
      conditions: [],
      itemColor: { borderColor: '#f00' },
      styleType: 0,
      isDisabled: false,
      isSystem: false,
      hideConditions: false,
    });
    expect(styleRuleSchema.parse({ name: 'Red' }).itemColor).toEqual({});
    expect(styleRuleSchema.parse({ name: 'Late', styleType: 10 }).styleType).toBe(10);
    expect(styleRuleSchema.safeParse({ name: 'Odd', styleType: 15 }).success).toBe(false);
  });
});

describe('condition completeness', () => {
  it('names the part still missing', () => {
    expect(missingConditionPart({ field: '', operator: 'Eq', value: '1' })).toBe('field');
    expect(missingConditionPart({ field: 'X', operator: null, value: '1' })).toBe('operator');
    expect(missingConditionPart({ field: 'X', operator: 'Eq', value: ' ' })).toBe('value');
    expect(missingConditionPart({ field: 'X', operator: 'Eq', value: '1' })).toBeNull();
  });
  it('needs no value for the null and is-modified tests', () => {
    for (const operator of ['IsNull', 'IsNotNull', 'IsModified'] as const) {
      expect(isConditionComplete({ field: 'X', operator, value: '' }), operator).toBe(true);
    }
    expect(isConditionComplete({ field: 'X', operator: 'Contains', value: '' })).toBe(false);
  });
});
