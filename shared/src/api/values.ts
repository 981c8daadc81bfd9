// The contract's plain values: codes, names and limits that code reads at run time. They live apart from
// the zod schemas because a module is bundled whole: a page that reads VIEW_TYPE from a schema module
// would carry every schema of that module, and zod with them, into its start-up JS.

export const PERMISSION = { NoAccess: 0, ViewOnly: 1, Edit: 2, EditOnlyOwn: 3 } as const;

export const VIEW_TYPE = { Default: 0, ParentChild: 1, HideSubTasks: 2 } as const;
/** The schema-free check the board page uses for a stored view type. */
export const isViewType = (value: unknown): value is (typeof VIEW_TYPE)[keyof typeof VIEW_TYPE] =>
  (Object.values(VIEW_TYPE) as unknown[]).includes(value);

export const SWIMLANE_SORT = { Default: 0, Ascending: 1, Descending: 2 } as const;
export const DEFAULT_LANE_NAME = 'Unassigned';

/** The spec's five widgets, in the order of the earlier `{ widths, hidden }` shape; then the two flow widgets added after them (docs/reporting.md). */
export const CHART_WIDGETS = [
  'status',
  'members',
  'completion',
  'burndown',
  'leadTime',
  'flow',
  'cycleTime',
  'throughput',
  'cycleScatter',
  'forecast',
] as const;

/** No filter chosen: a tasks request's CurrentFilter (kanban.ts), written without its schema's type to keep this file import-free. */
export const EMPTY_FILTER: { activeFilters: never[]; users: never[]; lists: never[]; views: never[] } = {
  activeFilters: [],
  users: [],
  lists: [],
  views: [],
};

export const STYLE_TYPE = { Custom: 0, OverDue: 10, DueDateIsLessThanIn2Days: 20, HighPriority: 30, LowPriority: 40 } as const;

/** Every API call of a page carries its client id, so the page can drop the echo of its own writes. */
export const CLIENT_ID_HEADER = 'x-listboard-client';

/** Spec 3 section 9: the page asks for the transfer's status every 10000 ms while it runs. */
export const TRANSFER_POLL_MS = 10_000;

export const NOTIFICATION_TYPE = {
  Custom: 0,
  NewCommentAllCommentators: 10,
  // The spec's spelling, kept so stored names and the spec agree.
  NewCommentAssingedTo: 11,
  NewCommentCreatedBy: 12,
  NewCommentMention: 13,
} as const;

export const WHEN_TO_SEND_TYPE = { BasedOnField: 0, SpecifyTime: 1 } as const;
/** How a specifyTime reminder repeats (the spec's "daily, weekly, monthly"); a basedOnField reminder ignores it. */
export const REPEAT_TYPE = { Daily: 0, Weekly: 1, Monthly: 2 } as const;
/** Send periods of a basedOnField reminder. */
export const DAY_PERIOD = { SameDay: 0, EveryDayFor: 1, Exactly: 2, ExactlyForDaysInField: 3 } as const;
export const SHIFT_DIRECTION = { InAdvance: 0, Afterwards: 1 } as const;
export const SEND_TIME_TYPE = { Specify: 0, InheritFromField: 1 } as const;
export const DAY_OF_MONTH_TYPE = { DayNumber: 0, WeekdaySpec: 1 } as const;
export const DAY_OF_MONTH_SPECS = ['first', 'second', 'third', 'fourth', 'last'] as const;
/**
 * The weekday choices of spec 9: Sunday twice (so a week can be shown from Sunday or from Monday) and
 * a final 'Day' ("the last day of the month"). sendDayOfWeek and dayOfMonthSpecDay index this list.
 */
export const REMINDER_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Day'] as const;
export const REMINDER_MINUTE_STEP = 5;

/** AttachmentFile (spec 3, section 3): attachmentType file 0, img 1, lib 2 (a library item's own file). */
export const ATTACHMENT_TYPE = { file: 0, img: 1, lib: 2 } as const;
