import {
  type ChartRange,
  type ChartsResponse,
  type ReportDays,
  type chartsRequestSchema,
  DEFAULT_BURNDOWN_END_STATUSES,
  DEFAULT_BURNDOWN_START_STATUSES,
  burndown,
  canViewCharts,
  chartRangeDays,
  completion,
  cumulativeFlow,
  cycleTimes,
  dayBounds,
  defaultLeadTimeStages,
  leadTimes,
  memberCounts,
  statusCounts,
  isoDayAt,
  type BoardConfig,
  type CardHistory,
  type FlowColumns,
  addDays,
  boardFlowColumns,
  boardForecast,
  calendarDayOf,
  cardIdOf,
  cycleTimeScatter,
  isoDayOf,
  throughputPoints,
} from '@listboard/shared';
import type { z } from 'zod';
import type { Session } from '../../context/session';
import { invalid, notAllowed } from '../errors';
import { openBoard } from '../common/boardAccess';
import { layOutTasks } from '../kanban/index';
import { type ReportedBoard, reportedBoard } from './boardLists';
import { cardHistoriesOf } from './cardHistories';

type ChartsRequest = z.infer<typeof chartsRequestSchema>;

/** Whether the request narrows the cards: then only living cards that match count, as on the board. */
function narrows(request: ChartsRequest): boolean {
  const { filter, searchKey } = request;
  return filter.activeFilters.length > 0 || filter.users.length > 0 || filter.lists.length > 0 || searchKey.trim() !== '';
}

/**
 * POST /api/history/charts: every widget's figures for the board's cards as the tasks request picks
 * them (docs/reporting.md), computed from the kept versions with the shared rules, days in the board's zone.
 */
export async function boardCharts(session: Session, request: ChartsRequest): Promise<ChartsResponse> {
  const board = await openBoard(session, request.boardID);
  const config = board.config;
  if (!canViewCharts(session.requester, config.permission, config.charts.visibleFor))
    throw notAllowed('access_denied', 'You may not view the charts of this board.');
  const [reported, picked] = await Promise.all([
    reportedBoard(session, config),
    narrows(request) ? layOutTasks(session, request).then(({ records }) => new Set(records().keys())) : Promise.resolve(null),
  ]);
  const cards = cardHistoriesOf(config, reported, (cardId, alive) => (picked ? alive && picked.has(cardId) : true));
  const zone = reported.timeZone;
  const now = Date.now();
  const today = isoDayAt(now, zone);
  const earliest =
    cards.length > 0
      ? isoDayAt(
          cards.reduce((first, card) => Math.min(first, card.created), Number.POSITIVE_INFINITY),
          zone,
        )
      : null;
  const daysOf = (range: ChartRange) => chartRangeDays(range, today, earliest);
  const windowOf = (range: ChartRange) => (range.kind === 'all' ? null : dayBounds(daysOf(range) as ReportDays, zone));
  const columns = config.columnDefinitions.map((column) => column.value);
  const series = <T>(range: ChartRange, compute: (days: ReportDays) => T[]): { days: ReportDays | null; points: T[] } => {
    const days = daysOf(range);
    try {
      return { days, points: days ? compute(days) : [] };
    } catch (error) {
      if (error instanceof RangeError)
        throw invalid(
          'chart_range_too_long',
          `The range from ${days?.start} to ${days?.end} has too many periods for this scale: choose a longer scale or a shorter range.`,
        );
      throw error;
    }
  };
  const { burndown: burn, leadTime: lead } = request;
  const completionEnds = request.completion.endStatuses ?? [...DEFAULT_BURNDOWN_END_STATUSES];
  const burnStarts = burn.startStatuses ?? [...DEFAULT_BURNDOWN_START_STATUSES];
  const burnEnds = burn.endStatuses ?? [...DEFAULT_BURNDOWN_END_STATUSES];
  const stages = lead.stages ?? defaultLeadTimeStages(columns);
  const leadEnds = lead.endStatuses ?? [...DEFAULT_BURNDOWN_END_STATUSES];
  const burnSeries = series(burn.range, (days) => burndown(cards, days, burn.scale, zone, burnStarts, burnEnds));
  const leadSeries = series(lead.range, (days) => leadTimes(cards, days, lead.scale, zone, stages, leadEnds));
  const flowSeries = series(request.flow.range, (days) => cumulativeFlow(cards, days, zone, columns));
  return {
    versioning: reported.versioning,
    timeZone: zone,
    columns,
    filterPeople: reported.users
      .filter((user) =>
        request.filter.users.some((id) => String(id) === String(user.id) || String(id).toLowerCase() === user.login.toLowerCase()),
      )
      .map((user) => ({ id: user.id, name: user.name })),
    status: { days: daysOf(request.status.range), counts: statusCounts(cards, windowOf(request.status.range), columns, now) },
    members: { days: daysOf(request.members.range), rows: memberCounts(cards, windowOf(request.members.range), columns, now) },
    completion: {
      days: daysOf(request.completion.range),
      endStatuses: completionEnds,
      ...completion(cards, windowOf(request.completion.range), completionEnds, now, zone),
    },
    burndown: { days: burnSeries.days, startStatuses: burnStarts, endStatuses: burnEnds, points: burnSeries.points },
    leadTime: { days: leadSeries.days, stages, endStatuses: leadEnds, points: leadSeries.points },
    flow: { days: flowSeries.days, points: flowSeries.points },
    cycleTime: { days: daysOf(request.cycleTime.range), columns: cycleTimes(cards, windowOf(request.cycleTime.range), columns, now) },
    ...flowWidgets(request, {
      cards,
      flow: boardFlowColumns(config.columnDefinitions),
      zone,
      now,
      today,
      daysOf,
      titles: titlesOf(config, reported),
    }),
  };
}

interface FlowInputs {
  cards: CardHistory[];
  flow: FlowColumns;
  zone: string;
  now: number;
  today: string;
  daysOf: (range: ChartRange) => ReportDays | null;
  titles: Map<string, string>;
}

/** The throughput run chart, the cycle-time scatter and the forecasts (docs/reporting.md#forecasts). */
function flowWidgets(request: ChartsRequest, { cards, flow, zone, now, today, daysOf, titles }: FlowInputs) {
  const throughputDays = daysOf(request.throughput.range);
  const scatterDays = daysOf(request.cycleScatter.range);
  const scatter = scatterDays ? cycleTimeScatter(cards, flow, scatterDays, zone, now) : { points: [], percentiles: NO_FORECAST };
  const { windowDays, cards: count, seed } = request.forecast;
  const byDate = request.forecast.byDate ?? isoDayOf(addDays(calendarDayOf(today), FORECAST_DEFAULT_DAYS));
  return {
    throughput: { days: throughputDays, points: throughputDays ? throughputPoints(cards, flow, throughputDays, zone, now) : [] },
    cycleScatter: {
      days: scatterDays,
      points: scatter.points.map(({ cardId, finished, days }) => ({ card: titles.get(cardId) ?? cardId, finished, days })),
      percentiles: scatter.percentiles,
    },
    forecast: boardForecast(cards, flow, zone, now, { windowDays, byDate, cards: count, seed }),
  };
}

const NO_FORECAST = { 50: null, 85: null, 95: null };
/** "How many cards by" looks two weeks ahead unless the request names its day. */
const FORECAST_DEFAULT_DAYS = 14;

/** Each card's title by its card id, living and deleted, for the scatter's points. */
function titlesOf(config: BoardConfig, reported: ReportedBoard): Map<string, string> {
  const titles = new Map<string, string>();
  for (const { list, records } of reported.lists)
    for (const record of records) titles.set(cardIdOf(list.id, record.id), String(record.values[config.titleFieldName] ?? ''));
  return titles;
}
