import { describe, expect, it } from 'vitest';
import type { Condition } from '../../api/rules';
import { testCondition, testContext, testField, testSubject } from './testing/conditions';
import { evaluateConditions } from './evaluate';

const x = testField('X', 'Number');
const subject = testSubject({ X: 1, Title: 'Fix login' });
const context = testContext([x, testField('Title', 'Text')]);

type Placement = Partial<Pick<Condition, 'conjunction' | 'group' | 'block'>>;
/** A condition that holds (T) or does not (F), placed in a group and block. */
const T = (placement: Placement = {}) => testCondition('X', 'Eq', '1', placement);
const F = (placement: Placement = {}) => testCondition('X', 'Eq', '2', placement);
const OR = { conjunction: 'OR' } as const;

const evaluate = (conditions: Condition[]) => evaluateConditions(conditions, subject, context);

describe('evaluateConditions: one group', () => {
  it('holds for an empty list', () => {
    expect(evaluate([])).toBe(true);
  });
  it('joins conditions by their conjunctions, AND before OR', () => {
    expect(evaluate([T(), T()])).toBe(true);
    expect(evaluate([T(), F()])).toBe(false);
    expect(evaluate([F(), T(OR)])).toBe(true);
    expect(evaluate([T(), F(OR), F()])).toBe(true); // T OR (F AND F), not (T OR F) AND F
    expect(evaluate([F(), T(), T(OR)])).toBe(true); // (F AND T) OR T
    expect(evaluate([F(), T(OR), F()])).toBe(false); // F OR (T AND F)
  });
  it("ignores the first condition's conjunction", () => {
    expect(evaluate([T(OR), F()])).toBe(false);
  });
});

describe('evaluateConditions: groups and blocks', () => {
  it('joins a group to the one before by its first conjunction', () => {
    expect(evaluate([T(), F(OR), F({ group: 1 })])).toBe(false); // (T OR F) AND F
    expect(evaluate([T(), F(OR), F({ group: 1, conjunction: 'OR' })])).toBe(true);
    expect(evaluate([F(), T({ group: 1, conjunction: 'OR' }), F({ group: 1 })])).toBe(false); // F OR (T AND F)
  });
  it('places conditions by their group numbers, keeping list order inside a group', () => {
    // Listed out of order: group 0 is (T OR F), group 1 is F joined by AND.
    expect(evaluate([F({ group: 1 }), T(), F({ ...OR })])).toBe(false);
    expect(evaluate([F({ group: 1, conjunction: 'OR' }), F(), T({ ...OR })])).toBe(true);
  });
  it('joins a block to the one before by the conjunction of its first condition', () => {
    expect(evaluate([T(), F({ group: 1, ...OR }), F({ block: 1 })])).toBe(false); // (T OR F) AND F
    expect(evaluate([T(), F({ group: 1, ...OR }), F({ block: 1, ...OR })])).toBe(true);
    // Blocks bind like conditions: B0 AND B1 OR B2.
    expect(evaluate([F(), T({ block: 1 }), T({ block: 2, ...OR })])).toBe(true);
    expect(evaluate([T(), F({ block: 1 }), F({ block: 2, ...OR })])).toBe(false);
    expect(evaluate([T({ block: 2, ...OR }), F(), T({ block: 1 })])).toBe(true);
  });
  it("keeps a group's conditions together inside a block", () => {
    // Block 0: group 0 = F, group 1 = (T AND F) joined by OR; block 1 = T joined by OR.
    expect(evaluate([F(), T({ group: 1, ...OR }), F({ group: 1 })])).toBe(false);
    expect(evaluate([F(), T({ group: 1, ...OR }), F({ group: 1 }), T({ block: 1, ...OR })])).toBe(true);
  });
});

describe('evaluateConditions: what a condition is', () => {
  it('ignores incomplete conditions', () => {
    const noField = testCondition('', 'Eq', '2');
    const noOperator = testCondition('X', null, '2');
    const noValue = testCondition('X', 'Eq', '  ');
    expect(evaluate([noField, noOperator, noValue])).toBe(true);
    expect(evaluate([T(), { ...noValue, conjunction: 'AND' }])).toBe(true);
    expect(evaluate([F(), { ...noOperator, conjunction: 'OR' }])).toBe(false);
  });
  it('does not hold on an unknown field', () => {
    expect(evaluate([testCondition('Nowhere', 'IsNull')])).toBe(false);
    expect(evaluate([testCondition('Nowhere', 'Neq', 'x')])).toBe(false);
    expect(evaluate([testCondition('Nowhere', 'Neq', 'x'), T(OR)])).toBe(true);
  });
  it("reads the item's built-in properties without a field definition", () => {
    const bare = testContext([]);
    expect(evaluateConditions([testCondition('ID', 'Eq', '7')], subject, bare)).toBe(true);
    expect(evaluateConditions([testCondition('Author', 'Contains', 'adele')], subject, bare)).toBe(true);
    expect(evaluateConditions([testCondition('Editor', 'Eq', '1')], subject, bare)).toBe(false);
    expect(evaluateConditions([testCondition('Created', 'Lt', 'today')], subject, bare)).toBe(true);
    expect(evaluateConditions([testCondition('Modified', 'Eq', '2026-11-20')], subject, bare)).toBe(true);
  });
  it('holds is-modified for the fields the edit changed', () => {
    const modified = testCondition('Title', 'IsModified');
    expect(evaluateConditions([modified], subject, { ...context, modifiedFields: new Set(['Title']) })).toBe(true);
    expect(evaluateConditions([modified], subject, { ...context, modifiedFields: new Set(['X']) })).toBe(false);
    expect(evaluate([modified])).toBe(false);
    expect(
      evaluateConditions([testCondition('Nowhere', 'IsModified')], subject, { ...context, modifiedFields: new Set(['Nowhere']) }),
    ).toBe(false);
  });
});
