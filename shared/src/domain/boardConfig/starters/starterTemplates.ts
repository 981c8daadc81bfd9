import { type BoardConfig, type BoardConfigInput, boardConfigSchema } from '../../../api/board';
import { type Field, type FieldInput, fieldSchema } from '../../../api/fields';
import type { Condition, StyleRule } from '../../../api/rules';
import type { BoardTemplate } from '../../../api/templates';
import { PERMISSION, STYLE_TYPE } from '../../../api/values';
import { ORDER_FIELD } from '../../order';
import { COMPLETED_STATUS, systemStyleRules } from '../../styles';
import { boardListFields, newBoardConfig } from '../newBoard';
import { TEMPLATE_VERSION } from '../template';
import { STARTER_TEXTS, type StarterLocale, type StarterTexts } from './starterTexts';

export const STARTER_KEYS = ['tasks', 'bugTriage', 'contentCalendar'] as const;
export type StarterKey = (typeof STARTER_KEYS)[number];

/** A ready board the boards home offers: its name and one line on it, and the template the import makes it from. */
export interface StarterTemplate {
  key: StarterKey;
  name: string;
  description: string;
  template: BoardTemplate;
}

/** The import replaces the source list by the new one it makes; this one only stands for it in the template. */
const STARTER_SOURCE_URL = 'starter:';

const CRITICAL_COLOR = { borderColor: '#D13438', bodyColor: '#FDE7E9' };
/** Light card backgrounds, one per channel, that the default dark card text stays readable on. */
const CHANNEL_COLORS = ['#DEECF9', '#DFF6DD', '#F1E6FB', '#FFF4CE'] as const;

function condition(field: string, operator: Condition['operator'], value: string): Condition {
  return { id: '', field, operator, value, group: 0, block: 0, conjunction: 'AND' };
}

function customRule(name: string, conditions: Condition[], itemColor: StyleRule['itemColor']): StyleRule {
  return { name, conditions, itemColor, styleType: STYLE_TYPE.Custom, isDisabled: false, isSystem: false, hideConditions: false };
}

/** The overdue and due-soon rules, named in the locale, leaving out cards in the starter's own done column. */
function dateRules(board: BoardConfigInput, done: string, names: { overdue: string; dueSoon: string }): StyleRule[] {
  const nameOf = (rule: StyleRule) => (rule.styleType === STYLE_TYPE.OverDue ? names.overdue : names.dueSoon);
  return systemStyleRules({ dueDateField: board.dueDateField ?? null, columnFieldName: board.columnFieldName, priorityField: null }).map(
    (rule) => ({
      ...rule,
      name: nameOf(rule),
      conditions: rule.conditions.map((c) => (c.value === COMPLETED_STATUS ? { ...c, value: done } : c)),
    }),
  );
}

interface StarterShape {
  key: StarterKey;
  texts: StarterTexts[StarterKey];
  common: StarterTexts;
  /** Field titles other than the common ones, by internal name. */
  titles?: Readonly<Record<string, string>>;
  extraFields?: readonly FieldInput[];
  board: (base: BoardConfigInput, done: string) => Partial<BoardConfigInput>;
}

/** The list a starter makes: the wizard's new-list fields with its statuses and labels, titled in the locale, and its own fields. */
function starterFields({ texts, common, titles = {}, extraFields = [] }: StarterShape): Field[] {
  const { fields } = common;
  const commonTitles: Record<string, string> = {
    Title: fields.title,
    Status: fields.status,
    AssignedTo: fields.assignedTo,
    DueDate: fields.dueDate,
    KanbanComments: fields.comments,
    Labels: fields.labels,
    ParentID: fields.parent,
    [ORDER_FIELD]: fields.order,
    ...titles,
  };
  return [...boardListFields(texts.statuses), ...extraFields].map((field) =>
    fieldSchema.parse({
      ...field,
      name: commonTitles[field.internalName] ?? field.name,
      ...(field.internalName === 'Labels' ? { choices: [...texts.labels] } : {}),
    }),
  );
}

function starter(shape: StarterShape): StarterTemplate {
  const { key, texts } = shape;
  const fields = starterFields(shape);
  const done = texts.statuses[texts.statuses.length - 1];
  const base = newBoardConfig({
    name: texts.name,
    lists: [{ url: STARTER_SOURCE_URL, listID: `starter-${key}`, name: texts.list }],
    fields,
    creatorLogin: 'starter',
  });
  const board: BoardConfig = boardConfigSchema.parse({
    ...base,
    description: texts.description,
    columnDefinitions: base.columnDefinitions.map((column) => ({ ...column, isComplete: column.value === done })),
    // The importer becomes the owner; a starter names nobody.
    permission: { defaultUserPermission: PERMISSION.ViewOnly, boardOwners: [], tasksOwners: [], everyBodyCanEditSetting: false },
    ...shape.board(base, done),
  });
  const template: BoardTemplate = {
    version: TEMPLATE_VERSION,
    board,
    listData: [{ name: texts.list, fields }],
    templateFields: fields.map((f) => f.internalName),
    content: [],
    includeContent: false,
  };
  return { key, name: texts.name, description: texts.description, template };
}

function tasksStarter(common: StarterTexts): StarterTemplate {
  return starter({ key: 'tasks', texts: common.tasks, common, board: (base, done) => ({ styles: dateRules(base, done, common) }) });
}

/**
 * Priority lanes, and critical bugs that are not fixed yet stand out. A new bug has no priority until
 * someone triages it, so it waits in the lane of bugs without one.
 */
function bugTriageStarter(common: StarterTexts): StarterTemplate {
  const texts = common.bugTriage;
  const [critical] = texts.priorities;
  const priority: FieldInput = { internalName: 'Priority', name: texts.priority, type: 'Choice', choices: [...texts.priorities] };
  return starter({
    key: 'bugTriage',
    texts,
    common,
    extraFields: [priority],
    board: (base, done) => ({
      swimlanes: {
        field: 'Priority',
        lanes: texts.priorities.map((value) => ({ name: value, value })),
        addDefault: true,
        defaultName: texts.noPriority,
      },
      styles: [
        customRule(texts.critical, [condition('Priority', 'Eq', critical), condition(base.columnFieldName, 'Neq', done)], CRITICAL_COLOR),
        ...dateRules(base, done, common),
      ],
    }),
  });
}

/** The due date is the publish date; a card is coloured by its channel once its date is not missed. */
function contentCalendarStarter(common: StarterTexts): StarterTemplate {
  const texts = common.contentCalendar;
  const channel: FieldInput = { internalName: 'Channel', name: texts.channel, type: 'Choice', choices: [...texts.channels] };
  return starter({
    key: 'contentCalendar',
    texts,
    common,
    titles: { DueDate: texts.publishDate },
    extraFields: [channel],
    board: (base, done) => ({
      cardFields: ['Channel', 'DueDate'],
      styles: [
        ...dateRules(base, done, { overdue: texts.missedDate, dueSoon: common.dueSoon }),
        ...texts.channels.map((value, index) =>
          customRule(value, [condition('Channel', 'Eq', value)], { bodyColor: CHANNEL_COLORS[index] }),
        ),
      ],
    }),
  });
}

/** The starter templates of the boards home, every text in `locale`: the new list's fields, columns and labels are the user's data. */
export function starterTemplates(locale: StarterLocale): StarterTemplate[] {
  const common = STARTER_TEXTS[locale];
  return [tasksStarter(common), bugTriageStarter(common), contentCalendarStarter(common)];
}
