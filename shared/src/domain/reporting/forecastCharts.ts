import { addDays, daysBetween } from '../notifications/zonedTime';
import { seededRandom } from '../seededRandom';
import { type FlowColumns, cycleTimeOf } from './aging';
import { calendarDayOf, isoDayAt, isoDayOf } from './buckets';
import type { CardHistory, ReportDays } from './cardHistory';
import { type Forecast, FORECAST_CONFIDENCES, dailyThroughput, finishedAt, forecastCardsBy, forecastDaysFor } from './forecasts';
import { percentile } from './percentiles';

/**
 * The figures of the charts page's flow widgets (docs/reporting.md#forecasts): the throughput run chart, the
 * cycle-time scatter and the two Monte Carlo forecasts, all from the board's finished cards.
 */

const DAY_MS = 86_400_000;
const shifted = (isoDay: string, days: number) => isoDayOf(addDays(calendarDayOf(isoDay), days));

/** Each day of `days` with the cards finished on it. */
export function throughputPoints(
  cards: readonly CardHistory[],
  flow: FlowColumns,
  days: ReportDays,
  timeZone: string,
  now: number,
): { label: string; cards: number }[] {
  return dailyThroughput(cards, flow.finishing, days, timeZone, now).map((count, index) => ({
    label: shifted(days.start, index),
    cards: count,
  }));
}

/** A finished card of the scatter: the day it was finished and its cycle time in days. */
export interface CycleTimePoint {
  cardId: string;
  finished: string;
  days: number;
}

/** The cards finished within `days`, each with its cycle time, and the times' 50th, 85th and 95th percentiles (days). */
export function cycleTimeScatter(
  cards: readonly CardHistory[],
  flow: FlowColumns,
  days: ReportDays,
  timeZone: string,
  now: number,
): { points: CycleTimePoint[]; percentiles: Forecast } {
  const points: CycleTimePoint[] = [];
  for (const card of cards) {
    const finished = finishedAt(card, flow.finishing, now);
    const cycle = finished === null ? null : cycleTimeOf(card, flow, now);
    if (finished === null || cycle === null) continue;
    const day = isoDayAt(finished, timeZone);
    if (day >= days.start && day <= days.end) points.push({ cardId: card.cardId, finished: day, days: cycle / DAY_MS });
  }
  points.sort((a, b) => (a.finished < b.finished ? -1 : a.finished > b.finished ? 1 : 0));
  const sorted = points.map((point) => point.days).sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p);
  return { points, percentiles: { 50: at(50), 85: at(85), 95: at(95) } };
}

/** What a forecast is asked: its sample window in days, the day of "how many by", the count of "when", the seed. */
export interface ForecastSettings {
  windowDays: number;
  byDate: string;
  cards: number;
  seed: number;
}

export interface BoardForecast {
  /** The sample: the last `windowDays` whole days before today, and the cards finished in them. */
  window: ReportDays;
  sampleDays: number;
  finished: number;
  /** How many cards will be finished from tomorrow to `byDate` (both included): `days` days. */
  byDate: { date: string; days: number; cards: Forecast };
  /** In how many days the next `cards` cards will be finished, and on which day. */
  forCards: { cards: number; days: Forecast; dates: Record<keyof Forecast, string | null> };
}

/**
 * Both forecasts from the daily throughput of the sample window, each with a generator seeded from `seed`, so a
 * board asked twice on one day answers the same. A `byDate` not after today forecasts over no day (0 cards).
 */
export function boardForecast(
  cards: readonly CardHistory[],
  flow: FlowColumns,
  timeZone: string,
  now: number,
  settings: ForecastSettings,
): BoardForecast {
  const today = isoDayAt(now, timeZone);
  const window = { start: shifted(today, -settings.windowDays), end: shifted(today, -1) };
  const throughput = dailyThroughput(cards, flow.finishing, window, timeZone, now);
  const days = Math.max(0, daysBetween(calendarDayOf(today), calendarDayOf(settings.byDate)));
  const forDays = forecastDaysFor(throughput, settings.cards, { random: seededRandom(settings.seed + 1) });
  const dates = Object.fromEntries(
    FORECAST_CONFIDENCES.map((confidence) => [confidence, forDays[confidence] === null ? null : shifted(today, forDays[confidence])]),
  ) as Record<keyof Forecast, string | null>;
  return {
    window,
    sampleDays: throughput.length,
    finished: throughput.reduce((sum, count) => sum + count, 0),
    byDate: { date: settings.byDate, days, cards: forecastCardsBy(throughput, days, { random: seededRandom(settings.seed) }) },
    forCards: { cards: settings.cards, days: forDays, dates },
  };
}
