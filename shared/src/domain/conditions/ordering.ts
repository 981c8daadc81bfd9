import type { ConditionOperator } from '../../api/rules';

/**
 * How an item's value relates to a condition's value: a number whose sign orders them, 'absent'
 * when the item has no comparable value (it then differs from every value), or null when the
 * condition's value means nothing for the field (then no operator holds).
 */
export type Ordering = number | 'absent' | null;

export function holdsByOrdering(operator: ConditionOperator, ordering: Ordering): boolean {
  if (ordering === null) return false;
  if (ordering === 'absent') return operator === 'Neq';
  switch (operator) {
    case 'Eq':
      return ordering === 0;
    case 'Neq':
      return ordering !== 0;
    case 'Gt':
      return ordering > 0;
    case 'Lt':
      return ordering < 0;
    case 'Geq':
      return ordering >= 0;
    case 'Leq':
      return ordering <= 0;
    default:
      return false;
  }
}
