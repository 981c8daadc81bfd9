import { z } from 'zod';
import { isTimeZone } from '../domain/notifications/zonedTime';
import { fieldSchema } from './fields';
import { boardIdSchema, listIdSchema, permissionSchema } from './common';
import { notificationsDefinitionSchema, remindersDefinitionSchema } from './notifications';
import { filterRuleSchema, styleRuleSchema } from './rules';
import { DEFAULT_LANE_NAME, CHART_WIDGETS } from './values';

export const cardSizeSchema = z.enum(['M', 'L', 'XL']);
export type CardSize = z.infer<typeof cardSizeSchema>;

/** Display options of spec 2 section 3: how cards show people. */
export const userDisplaySchema = z.enum(['avatar', 'name', 'avatarAndName']);
export type UserDisplay = z.infer<typeof userDisplaySchema>;
export const avatarShapeSchema = z.enum(['square', 'circle']);

export const totalDefinitionSchema = z.object({
  name: z.string(),
  fieldName: z.string(),
  func: z.enum(['sum', 'average']),
});

export const columnDefinitionSchema = z.object({
  name: z.string().min(1),
  value: z.string().min(1),
  /** 0 or null means no limit. */
  wipLimit: z.number().int().min(0).nullable().default(0),
  itemCount: z.number().int().min(0).default(20),
  isActiveWipLimit: z.boolean().default(false),
  isComplete: z.boolean().default(false),
  /**
   * Whether work on a card here has started (docs/reporting.md#card-aging): null counts every column but the
   * first as started; a complete column is finished, never started.
   */
  isStarted: z.boolean().nullable().default(null),
  isPartOfRowTotal: z.boolean().default(false),
  totals: totalDefinitionSchema.nullable().optional(),
});
export type ColumnDefinition = z.infer<typeof columnDefinitionSchema>;

export const laneSchema = z.object({
  name: z.string(),
  value: z.string(),
  isDefault: z.boolean().default(false),
  isCollapsedByDefault: z.boolean().default(false),
});
export type Lane = z.infer<typeof laneSchema>;

export const swimlanesSchema = z.object({
  field: z.string().nullable().default(null),
  lanes: z.array(laneSchema).default([]),
  isDynamic: z.boolean().default(false),
  sortType: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  hideEmpty: z.boolean().default(false),
  hideEmptyAll: z.boolean().default(false),
  isCollapse: z.boolean().default(false),
  useColumnScroll: z.boolean().default(false),
  useColumnScrollSelected: z.boolean().default(false),
  calculateTotal: z.boolean().default(false),
  allowDrag: z.boolean().default(true),
  showDefaultDroppingDialog: z.boolean().default(false),
  addDefault: z.boolean().default(true),
  defaultName: z.string().default(DEFAULT_LANE_NAME),
  height: z.number().nullable().optional(),
});
export type Swimlanes = z.infer<typeof swimlanesSchema>;

export const sourceListSchema = z.object({
  id: z.string().optional(),
  url: z.string().min(1),
  listID: listIdSchema,
  name: z.string(),
  description: z.string().optional(),
  image: z.string().optional(),
  versioned: z.boolean().optional(),
  contentTypesIDs: z.array(z.string()).optional(),
  allowManage: z.boolean().optional(),
  /** Whether the caller may save views of the list here (the built-in store's; SharePoint's are made in SharePoint). */
  allowManageViews: z.boolean().optional(),
  /** Whether the list can hold folders (SharePoint's lists; the built-in store has none): includeFolder applies. */
  hasFolders: z.boolean().optional(),
  /** Spec 1 section 6: worked out per user by GET /api/board, never stored. */
  allowView: z.boolean().optional(),
  allowAdd: z.boolean().optional(),
});
export type SourceList = z.infer<typeof sourceListSchema>;

export const labelColorSchema = z.object({
  name: z.string().min(1),
  color: z.string(),
  disabled: z.boolean().default(false),
});
export type LabelColor = z.infer<typeof labelColorSchema>;

export const principalSchema = z.object({
  login: z.string().min(1),
  isGroup: z.boolean().default(false),
  name: z.string().optional(),
});
export type Principal = z.infer<typeof principalSchema>;

export const boardPermissionSchema = z.object({
  defaultUserPermission: permissionSchema.default(1),
  boardAccess: z.array(principalSchema).default([]),
  boardNoAccess: z.array(principalSchema).default([]),
  tasksOwners: z.array(principalSchema).default([]),
  boardOwners: z.array(principalSchema).default([]),
  everyBodyCanEditSetting: z.boolean().default(false),
});
export type BoardPermission = z.infer<typeof boardPermissionSchema>;

/** A chart widget's show flag and width in percent (spec 3 section 3). */
const chartWidgetSchema = (width: 33 | 50 | 67 | 100) =>
  z
    .object({
      show: z.boolean().default(true),
      width: z.union([z.literal(33), z.literal(50), z.literal(67), z.literal(100)]).default(width),
    })
    .default({ show: true, width });

export type ChartWidget = (typeof CHART_WIDGETS)[number];

/**
 * Boards saved before the flow widgets came keep `{ widths: [33, 67, ...], hidden: [...] }` (widths by widget
 * position, hidden by name or position): read into the ChartsDefinition shape, and stored so at the
 * board's next save.
 */
function migratedCharts(stored: unknown): unknown {
  if (!stored || typeof stored !== 'object' || !('widths' in stored || 'hidden' in stored)) return stored;
  const { widths, hidden, ...rest } = stored as { widths?: unknown; hidden?: unknown };
  const hiddenOnes = Array.isArray(hidden) ? hidden : [];
  const widget = (name: ChartWidget, index: number) => ({
    show: !hiddenOnes.includes(name) && !hiddenOnes.includes(index),
    ...(Array.isArray(widths) && [33, 50, 67, 100].includes(widths[index] as number) ? { width: widths[index] } : {}),
  });
  return { ...rest, ...Object.fromEntries(CHART_WIDGETS.map((name, index) => [name, widget(name, index)])) };
}

/** ChartsDefinition (spec 3 section 3): a show flag and a width per widget, and who may see the charts (empty: everyone who sees the board). */
export const chartsDefinitionSchema = z.preprocess(
  migratedCharts,
  z.object({
    status: chartWidgetSchema(33),
    members: chartWidgetSchema(67),
    completion: chartWidgetSchema(33),
    burndown: chartWidgetSchema(67),
    leadTime: chartWidgetSchema(100),
    flow: chartWidgetSchema(100),
    cycleTime: chartWidgetSchema(100),
    throughput: chartWidgetSchema(100),
    cycleScatter: chartWidgetSchema(100),
    forecast: chartWidgetSchema(100),
    visibleFor: z.array(principalSchema).max(500).default([]),
  }),
);
export type ChartsDefinition = z.infer<typeof chartsDefinitionSchema>;

/** The stored board configuration (spec 2, section 3). */
/** How the board reads its flow (docs/reporting.md#card-aging, #wip-per-person). */
export const flowDefinitionSchema = z.object({
  /** Cards show how long they have been in their column, and how that compares with the board's cycle times. */
  showAging: z.boolean().default(false),
  /** At most this many started, unfinished cards per person; 0: no limit. */
  personWipLimit: z.number().int().min(0).max(999).default(0),
});
export type FlowDefinition = z.infer<typeof flowDefinitionSchema>;

export const boardConfigSchema = z.object({
  /** Empty for a board not saved yet. */
  id: boardIdSchema.or(z.literal('')).default(''),
  name: z.string().trim().min(1, 'Please specify the board name').max(255),
  description: z.string().default(''),
  source: z.object({
    lists: z.array(sourceListSchema).min(1, 'a board needs at least one list'),
    contentTypeID: z.string().nullable().optional(),
  }),
  columnFieldName: z.string().min(1),
  columnDefinitions: z.array(columnDefinitionSchema).min(2, 'at least 2 columns'),
  /**
   * Each column's share of the board's width in percent, in the order of columnDefinitions (spec 1
   * section 3 `columnCols`). Absent on boards saved before widths existed: they share equally. Empty or
   * zero widths are accepted here so that the save answers them with the rule's own keys
   * (domain/boardConfig/columnWidths).
   */
  columnCols: z.array(z.number().nullable()).optional(),
  swimlanes: swimlanesSchema.default(swimlanesSchema.parse({})),
  titleFieldName: z.string().default('Title'),
  displayTitleFieldName: z.string().nullable().default(null),
  displayTitleFieldName2: z.string().nullable().default(null),
  displayTitleFieldName3: z.string().nullable().default(null),
  userField: z.string().nullable().default(null),
  dueDateField: z.string().nullable().default(null),
  commentsFieldName: z.string().nullable().default(null),
  commentsNewExperience: z.boolean().default(true),
  labelsFieldName: z.string().nullable().default(null),
  labelsColors: z.array(labelColorSchema).default([]),
  parentlookup: z.string().nullable().default('ParentID'),
  useSubtasks: z.boolean().default(false),
  allowMultiLevelSubtasks: z.boolean().default(false),
  cardSize: cardSizeSchema.default('L'),
  userDisplay: userDisplaySchema.default('avatar'),
  avatarShape: avatarShapeSchema.default('circle'),
  cardFields: z.array(z.string()).default([]),
  cardFieldsHideEmpty: z.boolean().default(false),
  calloutDefinition: z.object({ fields: z.array(z.string()).default([]) }).default({ fields: [] }),
  formDefinition: z
    .object({
      fields: z.array(z.string()).default([]),
      // A board that does not ask for double clicks opens its cards on one click, as Trello,
      // Planner and Lists do; the wizard's new boards still ask for double clicks (spec 2 section 5).
      openByDbClick: z.boolean().default(false),
      useSPForm: z.boolean().default(false),
    })
    .default({ fields: [], openByDbClick: false, useSPForm: false }),
  overdueDefinition: z.object({ color: z.string().default('#FE867F'), isEnable: z.boolean().default(true) }).optional(),
  styles: z.array(styleRuleSchema).default([]),
  /** Public filters; private ones are kept per user (GET /api/filters/my). */
  filters: z.array(filterRuleSchema).default([]),
  /** The list views the board offers as filters (docs/filters-and-styles.md#list-views); an entry is kept whole, as imported. */
  views: z.array(z.looseObject({})).default([]),
  sortFieldNames: z.array(z.string()).default([]),
  allowSorting: z.boolean().default(false),
  sortDesc: z.boolean().default(false),
  allowFilterByUser: z.boolean().default(true),
  membersFilterTitle: z.string().optional(),
  allowCreateNewItem: z.boolean().default(true),
  disableCreateFromColumn: z.boolean().default(false),
  disableDragDrop: z.boolean().default(false),
  allowEditFromCard: z.boolean().default(true),
  addButtonText: z.string().default(''),
  useOwaImg: z.boolean().default(false),
  isSitePrivate: z.boolean().default(false),
  useTeamsTheme: z.boolean().default(true),
  allowAddLabels: z.boolean().default(true),
  includeFolder: z.boolean().default(true),
  /**
   * The IANA time zone the board's reminders keep (docs/notifications.md); null: the deployment's default
   * (LISTBOARD_TIME_ZONE, else UTC).
   */
  timeZone: z.string().refine(isTimeZone, 'Unknown time zone: use an IANA name such as Europe/Berlin or UTC.').nullable().default(null),
  notificationsDefinition: notificationsDefinitionSchema.default(() => notificationsDefinitionSchema.parse({})),
  remindersDefinition: remindersDefinitionSchema.default(() => remindersDefinitionSchema.parse({})),
  permission: boardPermissionSchema.default(boardPermissionSchema.parse({})),
  charts: chartsDefinitionSchema.default(() => chartsDefinitionSchema.parse({})),
  flow: flowDefinitionSchema.default(() => flowDefinitionSchema.parse({})),
});
export type BoardConfig = z.infer<typeof boardConfigSchema>;
export type BoardConfigInput = z.input<typeof boardConfigSchema>;

/** GET /api/board: the configuration plus what the signed-in user may do and the lists' fields. */
export const boardResponseSchema = boardConfigSchema.extend({
  fields: z.array(fieldSchema),
  userPermission: permissionSchema,
  canEditSettings: z.boolean(),
  canViewCharts: z.boolean(),
  /** The configuration's version: a save sends it back as If-Match, so that it cannot erase another's save. */
  configEtag: z.string(),
  /** The caller owns the board and has not dismissed its note on who the board reaches (docs/board-page.md). */
  showOwnerNote: z.boolean().default(false),
});
export type BoardResponse = z.infer<typeof boardResponseSchema>;

/** A row of GET /api/boards (BoardDto). */
export const boardSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  siteUrl: z.string(),
  /** The board's owners by name (people and groups), so a person knows whom to ask about it. */
  owners: z.array(z.object({ login: z.string(), name: z.string() })).default([]),
  /** The items of the board's lists; null when a list could not be read (removed, or no rights). */
  cardCount: z.number().int().min(0).nullable().default(null),
  /** Whether the caller may edit the board's settings: edit it, move it to the trash bin. */
  canEditSettings: z.boolean().default(false),
  /** Whether the caller starred the board: the boards home shows favourites separately (spec 1 section 2). */
  isFavorite: z.boolean().default(false),
  /** Why the board's lists could not be read (the tile's pink header); null when they could. */
  errorMessage: z.string().nullable().default(null),
});
export type BoardSummary = z.infer<typeof boardSummarySchema>;

/** A board in the trash bin, as the trash bin shows it to a person who may view the board. */
export const trashedBoardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  siteUrl: z.string(),
  owners: z.array(z.object({ login: z.string(), name: z.string() })),
  /** When it was moved to the trash bin (ISO 8601), and by whom. */
  trashedAt: z.string(),
  trashedBy: z.object({ login: z.string(), name: z.string() }),
  /** When the retention period removes it for good (ISO 8601). */
  removedAfter: z.string(),
  /** Restoring and removing need the board's edit-settings right. */
  canRestore: z.boolean(),
});
export type TrashedBoard = z.infer<typeof trashedBoardSchema>;

/** The boards a trash bin action takes (spec 3 section 7: `boardsID`); at most 500, each once. */
export const selectedBoardsRequestSchema = z.object({
  boardsID: z
    .array(boardIdSchema)
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'Each board is named once.'),
});
export type SelectedBoardsRequest = z.infer<typeof selectedBoardsRequestSchema>;

/** What a trash bin action on a selection did: the boards it took, and each one it could not with the reason. */
export const selectedBoardsResponseSchema = z.object({
  done: z.array(z.string()),
  refused: z.array(z.object({ boardID: z.string(), code: z.string(), message: z.string() })),
});
export type SelectedBoardsResponse = z.infer<typeof selectedBoardsResponseSchema>;
