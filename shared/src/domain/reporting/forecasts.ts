import { calendarDayOf, isoDayAt } from './buckets';
import type { CardHistory, ReportDays } from './cardHistory';
import { statusSpans } from './cardStates';
import { percentile } from './percentiles';

/**
 * Probabilistic forecasts from a board's own throughput (docs/reporting.md#forecasts): each trial of a Monte
 * Carlo simulation draws, for every day ahead, the number of cards finished on a day picked at random from a
 * past window, and the trials' outcomes are read at three confidences.
 */
export const FORECAST_CONFIDENCES = [50, 85, 95] as const;
export type ForecastConfidence = (typeof FORECAST_CONFIDENCES)[number];
/** A forecast's figure at each confidence; null where the history cannot tell (no finished card, or past the horizon). */
export type Forecast = Record<ForecastConfidence, number | null>;

/** Enough trials that two runs with different seeds agree to within a card or a day on the boards we measured. */
export const FORECAST_TRIALS = 10_000;
/** How far ahead a "when" forecast looks: a trial that has not finished by then counts as never. */
export const FORECAST_HORIZON_DAYS = 3 * 365;

export interface Simulation {
  /** Numbers in [0, 1): seededRandom(seed) for a repeatable forecast. */
  random: () => number;
  trials?: number;
}

const DAY_MS = 86_400_000;

/** The UTC midnight of a calendar day: days are counted between these, whatever the board's time zone. */
function dayNumber(isoDay: string): number {
  const { year, month, day } = calendarDayOf(isoDay);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * When a card was finished: the start of its last unbroken stay in the finishing columns, if it is there at
 * `now` and not deleted; null for a card that is not finished. A card created in a finishing column counts
 * from its creation; one taken back out and finished again counts from the second time.
 */
export function finishedAt(card: CardHistory, finishing: ReadonlySet<string>, now: number): number | null {
  if (card.deleted !== null && card.deleted <= now) return null;
  const spans = statusSpans(card, now + 1);
  let index = spans.length - 1;
  if (index < 0 || !finishing.has(spans[index].status ?? '')) return null;
  while (index > 0 && finishing.has(spans[index - 1].status ?? '')) index -= 1;
  return spans[index].from;
}

/** The cards finished on each day of `days` (both ends included), in the board's time zone: the simulation's samples. */
export function dailyThroughput(
  cards: readonly CardHistory[],
  finishing: ReadonlySet<string>,
  days: ReportDays,
  timeZone: string,
  now: number,
): number[] {
  const first = dayNumber(days.start);
  const counts = new Array<number>(Math.max(0, dayNumber(days.end) - first + 1)).fill(0);
  for (const card of cards) {
    const finished = finishedAt(card, finishing, now);
    if (finished === null) continue;
    const index = dayNumber(isoDayAt(finished, timeZone)) - first;
    if (index >= 0 && index < counts.length) counts[index] += 1;
  }
  return counts;
}

const drawDay = (throughput: readonly number[], random: () => number) => throughput[Math.floor(random() * throughput.length)];

/** Each trial's number of cards finished over the next `days` days, ascending. */
export function cardsBySamples(throughput: readonly number[], days: number, { random, trials = FORECAST_TRIALS }: Simulation): number[] {
  const samples = new Array<number>(trials);
  for (let trial = 0; trial < trials; trial += 1) {
    let finished = 0;
    for (let day = 0; day < days; day += 1) finished += drawDay(throughput, random);
    samples[trial] = finished;
  }
  return samples.sort((a, b) => a - b);
}

/**
 * How many cards will be finished in the next `days` days: at confidence c, the number that c percent of the
 * trials reach or pass (the trials' (100 - c)th percentile), so the figure falls as the confidence rises.
 */
export function forecastCardsBy(throughput: readonly number[], days: number, simulation: Simulation): Forecast {
  if (throughput.length === 0) return { 50: null, 85: null, 95: null };
  const samples = cardsBySamples(throughput, days, simulation);
  return { 50: percentile(samples, 50), 85: percentile(samples, 15), 95: percentile(samples, 5) };
}

/** Each trial's number of days until `cards` more cards are finished (Infinity past the horizon), ascending. */
export function daysForSamples(throughput: readonly number[], cards: number, { random, trials = FORECAST_TRIALS }: Simulation): number[] {
  const samples = new Array<number>(trials);
  for (let trial = 0; trial < trials; trial += 1) {
    let finished = 0;
    let day = 0;
    while (finished < cards && day < FORECAST_HORIZON_DAYS) {
      finished += drawDay(throughput, random);
      day += 1;
    }
    samples[trial] = finished >= cards ? day : Infinity;
  }
  return samples.sort((a, b) => a - b);
}

/**
 * In how many days the next `cards` cards will be finished: at confidence c, the days within which c percent of
 * the trials finished them (their cth percentile), so the figure rises with the confidence. Null when the window
 * finished no card, or when the trials at that confidence run past the horizon.
 */
export function forecastDaysFor(throughput: readonly number[], cards: number, simulation: Simulation): Forecast {
  if (!throughput.some((count) => count > 0)) return { 50: null, 85: null, 95: null };
  const samples = daysForSamples(throughput, cards, simulation);
  const at = (p: number) => {
    const days = percentile(samples, p);
    return days === null || !Number.isFinite(days) ? null : days;
  };
  return { 50: at(50), 85: at(85), 95: at(95) };
}
