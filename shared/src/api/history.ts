import { z } from 'zod';
import { DATE_RANGE_MIN } from '../domain/dateRange';
import { boardIdSchema } from './common';
import { historyEntrySchema } from './item';
import { tasksRequestSchema } from './kanban';

/** A calendar day, YYYY-MM-DD, that exists. */
export const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expects a day as YYYY-MM-DD')
  .refine(
    (day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    'expects a day that exists',
  );

/** History report pages (spec 3 section 9). */
export const HISTORY_PAGE_SIZE = 25;

/**
 * POST /api/item/GetBoardHistory?boardID (spec 3 section 7): ModifiedBy, Start, End and Fields, days as
 * YYYY-MM-DD in the board's time zone. The grid pages on the server (docs/reporting.md), so Page is ours: a page
 * reads the board's kept versions, not every item's versions again.
 */
export const boardHistoryQuerySchema = z.object({ boardID: boardIdSchema });
export const boardHistoryRequestSchema = z
  .object({
    /** Site user ids of the people whose changes to show; empty: everyone's. */
    ModifiedBy: z.array(z.number().int().positive()).max(500).default([]),
    Start: calendarDaySchema
      .refine((day) => day >= DATE_RANGE_MIN, 'the history starts on 1 Feb 2000 at the earliest')
      .nullable()
      .default(null),
    End: calendarDaySchema.nullable().default(null),
    /** Field display names: only versions that changed one of them, showing only those. Empty: every field. */
    Fields: z.array(z.string().max(255)).max(500).default([]),
    Page: z.number().int().min(1).max(1_000_000).default(1),
  })
  .refine((request) => !request.Start || !request.End || request.Start <= request.End, {
    message: 'the end is before the start',
    path: ['End'],
  });
export type BoardHistoryRequest = z.input<typeof boardHistoryRequestSchema>;

/** One row of the history grid: the spec's history entry plus which card it is. */
export const boardHistoryEntrySchema = historyEntrySchema.extend({ Title: z.string(), ListID: z.string(), ItemID: z.number().int() });
export type BoardHistoryEntry = z.infer<typeof boardHistoryEntrySchema>;

export const boardHistoryResponseSchema = z.object({
  entries: z.array(boardHistoryEntrySchema),
  /** Every entry the filters match, over all pages. */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().positive(),
  /** False when one of the board's lists keeps no versions: the report tells the person to turn versioning on. */
  versioning: z.boolean(),
  /** 'Modified by' choices: the board's people who made a change, real people only (no system accounts or groups). */
  editors: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type BoardHistoryResponse = z.infer<typeof boardHistoryResponseSchema>;

/** Chart ranges (spec 3 section 9); 'thisWeek' only on the members chart. */
export const CHART_RANGES = ['thisMonth', 'last7', 'last30', 'thisWeek', 'all', 'custom'] as const;
export const chartRangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['thisMonth', 'last7', 'last30', 'thisWeek', 'all']) }),
  z
    .object({ kind: z.literal('custom'), start: calendarDaySchema, end: calendarDaySchema })
    .refine((range) => range.start <= range.end, { message: 'the end is before the start', path: ['end'] })
    .refine((range) => range.start >= DATE_RANGE_MIN && range.end <= '2040-02-01', 'a chart range lies within 1 Feb 2000 and 1 Feb 2040'),
]);
export type ChartRange = z.infer<typeof chartRangeSchema>;

const statuses = z.array(z.string().max(255)).max(100);
const defaultRange = { kind: 'last30' } as const;

/** POST /api/history/charts: the board's cards as the tasks request picks them (filters, search, people), and each widget's settings. */
export const chartsRequestSchema = tasksRequestSchema.extend({
  status: z.object({ range: chartRangeSchema.default(defaultRange) }).default({ range: defaultRange }),
  members: z.object({ range: chartRangeSchema.default(defaultRange) }).default({ range: defaultRange }),
  completion: z
    .object({ range: chartRangeSchema.default(defaultRange), endStatuses: statuses.optional() })
    .default({ range: defaultRange }),
  burndown: z
    .object({
      range: chartRangeSchema.default(defaultRange),
      scale: z.enum(['days', 'weeks', 'months', 'years']).default('days'),
      startStatuses: statuses.optional(),
      endStatuses: statuses.optional(),
    })
    .default({ range: defaultRange, scale: 'days' }),
  leadTime: z
    .object({
      range: chartRangeSchema.default(defaultRange),
      scale: z.enum(['days', 'weeks']).default('weeks'),
      stages: statuses.optional(),
      endStatuses: statuses.optional(),
    })
    .default({ range: defaultRange, scale: 'weeks' }),
  flow: z.object({ range: chartRangeSchema.default(defaultRange) }).default({ range: defaultRange }),
  cycleTime: z.object({ range: chartRangeSchema.default(defaultRange) }).default({ range: defaultRange }),
  throughput: z.object({ range: chartRangeSchema.default(defaultRange) }).default({ range: defaultRange }),
  cycleScatter: z.object({ range: chartRangeSchema.default(defaultRange) }).default({ range: defaultRange }),
  /**
   * The forecasts (docs/reporting.md#forecasts): the sample window in whole days before today, the day of "how
   * many cards by" (default: two weeks from today), the count of "when", and the generator's seed.
   */
  forecast: z
    .object({
      windowDays: z.number().int().min(7).max(365).default(30),
      byDate: calendarDaySchema.optional(),
      cards: z.number().int().min(1).max(10_000).default(10),
      seed: z
        .number()
        .int()
        .min(0)
        .max(2 ** 31 - 1)
        .default(1),
    })
    .default({ windowDays: 30, cards: 10, seed: 1 }),
});
export type ChartsRequest = z.input<typeof chartsRequestSchema>;

const daysSchema = z.object({ start: z.string(), end: z.string() }).nullable();
/** A figure at each forecast confidence (50, 85, 95 %); null where the history cannot tell. */
const forecastSchema = z.object({ 50: z.number().nullable(), 85: z.number().nullable(), 95: z.number().nullable() });
const forecastDatesSchema = z.object({ 50: z.string().nullable(), 85: z.string().nullable(), 95: z.string().nullable() });
const countsByName = z.record(z.string(), z.number());

export const chartsResponseSchema = z.object({
  /** False when one of the board's lists keeps no versions: the page says charts need history. */
  versioning: z.boolean(),
  timeZone: z.string(),
  /** The board's column values, in order: the statuses every chart names. */
  columns: z.array(z.string()),
  /** The people the request's person filter names, for its chips. */
  filterPeople: z.array(z.object({ id: z.number().int(), name: z.string() })),
  status: z.object({ days: daysSchema, counts: z.array(z.object({ status: z.string(), count: z.number() })) }),
  members: z.object({
    days: daysSchema,
    rows: z.array(z.object({ member: z.string().nullable(), byStatus: countsByName, total: z.number() })),
  }),
  completion: z.object({ days: daysSchema, endStatuses: z.array(z.string()), onTime: z.number(), overdue: z.number() }),
  burndown: z.object({
    days: daysSchema,
    startStatuses: z.array(z.string()),
    endStatuses: z.array(z.string()),
    points: z.array(z.object({ label: z.string(), created: z.number(), open: z.number(), closed: z.number() })),
  }),
  leadTime: z.object({
    days: daysSchema,
    stages: z.array(z.string()),
    endStatuses: z.array(z.string()),
    points: z.array(z.object({ label: z.string(), byStage: countsByName, cards: z.number() })),
  }),
  flow: z.object({ days: daysSchema, points: z.array(z.object({ label: z.string(), byColumn: countsByName })) }),
  cycleTime: z.object({
    days: daysSchema,
    columns: z.array(z.object({ column: z.string(), samples: z.number(), median: z.number().nullable(), p85: z.number().nullable() })),
  }),
  throughput: z.object({ days: daysSchema, points: z.array(z.object({ label: z.string(), cards: z.number() })) }),
  cycleScatter: z.object({
    days: daysSchema,
    /** Each card finished in the range: its title, the day it was finished and its cycle time in days. */
    points: z.array(z.object({ card: z.string(), finished: z.string(), days: z.number() })),
    percentiles: forecastSchema,
  }),
  forecast: z.object({
    window: z.object({ start: z.string(), end: z.string() }),
    sampleDays: z.number().int(),
    finished: z.number().int(),
    byDate: z.object({ date: z.string(), days: z.number().int(), cards: forecastSchema }),
    forCards: z.object({ cards: z.number().int(), days: forecastSchema, dates: forecastDatesSchema }),
  }),
});
export type ChartsResponse = z.infer<typeof chartsResponseSchema>;
