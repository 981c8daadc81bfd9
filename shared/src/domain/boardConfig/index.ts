export {
  MIN_COLUMNS, MIN_LANES, canDeleteColumn, canDeleteLane, canInsertColumn, lanesForField, newColumn, sortLanes, withCalculateTotal,
} from './columnsAndLanes';
export {
  type LabelAddition, type LabelRemoval, type SessionLabels, addLabel, labelKey, removeLabel,
} from './labelsConfig';
export {
  type PermissionListName, overlappingPrincipals, relevantPermissionLists, withDefaultPermission,
} from './permissionLists';
export { SORT_FIELD_TYPES, SWIMLANE_FIELD_TYPES, TOTALS_FIELD_TYPES, isSwimlaneFieldCandidate } from './fieldPurposes';
export { type ConfigProblem, type ConfigSection, validateBoardConfig } from './validation';
export { NEW_BOARD_FIELDS, QUICK_BOARD_LIST_FIELDS, QUICK_BOARD_STATUSES, missingNewBoardFields, newBoardConfig, type NewBoardInput } from './newBoard';
