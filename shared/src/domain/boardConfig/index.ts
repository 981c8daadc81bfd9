export {
  MIN_COLUMNS,
  MIN_LANES,
  canDeleteColumn,
  canDeleteLane,
  canInsertColumn,
  lanesForField,
  newColumn,
  sortLanes,
  withCalculateTotal,
} from './columnsAndLanes';
export {
  type LabelAddition,
  type LabelRemoval,
  type PickableLabel,
  type SessionLabels,
  addLabel,
  labelKey,
  pickableLabels,
  removeLabel,
  withOfferedLabels,
} from './labelsConfig';
export {
  type PermissionListName,
  adminPanelPermissionProblems,
  overlappingPrincipals,
  relevantPermissionLists,
  withDefaultPermission,
} from './permissionLists';
export { DISPLAY_TITLE_KEYS, SORT_FIELD_TYPES, SWIMLANE_FIELD_TYPES, TOTALS_FIELD_TYPES, isSwimlaneFieldCandidate } from './fieldPurposes';
export { type ConfigProblem, type ConfigSection, validateBoardConfig } from './validation';
export { LIST_COMMENTS_FIELD, commentsFieldOf, usesListComments, withCommentsChoice } from './listComments';
export {
  NEW_BOARD_FIELDS,
  QUICK_BOARD_LIST_FIELDS,
  boardListFields,
  QUICK_BOARD_STATUSES,
  missingNewBoardFields,
  newBoardConfig,
  type NewBoardInput,
} from './newBoard';
export {
  MESSAGE_TAGS,
  type MessageTag,
  type RuleKind,
  type RuleProblem,
  hasSystemRuleName,
  isCommentRule,
  messageTagsFor,
  monthlyDay,
  newNotificationRule,
  newReminderRule,
  notificationProblems,
  reminderProblems,
  SYSTEM_MESSAGES,
  type SystemMessage,
  withCommentRules,
} from './notificationRules';
export * from './template';
export * from './templateImport';
export { type PickableList, canPickList, isContentTypeMode, listsWithContentType, sourceChanged } from './sourceLists';
export { type ConfigImportTarget, type ReconciledImport, reconcileImportedConfig } from './reconcile';
export {
  IMPORT_SECTIONS,
  type FieldSubstitution,
  type ImportReport,
  type ImportSection,
  type ImportSectionReport,
} from './reconcileFields';
export {
  type DisplayTitleKey,
  type FieldPurpose,
  displayTitleCandidates,
  fieldsFor,
  formFieldCandidates,
  swimlaneFieldCandidates,
  uniqueFields,
} from './fieldCandidates';
export {
  COLUMN_TABS_SHOWN,
  clampTabStart,
  columnsForField,
  revealTab,
  withColumnField,
  withNamedValue,
  withNewColumn,
  withTotals,
  withWipLimit,
} from './columnEdits';
export {
  COLUMN_WIDTH_TOTAL,
  type ColumnWidthProblem,
  type TypedWidth,
  columnWidthProblems,
  columnWidthsOf,
  equalColumnWidths,
  remainingWidth,
  widthsAfterAdding,
  widthsAfterRemoving,
  shownColumnWidths,
  withColumnAppended,
  withColumnRemoved,
} from './columnWidths';
export { type ChoiceColumnAdded, columnChoicesToAdd, withChoiceColumn } from './newColumnChoice';
export { withColumnScroll, withDefaultLaneName, withDynamicLanes, withLaneSort, withLanes, withSwimlaneField } from './swimlaneEdits';
export { isNewLabel, withLabelsField, withSubtasks } from './cardEdits';
export { withTeamEditing, withTeamMail } from './teamChanges';
export { newStyleRule, resetStyleRules } from './styleRuleEdits';
export { type ConfigFile, ConfigFileError, readConfigFile, writeConfigFile } from './configFile';
export * from './starters';
