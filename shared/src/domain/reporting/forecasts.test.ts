import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '../seededRandom';
import { FORECAST_HORIZON_DAYS, cardsBySamples, dailyThroughput, finishedAt, forecastCardsBy, forecastDaysFor } from './forecasts';
import { percentile } from './percentiles';
import { WEEK_BOARD, at, moves } from './testing/weekBoard';

const DONE = new Set(['Completed']);
const NOW = at('2026-11-10T12:00Z');

describe('when a card was finished', () => {
  it('is the start of its last stay in a finishing column, for a living card that is there now', () => {
    const finished = Object.fromEntries(WEEK_BOARD.map((card) => [card.cardId, finishedAt(card, DONE, NOW)]));
    expect(finished).toEqual({
      't:backAndForth': at('2026-11-06T10:00Z'),
      't:deleted': null,
      't:waiting': null,
      't:brief': null,
      't:old': at('2026-11-07T10:00Z'),
    });
  });

  it('counts a card taken back out of the finishing columns from its second finish, and two finishing columns as one stay', () => {
    const reopened = {
      cardId: 't:reopened',
      created: at('2026-11-01T09:00Z'),
      deleted: null,
      changes: moves(
        ['2026-11-01T09:00Z', 'In Progress'],
        ['2026-11-02T09:00Z', 'Completed'],
        ['2026-11-03T09:00Z', 'In Progress'],
        ['2026-11-04T09:00Z', 'Completed'],
        ['2026-11-05T09:00Z', 'Archived'],
      ),
    };
    expect(finishedAt(reopened, DONE, NOW)).toBeNull();
    expect(finishedAt(reopened, new Set(['Completed', 'Archived']), NOW)).toBe(at('2026-11-04T09:00Z'));
    expect(finishedAt(reopened, DONE, at('2026-11-04T12:00Z'))).toBe(at('2026-11-04T09:00Z'));
  });
});

describe('daily throughput', () => {
  it("counts each day's finished cards in the board's time zone, days without one as zero", () => {
    const days = { start: '2026-11-05', end: '2026-11-08' };
    expect(dailyThroughput(WEEK_BOARD, DONE, days, 'UTC', NOW)).toEqual([0, 1, 1, 0]);
    // 10:00 UTC is 05:00 in New York: the same days.
    expect(dailyThroughput(WEEK_BOARD, DONE, days, 'America/New_York', NOW)).toEqual([0, 1, 1, 0]);
    // 10:00 UTC is 23:00 the same day in Auckland (UTC+13 in November).
    expect(dailyThroughput(WEEK_BOARD, DONE, days, 'Pacific/Auckland', NOW)).toEqual([0, 1, 1, 0]);
  });
});

const throughputs = fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 60 });

describe('the Monte Carlo forecasts', () => {
  it('forecast a constant throughput exactly, at every confidence', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 200 }),
        (perDay, days, cards) => {
          const history = Array<number>(14).fill(perDay);
          const simulation = { random: seededRandom(days), trials: 200 };
          expect(forecastCardsBy(history, days, simulation)).toEqual({ 50: perDay * days, 85: perDay * days, 95: perDay * days });
          const needed = Math.ceil(cards / perDay);
          expect(forecastDaysFor(history, cards, simulation)).toEqual({ 50: needed, 85: needed, 95: needed });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('promise fewer cards and more days as the confidence rises, and come out the same for the same seed', () => {
    fc.assert(
      fc.property(throughputs, fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 2 ** 31 }), (history, horizon, seed) => {
        const cardsBy = forecastCardsBy(history, horizon, { random: seededRandom(seed), trials: 500 });
        expect(cardsBy[95]).toBeLessThanOrEqual(cardsBy[85] as number);
        expect(cardsBy[85]).toBeLessThanOrEqual(cardsBy[50] as number);
        expect(forecastCardsBy(history, horizon, { random: seededRandom(seed), trials: 500 })).toEqual(cardsBy);
        const daysFor = forecastDaysFor(history, horizon, { random: seededRandom(seed), trials: 500 });
        if (daysFor[50] !== null && daysFor[85] !== null) expect(daysFor[50]).toBeLessThanOrEqual(daysFor[85]);
        if (daysFor[85] !== null && daysFor[95] !== null) expect(daysFor[85]).toBeLessThanOrEqual(daysFor[95]);
      }),
      { numRuns: 80 },
    );
  });

  it('never widen the 50% interval with more trials beyond sampling noise', () => {
    const middleHalf = (samples: number[]) => (percentile(samples, 75) as number) - (percentile(samples, 25) as number);
    fc.assert(
      fc.property(throughputs, fc.integer({ min: 5, max: 30 }), fc.integer({ min: 0, max: 2 ** 31 }), (history, days, seed) => {
        const few = middleHalf(cardsBySamples(history, days, { random: seededRandom(seed), trials: 2_000 }));
        const many = middleHalf(cardsBySamples(history, days, { random: seededRandom(seed + 1), trials: 20_000 }));
        // The quartiles of 2,000 trials stray from the true ones by a few percent of the spread. Outcomes are sums of
        // whole days, so where a quartile sits at a jump of the distribution, either run may land it a step (one day's
        // largest count) to the other side; both quartiles may: that much is noise too, not a wider interval.
        expect(many).toBeLessThanOrEqual(few * 1.15 + 2 * Math.max(...history) + 2);
      }),
      { numRuns: 25 },
    );
  });

  it('cannot forecast from a window that finished nothing, nor past the horizon', () => {
    const simulation = { random: seededRandom(7), trials: 100 };
    expect(forecastCardsBy([], 10, simulation)).toEqual({ 50: null, 85: null, 95: null });
    expect(forecastCardsBy([0, 0, 0], 10, simulation)).toEqual({ 50: 0, 85: 0, 95: 0 });
    expect(forecastDaysFor([0, 0, 0], 5, simulation)).toEqual({ 50: null, 85: null, 95: null });
    // One card in 200 days: 10 cards take about 2,000 days, past the horizon at every confidence.
    expect(forecastDaysFor([1, ...Array<number>(199).fill(0)], 10, simulation)).toEqual({ 50: null, 85: null, 95: null });
    expect(FORECAST_HORIZON_DAYS).toBeGreaterThan(365);
    expect(forecastDaysFor([1], 0, simulation)).toEqual({ 50: 0, 85: 0, 95: 0 });
  });
});
