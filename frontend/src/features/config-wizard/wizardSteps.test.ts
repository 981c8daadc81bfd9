import { describe, expect, it } from 'vitest';
import { canChangeStep, problemsOfStep, stepOfParam } from './wizardSteps';

describe('canChangeStep', () => {
  it.each([
    { isNew: true, current: 0, target: 1, currentValid: true, allowed: true },
    { isNew: true, current: 0, target: 2, currentValid: true, allowed: false },
    { isNew: true, current: 2, target: 0, currentValid: true, allowed: true },
    { isNew: true, current: 1, target: 2, currentValid: false, allowed: false },
    { isNew: false, current: 0, target: 3, currentValid: true, allowed: true },
    { isNew: false, current: 3, target: 1, currentValid: false, allowed: false },
    { isNew: false, current: 1, target: 1, currentValid: true, allowed: false },
    { isNew: false, current: 1, target: 4, currentValid: true, allowed: false },
  ])('new $isNew, $current -> $target, valid $currentValid: $allowed', ({ allowed, ...change }) => {
    expect(canChangeStep(change)).toBe(allowed);
  });
});

describe('stepOfParam', () => {
  it('reads steps 0 to 3 and falls back to 0', () => {
    expect(stepOfParam('2')).toBe(2);
    expect(stepOfParam(undefined)).toBe(0);
    expect(stepOfParam('7')).toBe(0);
    expect(stepOfParam('x')).toBe(0);
  });
});

describe('problemsOfStep', () => {
  it('puts each section on its step', () => {
    const problems = [
      { section: 'name' as const, key: 'board_name_required', message: '' },
      { section: 'columns' as const, key: 'alert_column_value_exists', message: '' },
      { section: 'permission' as const, key: 'boardsAdminErrors', message: '' },
    ];
    expect(problemsOfStep(problems, 0).map((p) => p.key)).toEqual(['board_name_required']);
    expect(problemsOfStep(problems, 1).map((p) => p.key)).toEqual(['alert_column_value_exists']);
    expect(problemsOfStep(problems, 2)).toEqual([]);
    expect(problemsOfStep(problems, 3).map((p) => p.key)).toEqual(['boardsAdminErrors']);
  });

  it('shows sort field problems with the additional settings of step 3', () => {
    const sort = { section: 'sorting' as const, key: 'sort_field_invalid', message: '', path: 'sortFieldNames.0' };
    expect(problemsOfStep([sort], 3)).toEqual([sort]);
    expect(problemsOfStep([sort], 2)).toEqual([]);
  });
});
