export {
  type DateConditionValue,
  type DateDirection,
  type DateReference,
  formatDateConditionValue,
  parseDateConditionValue,
} from './dateReference';
export { evaluateConditions } from './evaluate';
export {
  type DateUnit,
  isConditionComplete,
  missingConditionPart,
  operatorNeedsValue,
  operatorsForField,
  unitsForField,
} from './operators';
export { type ConditionContext, type ConditionSubject, conditionFieldOf } from './subject';
