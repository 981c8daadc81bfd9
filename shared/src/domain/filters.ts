import type { FilterRule } from '../api/rules';
import { type ConditionContext, type ConditionSubject, evaluateConditions } from './conditions';
import { join } from './conditions/evaluate';

type ActiveFilter = Pick<FilterRule, 'conditions' | 'operand'>;

/**
 * Whether an item passes the active filters. Each filter's operand joins it to the filters before
 * it (the first one's joins nothing), AND before OR like the conditions inside a filter; no
 * active filter passes everything.
 */
export function matchesActiveFilters(filters: readonly ActiveFilter[], subject: ConditionSubject, context: ConditionContext): boolean {
  return join(filters.map((filter) => ({ conjunction: filter.operand, holds: evaluateConditions(filter.conditions, subject, context) })));
}

/** IsModified needs each item's latest changes, which cost a read per item: only fetched when a filter asks. */
export function filtersUseModified(filters: readonly ActiveFilter[]): boolean {
  return filters.some((filter) => filter.conditions.some((condition) => condition.operator === 'IsModified'));
}
