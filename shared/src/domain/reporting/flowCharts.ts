import { bucketIndexOf, lastMomentOf, reportBuckets } from './buckets';
import type { CardHistory, ReportDays, ReportScale } from './cardHistory';
import { statusSpans } from './cardStates';
import { NO_STATUS, countsByStatusAt } from './statusSweep';

export const DEFAULT_BURNDOWN_START_STATUSES: readonly string[] = ['In Progress'];
export const DEFAULT_BURNDOWN_END_STATUSES: readonly string[] = ['Completed'];
/** Columns that are no stage of the work: where it ends, or where it waits outside the flow. */
const NOT_STAGES = ['Completed', 'Deferred'];

const DAY_MS = 86_400_000;
/** Days with one decimal, as the charts show them. */
export const daysOf = (ms: number) => Math.round((ms / DAY_MS) * 10) / 10;

export interface BurndownPoint {
  label: string;
  created: number;
  open: number;
  closed: number;
}

export interface LeadTimePoint {
  label: string;
  /** The average days the period's completed cards spent in each stage. */
  byStage: Record<string, number>;
  cards: number;
}

export interface FlowPoint {
  label: string;
  byColumn: Record<string, number>;
}

export function defaultLeadTimeStages(columns: readonly string[]): string[] {
  return columns.filter((column) => !NOT_STAGES.includes(column));
}

/** How many cards are in any of some statuses at each bucket's last moment. */
function inAnyStatus(counts: Map<string, number[]>, statuses: readonly string[], bucket: number): number {
  return [...new Set(statuses)].reduce((sum, status) => sum + (counts.get(status)?.[bucket] ?? 0), 0);
}

/**
 * Per period: the cards created in it (deleted ones too: they were new then), and the live cards in a
 * start status (open) and in an end status (closed) as the period closes.
 */
export function burndown(
  cards: readonly CardHistory[],
  days: ReportDays,
  scale: ReportScale,
  timeZone: string,
  startStatuses: readonly string[] = DEFAULT_BURNDOWN_START_STATUSES,
  endStatuses: readonly string[] = DEFAULT_BURNDOWN_END_STATUSES,
): BurndownPoint[] {
  const buckets = reportBuckets(days, scale, timeZone);
  const created = buckets.map(() => 0);
  for (const card of cards) {
    const bucket = bucketIndexOf(buckets, card.created);
    if (bucket >= 0) created[bucket] += 1;
  }
  const counts = countsByStatusAt(cards, buckets.map(lastMomentOf));
  return buckets.map((bucket, index) => ({
    label: bucket.label,
    created: created[index],
    open: inAnyStatus(counts, startStatuses, index),
    closed: inAnyStatus(counts, endStatuses, index),
  }));
}

/**
 * Per period, for the cards completed in it (the last time their status changed into an end status;
 * a card created in an end status was never completed on the board and is left out), the average days
 * they spent in each stage before that completion, every visit to a stage counted.
 */
export function leadTimes(
  cards: readonly CardHistory[],
  days: ReportDays,
  scale: 'days' | 'weeks',
  timeZone: string,
  stages: readonly string[],
  endStatuses: readonly string[],
): LeadTimePoint[] {
  const buckets = reportBuckets(days, scale, timeZone);
  const ends = new Set(endStatuses);
  const totals = buckets.map(() => ({ cards: 0, msByStage: new Map<string, number>() }));
  const until = buckets[buckets.length - 1].end;
  for (const card of cards) {
    const spans = statusSpans(card, until);
    const completion = spans.findLastIndex((span, index) => index > 0 && ends.has(span.status ?? NO_STATUS));
    const bucket = completion > 0 ? bucketIndexOf(buckets, spans[completion].from) : -1;
    if (bucket < 0) continue;
    const total = totals[bucket];
    total.cards += 1;
    for (const span of spans.slice(0, completion)) {
      if (span.status !== null) total.msByStage.set(span.status, (total.msByStage.get(span.status) ?? 0) + span.to - span.from);
    }
  }
  return buckets.map((bucket, index) => {
    const { cards: completed, msByStage } = totals[index];
    const average = (stage: string) => (completed === 0 ? 0 : daysOf((msByStage.get(stage) ?? 0) / completed));
    return { label: bucket.label, byStage: Object.fromEntries(stages.map((stage) => [stage, average(stage)])), cards: completed };
  });
}

/** Per day, the live cards in each column as the day closes; cards in other statuses are left out. */
export function cumulativeFlow(cards: readonly CardHistory[], days: ReportDays, timeZone: string, columns: readonly string[]): FlowPoint[] {
  const buckets = reportBuckets(days, 'days', timeZone);
  const counts = countsByStatusAt(cards, buckets.map(lastMomentOf));
  return buckets.map((bucket, index) => ({
    label: bucket.label,
    byColumn: Object.fromEntries(columns.map((column) => [column, counts.get(column)?.[index] ?? 0])),
  }));
}
