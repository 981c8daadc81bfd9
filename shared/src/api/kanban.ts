import { z } from 'zod';
import {
  boardIdSchema,
  itemColorSchema,
  itemInfoSchema,
  listIdSchema,
  queryNumber,
  uniqueIdSchema,
  userSchema,
  viewTypeSchema,
} from './common';
import { filterRuleSchema } from './rules';
import { API_ERROR_CODES } from './errors';
import { chosenViewSchema } from './listViews';
import { fieldNameSchema, fieldTypeSchema } from './fields';
import { totalDefinitionSchema } from './board';
import { EMPTY_FILTER } from './values';

export const cardValueSchema = z.object({ t: z.string(), v: z.string() });

export const cardUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The person's sign-in name, by which their avatar asks for their picture (GET site/userPhoto); none for a person no longer found. */
  login: z.string().optional(),
  image: z.string().optional(),
  isGroup: z.boolean().optional(),
});
export type CardUser = z.infer<typeof cardUserSchema>;

export const cardLabelSchema = z.object({ name: z.string(), color: z.string(), fontColor: z.string() });
export type CardLabel = z.infer<typeof cardLabelSchema>;

/** A card (spec 1, section 3: Item). */
export const itemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  uniqueID: z.string(),
  info: itemInfoSchema.extend({ timestamp: z.number(), etag: z.string() }),
  parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  allowEdit: z.boolean(),
  isEnable: z.boolean(),
  isCompleted: z.boolean(),
  isFile: z.boolean(),
  isReadOnly: z.boolean(),
  editPermissionDisabled: z.boolean(),
  dueDate: z.string().nullable(),
  /** The due day, YYYY-MM-DD ('' without a due date): a value, which the page writes in its reader's language. */
  dueDateStr: z.string(),
  columnValue: z.string(),
  rowValue: z.string(),
  rowName: z.string(),
  order: z.number().nullable(),
  created: z.string(),
  modified: z.string(),
  authorID: z.number().int(),
  editorID: z.number().int(),
  usersIds: z.array(z.number().int()),
  users: z.array(cardUserSchema),
  author: cardUserSchema.nullable(),
  editor: cardUserSchema.nullable(),
  labels: z.array(cardLabelSchema),
  watchers: z.array(cardUserSchema),
  /** The internal names of the card's header lines (displayTitleFieldName, 2, 3 other than the title) that hold a value; their values are in `card`. */
  header: z.array(z.string()),
  card: z.record(z.string(), cardValueSchema),
  color: itemColorSchema,
  subInfo: z.object({ count: z.number().int(), completed: z.number().int() }),
  commentsCount: z.number().int(),
  fieldsHeight: z.number().int(),
  /**
   * The attachment the card shows at its top (docs/api.md#upload-options): its name, the picture's alt text, and
   * the URL of its bytes (GET item/attachments/content). Absent when the card shows none.
   */
  picture: z.object({ name: z.string(), url: z.string() }).optional(),
  /**
   * On a board that shows card aging (docs/reporting.md#card-aging): when the card came into its column (ms since
   * the epoch), and when it was started, while it is in a started column.
   */
  age: z.object({ since: z.number(), started: z.number().optional() }).optional(),
});
export type Item = z.infer<typeof itemSchema>;

export const columnSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: z.string(),
  index: z.number().int(),
  rowIndex: z.number().int(),
  items: z.array(itemSchema),
  limit: z.number().int().nullable(),
  isActiveWipLimit: z.boolean(),
  hasTotals: z.boolean(),
  isPartOfRowTotal: z.boolean(),
  isFirst: z.boolean(),
  isLast: z.boolean(),
  itemCount: z.number().int(),
  isComplete: z.boolean(),
  /** Work on its cards has started (docs/reporting.md#card-aging): the page keeps a moved card's age by it. */
  isStarted: z.boolean().optional(),
  totals: totalDefinitionSchema.nullable(),
});
export type Column = z.infer<typeof columnSchema>;

export const rowSchema = z.object({
  name: z.string(),
  value: z.string(),
  subvals: z.array(z.string()),
  isDefault: z.boolean(),
  isCollapsedByDefault: z.boolean(),
  columns: z.array(columnSchema),
});
export type Row = z.infer<typeof rowSchema>;

export const swimlaneFieldSchema = z.object({
  internalName: fieldNameSchema,
  type: fieldTypeSchema,
  isMulti: z.boolean().default(false),
});

/**
 * The current filter (spec 1, section 3). Active filters travel whole, so a filter still being built
 * applies before it is saved; they only narrow what the user may see anyway.
 */
export const currentFilterSchema = z.object({
  activeFilters: z.array(filterRuleSchema).max(50).default([]),
  users: z
    .array(z.union([z.number(), z.string().max(255)]))
    .max(200)
    .default([]),
  lists: z.array(listIdSchema).max(50).default([]),
  /** The chosen list views: a card of a list with chosen views shows when it passes one of them; other lists are not narrowed. */
  views: z.array(chosenViewSchema).max(50).default([]),
});
export type CurrentFilter = z.infer<typeof currentFilterSchema>;

/** The newest packed tasks answer's shape, which the board page asks for. */
export const PACKING_LEVEL = 2;

export const tasksRequestSchema = z.object({
  boardID: boardIdSchema,
  filter: currentFilterSchema.default(EMPTY_FILTER),
  searchKey: z.string().max(255).default(''),
  requestViewType: viewTypeSchema.default(0),
  swimlaneField: swimlaneFieldSchema.nullable().optional(),
  /**
   * Answer in the packed shape (packedTasksResponseSchema), as the board page asks: 2 also leaves out what the
   * card's cell and due date say and names labels once (docs/api.md#the-packed-tasks-answer); true is the first
   * packed shape, which pages loaded before the second still ask for.
   */
  packed: z.union([z.boolean(), z.literal(PACKING_LEVEL)]).optional(),
});
export type TasksRequest = z.input<typeof tasksRequestSchema>;

/**
 * The board's live sequence number when the read began (docs/live-updates.md#catching-up): events after
 * it may be missing from the answer, and the page asks for them. Absent when live updates are off.
 */
const boardSequenceSchema = z.number().int().min(0).optional();

/** A person of the members filter, with their load: the started cards assigned to them (docs/reporting.md#wip-per-person). */
export const boardUserSchema = userSchema.extend({ load: z.number().int().min(0).optional() });
export type BoardUser = z.infer<typeof boardUserSchema>;

/**
 * The board's cycle times at the percentiles card aging reads against (ms), from `samples` finished cards; null while
 * too few are finished (docs/reporting.md#card-aging).
 */
export const agingScaleSchema = z.object({ p50: z.number(), p85: z.number(), p95: z.number(), samples: z.number().int() });

export const tasksResponseSchema = z.object({
  rows: z.array(rowSchema),
  users: z.array(boardUserSchema),
  sequence: boardSequenceSchema,
  /** On a board that shows card aging: its scale. */
  aging: agingScaleSchema.nullable().optional(),
});
export type TasksResponse = z.infer<typeof tasksResponseSchema>;

/** A label on a packed card: the index of an entry of the answer's `labels`, or the label written out. */
const packedLabelSchema = z.union([z.number().int().min(0), cardLabelSchema]);

/** A person on a packed card: the id of an entry of the answer's `people`, or the person written out. */
const packedCardUserSchema = z.union([z.number().int(), cardUserSchema]);

/**
 * A card of the packed tasks answer (domain/tasksPacking): any field left out has its usual value
 * (false flags, no parent, no labels, the rowValue as rowName, the author as editor, the cell's column and
 * lane values, the due date's day, ...), people may be ids into `people` and labels indexes into `labels`,
 * a card value whose text is its value is that string, and the card's site and list are
 * `sources[info.source ?? 0]`. A full Item is a packed card too.
 */
export const packedItemSchema = itemSchema
  .partial({
    uniqueID: true,
    parent: true,
    allowEdit: true,
    isEnable: true,
    isCompleted: true,
    isFile: true,
    isReadOnly: true,
    editPermissionDisabled: true,
    dueDate: true,
    dueDateStr: true,
    columnValue: true,
    rowValue: true,
    rowName: true,
    order: true,
    modified: true,
    editorID: true,
    usersIds: true,
    labels: true,
    header: true,
    color: true,
    subInfo: true,
    commentsCount: true,
  })
  .extend({
    info: z.object({
      siteURL: z.string().optional(),
      listID: z.string().optional(),
      itemID: z.number().int().optional(),
      source: z.number().int().min(0).optional(),
      timestamp: z.number(),
      etag: z.string(),
    }),
    users: z.array(packedCardUserSchema).optional(),
    author: packedCardUserSchema.nullable().optional(),
    editor: packedCardUserSchema.nullable().optional(),
    watchers: z.array(packedCardUserSchema).optional(),
    labels: z.array(packedLabelSchema).optional(),
    card: z.record(z.string(), z.union([z.string(), cardValueSchema])).optional(),
  });
export type PackedItem = z.infer<typeof packedItemSchema>;

/**
 * The tasks answer for `packed` (2, or true for the first shape): a 5,000-card board in a quarter of the bytes (a
 * third in the first shape), which the server writes and compresses and the page reads in as much less time
 * (docs/api.md#the-packed-tasks-answer).
 */
export const packedTasksResponseSchema = z.object({
  rows: z.array(rowSchema.extend({ columns: z.array(columnSchema.extend({ items: z.array(packedItemSchema) })) })),
  users: z.array(boardUserSchema),
  aging: agingScaleSchema.nullable().optional(),
  people: z.record(z.string(), cardUserSchema).optional(),
  labels: z.array(cardLabelSchema).optional(),
  sources: z.array(z.object({ siteURL: z.string(), listID: z.string() })).optional(),
  sequence: boardSequenceSchema,
});
export type PackedTasksResponse = z.infer<typeof packedTasksResponseSchema>;

/**
 * POST /api/kanban/totals: one cell of the board as the tasks request lays it out, or without a
 * columnIndex the row total (spec 1 section 4) of that row.
 */
export const totalsRequestSchema = tasksRequestSchema.extend({
  rowIndex: z.number().int().min(0),
  columnIndex: z.number().int().min(0).optional(),
});
export type TotalsRequest = z.input<typeof totalsRequestSchema>;

/**
 * The spec leaves the totals answer open: the column's total definition, its value and how many cards it
 * covers. A row total is the sum over the row's columns flagged isPartOfRowTotal: its fieldName lists
 * their total fields and its name is empty.
 */
export const totalsResponseSchema = z.object({
  name: z.string(),
  fieldName: z.string(),
  func: z.enum(['sum', 'average']),
  value: z.number(),
  count: z.number().int(),
});
export type TotalsResponse = z.infer<typeof totalsResponseSchema>;

export const taskRequestSchema = z.object({
  info: itemInfoSchema,
  requestViewType: viewTypeSchema.default(0),
  swimlaneField: swimlaneFieldSchema.nullable().optional(),
});
export type TaskRequest = z.input<typeof taskRequestSchema>;

/** A column or lane value: a choice (255 characters) or the value string of a person, lookup or other lane field. */
const MAX_LANE_VALUE = 1000;

/** uniqueIDs ('listID#id') of the cards the moved card lands between, in display order. */
export const neighboursSchema = z.object({
  previous: uniqueIdSchema.nullable().optional(),
  next: uniqueIdSchema.nullable().optional(),
});

export const moveTaskRequestSchema = z.object({
  boardID: boardIdSchema,
  rowValue: z.string().max(MAX_LANE_VALUE).nullable().default(null),
  isBetweenRows: z.boolean().default(false),
  columnValue: z.string().min(1, 'columnValue is required').max(MAX_LANE_VALUE),
  order: z.number().finite().nullable().default(null),
  info: itemInfoSchema,
  requestViewType: viewTypeSchema.default(0),
  swimlaneField: swimlaneFieldSchema.nullable().optional(),
  neighbours: neighboursSchema.optional(),
  /**
   * The lane field's value a person picked for a card dropped on the default lane, on a board that asks for it
   * (swimlanes.showDefaultDroppingDialog; docs/configuration.md#default-lane-drops). '' keeps no value.
   */
  defaultLaneValue: z.string().max(MAX_LANE_VALUE).optional(),
});
export type MoveTaskRequest = z.input<typeof moveTaskRequestSchema>;

/** The most cards one request about a selection may name: a screenful of triage, and an answer and live event well under 1 MB. */
export const MAX_SELECTED_CARDS = 100;

/** Cards of a selection, each with the version the page shows, in the order the page lists them. */
export const selectedCardsSchema = z
  .array(itemInfoSchema)
  .min(1, 'Select at least one card.')
  .max(MAX_SELECTED_CARDS, `Select at most ${MAX_SELECTED_CARDS} cards.`)
  .refine((cards) => new Set(cards.map((c) => `${c.listID.toLowerCase()}#${c.itemID}`)).size === cards.length, 'A card is named twice.');

/**
 * Moves selected cards to one column and lane, placed in the given order at the drop (between the
 * neighbours, when it names them). Each card is moved or refused on its own (docs/board-page.md#selection).
 */
export const moveTasksRequestSchema = moveTaskRequestSchema.omit({ info: true, order: true, isBetweenRows: true }).extend({
  cards: selectedCardsSchema,
});
export type MoveTasksRequest = z.input<typeof moveTasksRequestSchema>;

/**
 * One card's outcome in a request about a selection: done (with the card as it is now, or for a deletion the token
 * that restores it), or refused with the code a single request would get.
 */
export const cardOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('done'),
    listID: z.string(),
    itemID: z.number().int(),
    item: itemSchema.optional(),
    restoreToken: z.string().optional(),
    /** For a field set on a selection: the field's value string before, which an undo puts back. */
    previous: z.string().optional(),
  }),
  z.object({
    outcome: z.literal('refused'),
    listID: z.string(),
    itemID: z.number().int(),
    code: z.enum(API_ERROR_CODES),
    message: z.string(),
    /** What the page puts into its own text of the code (as an error body's details). */
    details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
]);
export type CardOutcome = z.infer<typeof cardOutcomeSchema>;
export const cardOutcomesSchema = z.object({ results: z.array(cardOutcomeSchema) });
export type CardOutcomes = z.infer<typeof cardOutcomesSchema>;

const labelNamesSchema = z.array(z.string().min(1).max(255)).max(50);

/**
 * What a selection's bar does to every selected card (docs/board-page.md#selection): delete them (into the recycle
 * bin), add and take away labels, add and take away people of the board's people field, watch them or stop, set
 * one field to one value (a value string, as POST item/values takes it), or copy them (each copy a new card with the
 * card's values, where a new card of that column and lane goes).
 */
export const selectionActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('remove') }),
  z.object({ kind: z.literal('labels'), add: labelNamesSchema.default([]), remove: labelNamesSchema.default([]) }),
  z.object({
    kind: z.literal('people'),
    add: z.array(z.number().int().positive()).max(50).default([]),
    remove: z.array(z.number().int().positive()).max(50).default([]),
  }),
  z.object({ kind: z.literal('watch'), watching: z.boolean() }),
  z.object({ kind: z.literal('field'), name: z.string().min(1).max(255), value: z.string().max(65_536) }),
  z.object({ kind: z.literal('copy') }),
]);
export type SelectionAction = z.input<typeof selectionActionSchema>;

export const selectionRequestSchema = z.object({
  boardID: boardIdSchema,
  cards: selectedCardsSchema,
  action: selectionActionSchema,
});
export type SelectionRequest = z.input<typeof selectionRequestSchema>;

export const itemOrderRequestSchema = z.object({
  boardID: boardIdSchema,
  info: itemInfoSchema,
  order: z.number().finite(),
});
export type ItemOrderRequest = z.input<typeof itemOrderRequestSchema>;
export const itemOrderResponseSchema = z.object({ timestamp: z.number() });

export const neighbourOrderParamsSchema = z.object({
  direction: z.enum(['morethan', 'lessthan']),
  order: queryNumber(z.number().finite()),
  boardID: boardIdSchema,
  columnValue: z.string().max(MAX_LANE_VALUE).optional(),
});
export const neighbourOrderResponseSchema = z.object({ order: z.number().nullable() });
