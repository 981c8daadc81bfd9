import { describe, expect, it } from 'vitest';
import { flowColumnsOf } from './aging';
import type { CardHistory } from './cardHistory';
import { boardForecast, cycleTimeScatter, throughputPoints } from './forecastCharts';

const FLOW = flowColumnsOf(['Not Started', 'Doing', 'Done']);
const DAY = 86_400_000;
const at = (iso: string) => Date.parse(iso);
const NOW = at('2026-11-30T12:00Z');

/** A card started at `started` (a day, at noon UTC, or an instant) and finished `cycleDays` later. */
function finished(id: string, started: string | number, cycleDays: number): CardHistory {
  const start = typeof started === 'number' ? started : at(`${started}T12:00Z`);
  return {
    cardId: id,
    created: start - DAY,
    deleted: null,
    changes: [
      { at: start - DAY, status: 'Not Started' },
      { at: start, status: 'Doing' },
      { at: start + cycleDays * DAY, status: 'Done' },
    ],
  };
}

/** Two cards finished at noon on every day of November 2026 before the 30th, each after two days of work. */
const steady = () =>
  Array.from({ length: 29 }, (_, index) => {
    const finish = at('2026-11-01T12:00Z') + index * DAY;
    return [finished(`a${index}`, finish - 2 * DAY, 2), finished(`b${index}`, finish - 2 * DAY, 2)];
  }).flat();

describe('the flow widgets of the charts page', () => {
  it("counts each day's finished cards for the run chart", () => {
    const cards = [finished('x', '2026-11-01', 2), finished('y', '2026-11-02', 1), finished('z', '2026-11-20', 1)];
    expect(throughputPoints(cards, FLOW, { start: '2026-11-02', end: '2026-11-04' }, 'UTC', NOW)).toEqual([
      { label: '2026-11-02', cards: 0 },
      { label: '2026-11-03', cards: 2 },
      { label: '2026-11-04', cards: 0 },
    ]);
  });

  it('places each card finished in the range by its finish day and cycle time, with the percentiles of the times', () => {
    const cards = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((days) => finished(`c${days}`, '2026-11-01', days));
    const { points, percentiles } = cycleTimeScatter(cards, FLOW, { start: '2026-11-01', end: '2026-11-30' }, 'UTC', NOW);
    expect(points[0]).toEqual({ cardId: 'c1', finished: '2026-11-02', days: 1 });
    expect(percentiles).toEqual({ 50: 5, 85: 9, 95: 10 });
    expect(cycleTimeScatter(cards, FLOW, { start: '2026-11-05', end: '2026-11-06' }, 'UTC', NOW).points.map((p) => p.cardId)).toEqual([
      'c4',
      'c5',
    ]);
  });

  it('forecasts a steady board exactly: two cards a day, by date and for a count, from the last 30 days', () => {
    const forecast = boardForecast(steady(), FLOW, 'UTC', NOW, { windowDays: 28, byDate: '2026-12-10', cards: 9, seed: 7 });
    expect(forecast.window).toEqual({ start: '2026-11-02', end: '2026-11-29' });
    expect(forecast.sampleDays).toBe(28);
    expect(forecast.finished).toBe(56);
    expect(forecast.byDate).toEqual({ date: '2026-12-10', days: 10, cards: { 50: 20, 85: 20, 95: 20 } });
    expect(forecast.forCards.days).toEqual({ 50: 5, 85: 5, 95: 5 });
    expect(forecast.forCards.dates).toEqual({ 50: '2026-12-05', 85: '2026-12-05', 95: '2026-12-05' });
  });

  it('answers the same for a seed, and nothing from a window without finished cards', () => {
    const cards = [finished('x', '2026-11-10', 1), finished('y', '2026-11-20', 3), finished('z', '2026-11-21', 1)];
    const settings = { windowDays: 30, byDate: '2026-12-31', cards: 5, seed: 3 };
    expect(boardForecast(cards, FLOW, 'UTC', NOW, settings)).toEqual(boardForecast(cards, FLOW, 'UTC', NOW, settings));
    // Nothing finished in the window: no card by any day, and never the next ones.
    const idle = boardForecast([], FLOW, 'UTC', NOW, settings);
    expect(idle.forCards.dates).toEqual({ 50: null, 85: null, 95: null });
    expect(idle.byDate.cards).toEqual({ 50: 0, 85: 0, 95: 0 });
  });
});
