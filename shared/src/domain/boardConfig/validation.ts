import type { BoardConfig, BoardPermission, LabelColor } from '../../api/board';
import type { Field } from '../../api/fields';
import { LIST_COMMENTS_FIELD } from './listComments';
import { type Condition, type FilterRule } from '../../api/rules';
import { missingConditionPart } from '../conditions/operators';
import { MIN_COLUMNS, MIN_LANES } from './columnsAndLanes';
import { columnWidthProblems } from './columnWidths';
import { DISPLAY_TITLE_KEYS, SORT_FIELD_TYPES, TOTALS_FIELD_TYPES, isSwimlaneFieldCandidate, notOnFormNames } from './fieldPurposes';
import { type RuleProblem, notificationProblems, reminderProblems } from './notificationRules';
import { overlappingPrincipals } from './permissionLists';

export type ConfigSection =
  'name' | 'source' | 'columns' | 'swimlanes' | 'cards' | 'sorting' | 'permission' | 'labels' | 'filters' | 'notifications';

/** One thing to fix before saving; `path` names the offending setting, e.g. 'columnDefinitions.2.value'. */
export interface ConfigProblem {
  section: ConfigSection;
  key: string;
  message: string;
  path?: string;
}

type FieldType = Field['type'];
type FieldsByName = ReadonlyMap<string, Field>;

const REQUIRED_MESSAGE = 'This is required field';
const COLUMN_WIDTH_MESSAGE = 'A column width is a whole number of at least 1%.';
const COLUMN_WIDTHS_TOTAL_MESSAGE = 'The column widths must add up to exactly 100%.';

/** Every problem of a board configuration; `fields` are the fields of its source lists. */
export function validateBoardConfig(config: BoardConfig, fields: readonly Field[]): ConfigProblem[] {
  const byName = new Map<string, Field>();
  for (const field of fields) if (!byName.has(field.internalName)) byName.set(field.internalName, field);
  return [
    ...(config.name.trim() ? [] : [problem('name', 'board_name_required', 'Please specify the board name', 'name')]),
    ...sourceProblems(config, fields),
    ...columnProblems(config, byName),
    ...swimlaneProblems(config, byName),
    ...cardProblems(config, byName),
    ...sortProblems(config, byName),
    ...labelProblems(config.labelsColors),
    ...permissionProblems(config.permission),
    ...filterProblems(config.filters),
    ...conditionRuleProblems('cards', config.styles, 'styles'),
    ...notificationRuleProblems(config),
  ];
}

function problem(section: ConfigSection, key: string, message: string, path?: string): ConfigProblem {
  return path === undefined ? { section, key, message } : { section, key, message, path };
}

/** Indexes of entries whose key appeared earlier: the first keeps its place, the copies are flagged. */
function laterDuplicates(keys: readonly string[]): number[] {
  const seen = new Set<string>();
  return keys.flatMap((key, index) => {
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });
}

function sourceProblems(config: BoardConfig, fields: readonly Field[]): ConfigProblem[] {
  if (config.source.lists.length === 0) return [problem('source', 'no_selected_list', 'Please select at least one list.', 'source.lists')];
  const hasType = (type: FieldType) => fields.some((field) => field.type === type);
  if (hasType('Choice') && hasType('User')) return [];
  return [problem('source', 'inconsistent_list_fields', 'Inconsistent list fields. Please remove the last added list.', 'source.lists')];
}

/** The most started cards per person a board may allow (the contract's bound). */
const MAX_PERSON_WIP_LIMIT = 999;
const PERSON_WIP_LIMIT_MESSAGE = `The limit per person must be a whole number from 0 to ${MAX_PERSON_WIP_LIMIT}.`;

function columnProblems(config: BoardConfig, fields: FieldsByName): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const add = (key: string, message: string, path: string) => problems.push(problem('columns', key, message, path));
  const columnField = fields.get(config.columnFieldName);
  if (columnField?.type !== 'Choice') add('column_field_invalid', 'The column field must be a Choice field.', 'columnFieldName');
  const columns = config.columnDefinitions;
  if (columns.length < MIN_COLUMNS) add('columns_min', 'A board needs at least 2 columns.', 'columnDefinitions');
  const choices = columnField?.type === 'Choice' && columnField.choices?.length ? new Set(columnField.choices) : null;
  const duplicates = new Set(laterDuplicates(columns.map((column) => column.value)));
  columns.forEach((column, index) => {
    const path = `columnDefinitions.${index}`;
    if (!column.name.trim()) add('required_field', REQUIRED_MESSAGE, `${path}.name`);
    if (!column.value.trim()) add('required_field', REQUIRED_MESSAGE, `${path}.value`);
    else if (duplicates.has(index))
      add('alert_column_value_exists', 'Another column has the same value. Column values must be unique.', `${path}.value`);
    else if (choices && !choices.has(column.value))
      add('column_value_unknown', `'${column.value}' is not a choice of ${columnField?.name}.`, `${path}.value`);
    if (column.wipLimit !== null && !(Number.isInteger(column.wipLimit) && column.wipLimit >= 0)) {
      add('wip_limit_invalid', 'The WIP limit must be a whole number of 0 or more.', `${path}.wipLimit`);
    }
    const totalsField = column.totals ? fields.get(column.totals.fieldName) : undefined;
    if (column.totals && !(totalsField && TOTALS_FIELD_TYPES.includes(totalsField.type))) {
      add('totals_field_invalid', 'Totals need a Number, Calculated or Currency field.', `${path}.totals.fieldName`);
    }
  });
  const personLimit = config.flow.personWipLimit;
  if (!(Number.isInteger(personLimit) && personLimit >= 0 && personLimit <= MAX_PERSON_WIP_LIMIT))
    add('person_wip_limit_invalid', PERSON_WIP_LIMIT_MESSAGE, 'flow.personWipLimit');
  for (const widthProblem of columnWidthProblems(columns.length, config.columnCols)) {
    if (widthProblem.kind === 'width') {
      add('column_width_invalid', COLUMN_WIDTH_MESSAGE, `columnCols.${widthProblem.index}`);
    } else add('column_widths_total', COLUMN_WIDTHS_TOTAL_MESSAGE, 'columnCols');
  }
  return problems;
}

function swimlaneProblems(config: BoardConfig, fields: FieldsByName): ConfigProblem[] {
  const { field: fieldName, isDynamic, lanes } = config.swimlanes;
  if (!fieldName) return [];
  const problems: ConfigProblem[] = [];
  const add = (key: string, message: string, path: string) => problems.push(problem('swimlanes', key, message, path));
  const field = fields.get(fieldName);
  if (!field || !isSwimlaneFieldCandidate(field, config.columnFieldName)) {
    add(
      'swimlane_field_invalid',
      'Swimlanes need a User, Choice, Lookup, MultiChoice, Boolean or Text field other than the column field.',
      'swimlanes.field',
    );
  }
  // Dynamic lanes come from the cards; the default lane is added by the board itself.
  if (isDynamic) return problems;
  const configured = lanes.map((lane, index) => ({ lane, index })).filter(({ lane }) => !lane.isDefault);
  if (configured.length < MIN_LANES) add('lanes_min', 'A board with swimlanes needs at least 1 lane.', 'swimlanes.lanes');
  const duplicates = new Set(laterDuplicates(configured.map(({ lane }) => lane.value.trim())).map((i) => configured[i].index));
  for (const { lane, index } of configured) {
    const path = `swimlanes.lanes.${index}.value`;
    if (!lane.value.trim()) add('lane_value_required', REQUIRED_MESSAGE, path);
    else if (duplicates.has(index)) add('lane_value_exists', 'Another lane has the same value. Lane values must be unique.', path);
  }
  return problems;
}

/** Sorting is set among the additional settings, so its problems show there. */
function sortProblems(config: BoardConfig, fields: FieldsByName): ConfigProblem[] {
  return config.sortFieldNames.flatMap((name, index) => {
    const path = `sortFieldNames.${index}`;
    const field = fields.get(name);
    if (!field) return [problem('sorting', 'field_missing', `The field '${name}' is not in the board's lists.`, path)];
    if (SORT_FIELD_TYPES.includes(field.type)) return [];
    return [problem('sorting', 'sort_field_invalid', 'Cards can be sorted by Text, Number, Currency, DateTime or Counter fields.', path)];
  });
}

function cardProblems(config: BoardConfig, fields: FieldsByName): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const add = (key: string, message: string, path: string) => problems.push(problem('cards', key, message, path));
  /** The referenced field, reported when unknown; an empty reference means the setting is unused. */
  const resolve = (name: string | null, path: string): Field | undefined => {
    const field = name ? fields.get(name) : undefined;
    if (name && !field) add('field_missing', `The field '${name}' is not in the board's lists.`, path);
    return field;
  };
  const check = (name: string | null, path: string, accepts: (field: Field) => boolean, key: string, message: string) => {
    const field = resolve(name, path);
    if (field && !accepts(field)) add(key, message, path);
  };
  const ofType =
    (...types: FieldType[]) =>
    (field: Field) =>
      types.includes(field.type);

  if (!config.titleFieldName) add('title_field_invalid', 'The card title must be a Text field.', 'titleFieldName');
  check(config.titleFieldName, 'titleFieldName', ofType('Text'), 'title_field_invalid', 'The card title must be a Text field.');
  const titles = [config.titleFieldName, ...DISPLAY_TITLE_KEYS.map((key) => config[key])];
  DISPLAY_TITLE_KEYS.forEach((key, index) => {
    const isDuplicate = titles.slice(0, index + 1).includes(config[key]);
    check(
      config[key],
      key,
      (field) => field.type !== 'Attachments' && !isDuplicate,
      'display_field_invalid',
      'Header fields cannot be attachments nor repeat the title or another header field.',
    );
  });
  check(config.userField, 'userField', ofType('User'), 'user_field_invalid', 'The assigned-to field must be a User field.');
  check(config.dueDateField, 'dueDateField', ofType('DateTime'), 'due_date_field_invalid', 'The due date field must be a DateTime field.');
  // The list's own comments are no field of the list (listComments.ts).
  check(
    config.commentsFieldName === LIST_COMMENTS_FIELD ? null : config.commentsFieldName,
    'commentsFieldName',
    (field) => field.type === 'Note' && Boolean(field.appendOnly),
    'comments_field_invalid',
    'The comments field must be an append-only Note field.',
  );
  check(
    config.labelsFieldName,
    'labelsFieldName',
    ofType('MultiChoice'),
    'labels_field_invalid',
    'The labels field must be a MultiChoice field.',
  );
  config.cardFields.forEach((name, index) => resolve(name, `cardFields.${index}`));
  config.calloutDefinition.fields.forEach((name, index) => resolve(name, `calloutDefinition.fields.${index}`));

  const notOnForm = notOnFormNames(config);
  const formFields = config.formDefinition.fields;
  const twice = new Set(laterDuplicates(formFields));
  formFields.forEach((name, index) => {
    const path = `formDefinition.fields.${index}`;
    if (twice.has(index)) add('form_field_twice', `The form shows '${name}' twice.`, path);
    else if (notOnForm.has(name.toLowerCase())) add('form_field_invalid', `'${name}' cannot be edited on the form.`, path);
    else check(name, path, (field) => !field.isReadOnly, 'form_field_invalid', `'${name}' cannot be edited on the form.`);
  });

  const parentLookup = config.parentlookup ? fields.get(config.parentlookup) : undefined;
  if (config.useSubtasks && !(parentLookup?.type === 'Lookup' && !parentLookup.isMulti)) {
    add('subtasks_need_lookup', 'Subtasks need at least one single-value lookup field.', 'parentlookup');
  }
  return problems;
}

function labelProblems(labels: readonly LabelColor[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (labels.length > 0 && labels.every((label) => label.disabled)) {
    problems.push(problem('labels', 'labels_one_enabled', 'At least one label must remain enabled.', 'labelsColors'));
  }
  for (const index of laterDuplicates(labels.map((label) => label.name.trim().toLowerCase()))) {
    problems.push(
      problem('labels', 'label_name_exists', 'Another label has the same name. Label names must be unique.', `labelsColors.${index}.name`),
    );
  }
  return problems;
}

function permissionProblems(permission: BoardPermission): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (!permission.everyBodyCanEditSetting && permission.boardOwners.length === 0) {
    problems.push(problem('permission', 'boardsAdminErrors', 'A board needs at least one board owner.', 'permission.boardOwners'));
  }
  const overlapping = overlappingPrincipals(permission);
  if (overlapping.length > 0) {
    const names = overlapping.map((principal) => principal.name || principal.login).join(', ');
    problems.push(
      problem('permission', 'permissionsErrors', `Each user or group may appear in only one permission list: ${names}.`, 'permission'),
    );
  }
  return problems;
}

interface NamedRule {
  name: string;
  conditions: readonly Condition[];
}

/** Rules with conditions: a name and finished conditions; `unique` also refuses a name used twice. */
function conditionRuleProblems(
  section: ConfigSection,
  rules: readonly NamedRule[],
  prefix: string,
  unique?: { key: string; message: string },
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const add = (key: string, message: string, path: string) => problems.push(problem(section, key, message, path));
  const duplicates = new Set(unique ? laterDuplicates(rules.map((rule) => rule.name.trim().toLowerCase())) : []);
  rules.forEach((rule, index) => {
    const path = `${prefix}.${index}`;
    if (!rule.name.trim()) add('required_field', REQUIRED_MESSAGE, `${path}.name`);
    else if (unique && duplicates.has(index)) add(unique.key, unique.message, `${path}.name`);
    rule.conditions.forEach((condition, conditionIndex) => {
      const part = missingConditionPart(condition);
      if (part) add('required_field', REQUIRED_MESSAGE, `${path}.conditions.${conditionIndex}.${part}`);
    });
  });
  return problems;
}

/** Public filters: the filters panel tells filters apart by name, so a name is used once. */
const filterProblems = (filters: readonly FilterRule[]) =>
  conditionRuleProblems('filters', filters, 'filters', {
    key: 'filter_name_exists',
    message: 'Another filter has the same name. Filter names must be unique.',
  });

function notificationRuleProblems(config: BoardConfig): ConfigProblem[] {
  const ofRules = <R>(rules: readonly R[], path: string, problemsOf: (rule: R) => RuleProblem[]) =>
    rules.flatMap((rule, index) => problemsOf(rule).map((p) => problem('notifications', p.key, p.message, `${path}.${index}.${p.path}`)));
  return [
    ...ofRules(config.notificationsDefinition.rules, 'notificationsDefinition.rules', notificationProblems),
    ...ofRules(config.remindersDefinition.rules, 'remindersDefinition.rules', reminderProblems),
  ];
}
