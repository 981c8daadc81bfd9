import type { ChartRange, ChartWidget, ChartsRequest, CurrentFilter } from '@listboard/shared';
import type { Scale } from './chartWidgets';

/** Spec 3 section 4: the page keeps the charts' collapse state, and per board the workflow and stage choices. */
const COLLAPSED_KEY = 'listboard.charts.collapsed';
const boardKey = (boardId: string) => `listboard.charts.${boardId}`;

/** A board's remembered status choices: the burndown's start and end, the completion's end, the lead time's stages. */
export interface WorkflowChoices {
  burndownStart?: string[];
  burndownEnd?: string[];
  completionEnd?: string[];
  leadStages?: string[];
}

export type Collapsed = Partial<Record<ChartWidget, boolean>>;

function read<T>(key: string, fallback: T): T {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
}

export const storedCollapsed = (): Collapsed => read<Collapsed>(COLLAPSED_KEY, {});
export const storeCollapsed = (collapsed: Collapsed) => write(COLLAPSED_KEY, collapsed);
export const storedWorkflow = (boardId: string): WorkflowChoices => read<WorkflowChoices>(boardKey(boardId), {});
export const storeWorkflow = (boardId: string, choices: WorkflowChoices) => write(boardKey(boardId), choices);

/** Each widget's range, and the scales of the widgets over time: for this visit of the page. */
export interface WidgetRanges {
  ranges: Record<ChartWidget, ChartRange>;
  burndownScale: Scale;
  leadTimeScale: 'days' | 'weeks';
  /** The forecast's sample window in days, its "how many by" day (none: the server's two weeks ahead) and count. */
  forecast: { windowDays: number; byDate?: string; cards: number };
}

const LAST_30: ChartRange = { kind: 'last30' };
export const DEFAULT_RANGES: WidgetRanges = {
  ranges: {
    status: LAST_30,
    members: LAST_30,
    completion: LAST_30,
    burndown: LAST_30,
    leadTime: LAST_30,
    flow: LAST_30,
    cycleTime: LAST_30,
    throughput: LAST_30,
    cycleScatter: LAST_30,
    forecast: LAST_30,
  },
  burndownScale: 'days',
  leadTimeScale: 'weeks',
  forecast: { windowDays: 30, cards: 10 },
};

/** The charts request: the board's current filter and search, and each widget's choices (unset statuses: the server's defaults). */
export function chartsRequestOf(
  boardID: string,
  filter: CurrentFilter,
  searchKey: string,
  widgets: WidgetRanges,
  workflow: WorkflowChoices,
): ChartsRequest {
  const { ranges } = widgets;
  return {
    boardID,
    filter,
    searchKey,
    status: { range: ranges.status },
    members: { range: ranges.members },
    completion: { range: ranges.completion, endStatuses: workflow.completionEnd },
    burndown: {
      range: ranges.burndown,
      scale: widgets.burndownScale,
      startStatuses: workflow.burndownStart,
      endStatuses: workflow.burndownEnd,
    },
    leadTime: { range: ranges.leadTime, scale: widgets.leadTimeScale, stages: workflow.leadStages, endStatuses: workflow.burndownEnd },
    flow: { range: ranges.flow },
    cycleTime: { range: ranges.cycleTime },
    throughput: { range: ranges.throughput },
    cycleScatter: { range: ranges.cycleScatter },
    forecast: widgets.forecast,
  };
}
