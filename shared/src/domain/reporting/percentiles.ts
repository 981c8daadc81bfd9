import { inWindow } from './buckets';
import type { CardHistory, ReportWindow } from './cardHistory';
import { statusSpans } from './cardStates';
import { daysOf } from './flowCharts';

export interface CycleTime {
  column: string;
  samples: number;
  /** Days with one decimal; null without samples. */
  median: number | null;
  p85: number | null;
}

/**
 * The p-th percentile (0-100) of ascending values by the nearest-rank method: the smallest value with
 * at least p percent of the values at or below it, always one of the values; null when there are none.
 */
export function percentile(sortedValues: readonly number[], p: number): number | null {
  if (sortedValues.length === 0) return null;
  // p * n first: 7 / 100 * 100 is 7.000000000000001 in floating point (rank 8), 7 * 100 / 100 is exactly 7.
  const rank = Math.ceil((p * sortedValues.length) / 100);
  return sortedValues[Math.min(Math.max(rank, 1), sortedValues.length) - 1];
}

/** A card's time in each status and when it last left each one (undefined while it is still in it). */
interface Visits {
  ms: number;
  leftAt?: number;
}

function visitsOf(card: CardHistory, now: number): Map<string, Visits> {
  // To the next millisecond: a move made at `now` is one the card has made.
  const spans = statusSpans(card, now + 1);
  const visits = new Map<string, Visits>();
  spans.forEach((span, index) => {
    if (span.status === null) return;
    const left = index < spans.length - 1;
    const visit = visits.get(span.status) ?? { ms: 0 };
    visits.set(span.status, { ms: visit.ms + span.to - span.from, leftAt: left ? span.to : undefined });
  });
  return visits;
}

/**
 * Per column, the time cards spent in it: one sample per card that has left the column for the last
 * time within the window (null: any time until now), the card's every visit to the column added up.
 * A card deleted while in a column never left it; a visit it ended earlier still counts.
 */
export function cycleTimes(
  cards: readonly CardHistory[],
  window: ReportWindow | null,
  columns: readonly string[],
  now: number,
): CycleTime[] {
  const samples = new Map<string, number[]>();
  for (const card of cards) {
    for (const [status, visit] of visitsOf(card, now)) {
      if (visit.leftAt === undefined || !inWindow(window, visit.leftAt)) continue;
      const statusSamples = samples.get(status);
      if (statusSamples) statusSamples.push(visit.ms);
      else samples.set(status, [visit.ms]);
    }
  }
  return columns.map((column) => {
    const sorted = (samples.get(column) ?? []).sort((a, b) => a - b);
    const days = (p: number) => {
      const ms = percentile(sorted, p);
      return ms === null ? null : daysOf(ms);
    };
    return { column, samples: sorted.length, median: days(50), p85: days(85) };
  });
}
