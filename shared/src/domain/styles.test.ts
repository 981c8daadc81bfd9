import { describe, expect, it } from 'vitest';
import { type StyleRule } from '../api/rules';
import { STYLE_TYPE } from '../api/values';
import { testCondition, testContext, testField, testSubject } from './conditions/testing/conditions';
import type { StoredValue } from './fieldValues';
import { DEFAULT_ITEM_FONT_COLOR, ensureSystemStyleRules, priorityFieldOf, resolveItemColor, systemStyleRules } from './styles';

// The clock of the condition fixtures: 22 November 2026.
const fields = [
  testField('DueDate', 'DateTime', { dateOnly: true }),
  testField('Status', 'Choice', { choices: ['Not Started', 'In Progress', 'Completed'] }),
  testField('Priority', 'Choice', { choices: ['(1) High', '(2) Normal', '(3) Low'] }),
];
const context = testContext(fields);
const board = { dueDateField: 'DueDate', columnFieldName: 'Status', priorityField: 'Priority' };
const system = systemStyleRules(board);

function colorOf(rules: readonly StyleRule[], values: Record<string, StoredValue>) {
  return resolveItemColor(rules, testSubject({ Status: 'Not Started', ...values }), context);
}

describe('systemStyleRules', () => {
  it('makes the four system rules with the default colours', () => {
    expect(system.map((r) => [r.styleType, r.itemColor.borderColor])).toEqual([
      [STYLE_TYPE.OverDue, '#FE867F'],
      [STYLE_TYPE.DueDateIsLessThanIn2Days, '#FFC363'],
      [STYLE_TYPE.HighPriority, '#78BAE5'],
      [STYLE_TYPE.LowPriority, '#B6E9FF'],
    ]);
    expect(system.every((r) => r.isSystem && r.hideConditions && !r.isDisabled)).toBe(true);
  });
  it('leaves out the rules whose field the board lacks', () => {
    expect(systemStyleRules({ ...board, priorityField: null }).map((r) => r.styleType)).toEqual([
      STYLE_TYPE.OverDue,
      STYLE_TYPE.DueDateIsLessThanIn2Days,
    ]);
    expect(systemStyleRules({ ...board, dueDateField: null }).map((r) => r.styleType)).toEqual([
      STYLE_TYPE.HighPriority,
      STYLE_TYPE.LowPriority,
    ]);
    expect(systemStyleRules({ dueDateField: null, columnFieldName: null, priorityField: null })).toEqual([]);
  });
  it('tests the status only when the board has a column field', () => {
    const overdue = systemStyleRules({ ...board, columnFieldName: null })[0];
    expect(overdue.conditions.map((c) => c.field)).toEqual(['DueDate']);
    expect(resolveItemColor([overdue], testSubject({ DueDate: '2026-11-21T00:00:00Z', Status: 'Completed' }), context).borderColor).toBe(
      '#FE867F',
    );
  });
});

describe('ensureSystemStyleRules', () => {
  it('adds the system rules only when there are no rules', () => {
    expect(ensureSystemStyleRules([], board)).toEqual(system);
    const custom: StyleRule = { ...system[2], name: 'Mine', isSystem: false, styleType: STYLE_TYPE.Custom };
    expect(ensureSystemStyleRules([custom], board)).toEqual([custom]);
  });
});

describe('resolveItemColor with the system rules', () => {
  it('colours overdue cards, but not completed ones', () => {
    expect(colorOf(system, { DueDate: '2026-11-21T00:00:00Z' })).toEqual({ borderColor: '#FE867F', fontColor: DEFAULT_ITEM_FONT_COLOR });
    expect(colorOf(system, { DueDate: '2026-11-21T00:00:00Z', Status: 'Completed' })).toEqual({});
    expect(colorOf(system, { DueDate: '2026-11-21T00:00:00Z', Status: 'Completed', Priority: '(1) High' }).borderColor).toBe('#78BAE5');
  });
  it('colours cards due from today to 2 days after today', () => {
    for (const due of ['2026-11-22T00:00:00Z', '2026-11-23T00:00:00Z', '2026-11-24T00:00:00Z']) {
      expect(colorOf(system, { DueDate: due }).borderColor, due).toBe('#FFC363');
    }
    expect(colorOf(system, { DueDate: '2026-11-25T00:00:00Z' })).toEqual({});
  });
  it('colours by priority when no due date rule matches', () => {
    expect(colorOf(system, { DueDate: '2026-11-21T00:00:00Z', Priority: '(1) High' }).borderColor).toBe('#FE867F');
    expect(colorOf(system, { DueDate: null, Priority: '(1) High' }).borderColor).toBe('#78BAE5');
    expect(colorOf(system, { DueDate: '2026-12-30T00:00:00Z', Priority: '(3) Low' }).borderColor).toBe('#B6E9FF');
    expect(colorOf(system, { Priority: '(2) Normal' })).toEqual({});
  });
});

describe('resolveItemColor', () => {
  const rule = (name: string, field: string, value: string, itemColor: StyleRule['itemColor'], isDisabled = false): StyleRule => ({
    name,
    conditions: [testCondition(field, 'Eq', value)],
    itemColor,
    styleType: STYLE_TYPE.Custom,
    isDisabled,
    isSystem: false,
    hideConditions: false,
  });
  const blocked = rule('Blocked', 'Status', 'Not Started', { bodyColor: '#eee', fontColor: '#111' });
  const high = rule('High', 'Priority', '(1) High', { outlineColor: '#00f' });

  it('takes the first rule that holds, keeping its font colour', () => {
    expect(colorOf([blocked, high], { Priority: '(1) High' })).toEqual({ bodyColor: '#eee', fontColor: '#111' });
    expect(colorOf([high, blocked], { Priority: '(1) High' })).toEqual({ outlineColor: '#00f', fontColor: DEFAULT_ITEM_FONT_COLOR });
  });
  it('skips disabled rules and rules without a complete condition', () => {
    expect(colorOf([{ ...blocked, isDisabled: true }, high], { Priority: '(1) High' }).outlineColor).toBe('#00f');
    expect(colorOf([{ ...blocked, conditions: [] }], {})).toEqual({});
    expect(colorOf([{ ...blocked, conditions: [testCondition('Status', 'Eq', '')] }], {})).toEqual({});
  });
});

describe('priorityFieldOf', () => {
  it('finds the choice field holding the default priority values', () => {
    expect(priorityFieldOf(fields)?.internalName).toBe('Priority');
    expect(priorityFieldOf(fields.slice(0, 2))).toBeNull();
  });
});
