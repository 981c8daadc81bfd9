import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, type FilterRule, fieldSchema } from '@listboard/shared';
import { createTranslate } from '../../i18n/i18n';
import { activeCount, clearedFilter, offeredFilters, toggledId, unsavedActive, withFilter } from './activeFilters';
import { DEFAULT_DATE_VALUE, conditionFields, fieldChange, operatorChange } from '../conditions/conditionFields';
import { emptyCondition } from '../conditions/conditionTree';
import { draftOfRule, draftProblems, isDraftValid, newDraft, privateListAfterSave, privateListWithout, ruleOfDraft } from './filterDraft';

const rule = (name: string, isPrivate: boolean, extra: Partial<FilterRule> = {}): FilterRule => ({
  name,
  isPrivate,
  isEnable: true,
  operand: 'AND',
  conditions: [{ ...emptyCondition(`${name}-1`, 0, 0), field: 'Status', operator: 'Eq', value: 'Review' }],
  ...extra,
});
const saved = [rule('Urgent', false), rule('Mine', true), rule('Old', true, { isEnable: false })];

describe('filter draft', () => {
  it('needs a name, a condition, and every condition complete', () => {
    const draft = newDraft('c1');
    const problems = draftProblems(draft, saved);
    expect(problems).toEqual({ name: 'required_field', conditions: { c1: 'field' }, empty: false });
    expect(isDraftValid(problems)).toBe(false);
    expect(draftProblems({ ...draft, name: 'x', conditions: [] }, saved).empty).toBe(true);
    const complete = { ...draft, name: 'Review', conditions: [{ ...draft.conditions[0], field: 'Status', operator: 'IsNull' as const }] };
    expect(isDraftValid(draftProblems(complete, saved))).toBe(true);
  });

  it('refuses a second private filter of the same name, but not the edited one or a public name', () => {
    expect(draftProblems({ ...newDraft('c'), name: ' mine ' }, saved).name).toBe('filters_name_taken');
    expect(draftProblems({ ...draftOfRule(saved[1], () => 'n'), name: 'Mine' }, saved).name).toBeNull();
    expect(draftProblems({ ...newDraft('c'), name: 'Urgent' }, saved).name).toBeNull();
  });

  it('sends the whole private list on save: appended when new, in place when edited, disabled ones kept', () => {
    const created = ruleOfDraft({ ...newDraft('c'), name: ' New ' });
    expect(created).toMatchObject({ name: 'New', isPrivate: true, isEnable: true, operand: 'AND' });
    expect(privateListAfterSave(saved, created, null).map((f) => f.name)).toEqual(['Mine', 'Old', 'New']);
    const edited = ruleOfDraft({ ...draftOfRule(saved[1], () => 'n'), name: 'Renamed' });
    expect(privateListAfterSave(saved, edited, saved[1]).map((f) => f.name)).toEqual(['Renamed', 'Old']);
    expect(privateListWithout(saved, saved[1]).map((f) => f.name)).toEqual(['Old']);
  });

  it('gives saved conditions without ids an id each', () => {
    let n = 0;
    const stored = rule('Legacy', true, { conditions: [{ ...emptyCondition('', 0, 0) }, { ...emptyCondition('', 0, 1) }] });
    expect(draftOfRule(stored, () => `n${++n}`).conditions.map((c) => c.id)).toEqual(['n1', 'n2']);
  });
});

describe('active filters', () => {
  it('offers enabled filters only and no null one', () => {
    expect(offeredFilters([...saved, null]).map((f) => f.name)).toEqual(['Urgent', 'Mine']);
  });

  it('switches a filter on and off by its identity', () => {
    const on = withFilter([], saved[0], true);
    expect(withFilter(on, { ...saved[0], conditions: [] }, true)).toEqual([{ ...saved[0], conditions: [] }]);
    expect(withFilter(on, rule('Urgent', true), true)).toHaveLength(2);
    expect(withFilter(on, saved[0], false)).toEqual([]);
    expect(unsavedActive([saved[0], rule('Draft', true)], saved).map((f) => f.name)).toEqual(['Draft']);
  });

  it('counts and clears filters, people, lists and views', () => {
    const filter = { ...EMPTY_FILTER, activeFilters: [saved[0]], users: [3, 7], lists: ['l1'], views: [{ listID: 'l1', id: 'v1' }] };
    expect(activeCount(filter)).toBe(5);
    expect(clearedFilter(filter)).toEqual(EMPTY_FILTER);
    expect(toggledId<string | number>([3, 7], '3', false)).toEqual([7]);
  });
});

describe('condition fields', () => {
  const t = createTranslate('en-US');
  const due = fieldSchema.parse({ internalName: 'DueDate', name: 'Due', type: 'DateTime', dateOnly: true });

  it('offers the board fields a condition can test, then the built-in ones', () => {
    const file = fieldSchema.parse({ internalName: 'File', name: 'File', type: 'File' });
    expect(conditionFields([due, file], t).map((f) => f.name)).toEqual(['Due', 'ID', 'Created By', 'Modified By', 'Created', 'Modified']);
  });

  it('starts a date condition at 1 day before today and drops the value for valueless operators', () => {
    expect(DEFAULT_DATE_VALUE).toBe('1;days;before;today');
    expect(fieldChange(due)).toEqual({ field: 'DueDate', operator: 'Eq', value: '1;days;before;today' });
    expect(operatorChange(due, '2026-01-01', 'IsNull')).toEqual({ operator: 'IsNull', value: '' });
    expect(operatorChange(due, '', 'Gt')).toEqual({ operator: 'Gt', value: DEFAULT_DATE_VALUE });
  });
});
