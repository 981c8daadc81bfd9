import {
  type CardHistory,
  boardForecast,
  cycleTimeScatter,
  flowColumnsOf,
  isoDayAt,
  seededRandom,
  throughputPoints,
} from '@listboard/shared';
import { BENCH_COLUMNS } from './benchBoard';
import { median, sample } from './stats';

const DAY_MS = 86_400_000;
/** Two years of finished work: this many cards, each started on a day of the two years and moved along. */
export const FORECAST_BENCH_CARDS = 5_000;
const YEARS_DAYS = 730;

/** Each card created on a random day of the two years, through every column in 1 to 20 days. */
function twoYearsOfCards(now: number): CardHistory[] {
  const random = seededRandom(42);
  return Array.from({ length: FORECAST_BENCH_CARDS }, (_, index) => {
    const created = now - YEARS_DAYS * DAY_MS + Math.floor(random() * (YEARS_DAYS - 25)) * DAY_MS;
    const step = (1 + random() * 20) * (DAY_MS / BENCH_COLUMNS.length);
    return {
      cardId: `bench#${index}`,
      created,
      deleted: null,
      changes: BENCH_COLUMNS.map((status, column) => ({ at: created + column * step, status })),
    };
  });
}

/**
 * The server's work for the charts page's flow widgets over two years of history (docs/reporting.md#forecasts):
 * both forecasts from a year's window at 10,000 trials, the throughput and the cycle-time scatter of the two years.
 * In process, as the charts request runs it after reading the versions.
 */
export async function benchForecast(): Promise<number> {
  const now = Date.now();
  const cards = twoYearsOfCards(now);
  const flow = flowColumnsOf(BENCH_COLUMNS);
  const today = isoDayAt(now, 'UTC');
  const twoYears = { start: isoDayAt(now - YEARS_DAYS * DAY_MS, 'UTC'), end: today };
  const times = await sample(5, 1, async () => {
    const forecast = boardForecast(cards, flow, 'UTC', now, {
      windowDays: 365,
      byDate: isoDayAt(now + 90 * DAY_MS, 'UTC'),
      cards: 200,
      seed: 1,
    });
    const scatter = cycleTimeScatter(cards, flow, twoYears, 'UTC', now);
    const run = throughputPoints(cards, flow, twoYears, 'UTC', now);
    if (forecast.finished === 0 || scatter.points.length === 0 || run.length < YEARS_DAYS)
      throw new Error('the forecast bench found no work');
  });
  return median(times);
}
