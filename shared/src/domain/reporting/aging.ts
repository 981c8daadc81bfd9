import type { CardHistory } from './cardHistory';
import { statusSpans } from './cardStates';
import { percentile } from './percentiles';

/**
 * Card aging (docs/reporting.md#card-aging): how long a card has been in its column, and how its age since it
 * was started compares with the board's cycle times, the elapsed time from start to finish of its finished cards.
 */

/** The columns a board counts as started (work in progress) and as finishing it. */
export interface FlowColumns {
  started: ReadonlySet<string>;
  finishing: ReadonlySet<string>;
}

/**
 * A board's flow columns: those it chose, or by default the last column finishes and every other column but
 * the first is started (the first holds work not started yet). A column chosen for both finishes.
 */
export function flowColumnsOf(columns: readonly string[], chosen: { started?: string[]; finishing?: string[] } = {}): FlowColumns {
  const finishing = new Set(chosen.finishing ?? columns.slice(-1));
  const started = (chosen.started ?? columns.slice(1)).filter((column) => !finishing.has(column));
  return { started: new Set(started), finishing };
}

/**
 * The flow columns of a board's column definitions: those marked complete finish (the last column when none
 * is), and each other column is started as it says, by default every column but the first.
 */
export function boardFlowColumns(definitions: readonly { value: string; isComplete: boolean; isStarted?: boolean | null }[]): FlowColumns {
  const complete = definitions.filter((column) => column.isComplete).map((column) => column.value);
  return flowColumnsOf(
    definitions.map((column) => column.value),
    {
      finishing: complete.length > 0 ? complete : undefined,
      started: definitions.filter((column, index) => column.isStarted ?? index > 0).map((column) => column.value),
    },
  );
}

/**
 * What aging reads of a card at `now`, from one pass over its stays (a board reads it for every card on each
 * load): the column it is in and since when (null for a deleted card or one in no column), its start (its first
 * time in a started or finishing column), and its finish (see finishedAt).
 */
export interface FlowFacts {
  column: string | null;
  since: number | null;
  started: number | null;
  finished: number | null;
}

export function flowFactsOf(card: CardHistory, flow: FlowColumns, now: number): FlowFacts {
  const spans = statusSpans(card, now + 1);
  const last = spans.at(-1);
  const current = last && last.status !== null && last.to > now ? last : null;
  const start = spans.find(({ status }) => status !== null && (flow.started.has(status) || flow.finishing.has(status)));
  let finished: number | null = null;
  if (!(card.deleted !== null && card.deleted <= now) && last && flow.finishing.has(last.status ?? '')) {
    let index = spans.length - 1;
    while (index > 0 && flow.finishing.has(spans[index - 1].status ?? '')) index -= 1;
    finished = spans[index].from;
  }
  return { column: current?.status ?? null, since: current?.from ?? null, started: start?.from ?? null, finished };
}

/** The moment the card came into the column it is in at `now`; null for a deleted card or one in no column. */
export function inColumnSince(card: CardHistory, now: number): number | null {
  const current = statusSpans(card, now + 1).at(-1);
  return current && current.status !== null && current.to > now ? current.from : null;
}

/** A card's cycle time in ms from its facts: from its start to its finish; null for a card not finished. */
export const cycleTimeOfFacts = ({ started, finished }: FlowFacts): number | null =>
  finished === null || started === null ? null : finished - started;

/** A finished card's cycle time in ms: from its start to its finish; null for a card not finished at `now`. */
export function cycleTimeOf(card: CardHistory, flow: FlowColumns, now: number): number | null {
  return cycleTimeOfFacts(flowFactsOf(card, flow, now));
}

/** The board's cycle times at the percentiles aging is read against (ms), and how many finished cards gave them. */
export interface AgingScale {
  p50: number;
  p85: number;
  p95: number;
  samples: number;
}

/** Fewer finished cards than this tell too little about a board's pace: its cards then show their age without a mark. */
export const AGING_MIN_SAMPLES = 10;

/** The board's aging scale from its cards' histories, or null while fewer than AGING_MIN_SAMPLES cards are finished. */
export function agingScaleOf(cards: readonly CardHistory[], flow: FlowColumns, now: number): AgingScale | null {
  return agingScaleOfTimes(cards.map((card) => cycleTimeOf(card, flow, now)).filter((time): time is number => time !== null));
}

/** The aging scale of the finished cards' cycle times (ms, in any order), or null while they are too few. */
export function agingScaleOfTimes(times: number[]): AgingScale | null {
  if (times.length < AGING_MIN_SAMPLES) return null;
  times.sort((a, b) => a - b);
  const at = (p: number) => percentile(times, p) as number;
  return { p50: at(50), p85: at(85), p95: at(95), samples: times.length };
}

/**
 * How a started card's age reads against the scale: 'early' below the median cycle time (a quiet mark),
 * 'due' from the median, 'late' past the 85th percentile (a stronger mark), 'overdue' past the 95th (the
 * service level expectation: a warning). Null for a card that is not in a started column, or without a scale.
 */
export type AgingLevel = 'early' | 'due' | 'late' | 'overdue';

export interface CardAge {
  /** Ms in the current column. */
  inColumnMs: number;
  /** Ms since the card was started, while it is in a started column; null otherwise. */
  workAgeMs: number | null;
  level: AgingLevel | null;
}

export function cardAgeOf(card: CardHistory, flow: FlowColumns, scale: AgingScale | null, now: number): CardAge | null {
  const marks = ageMarksOf(card, flow, now);
  if (marks === null) return null;
  const since = marks.since;
  const workAgeMs = marks.started === undefined ? null : now - marks.started;
  return { inColumnMs: now - since, workAgeMs, level: workAgeMs === null || !scale ? null : agingLevelOf(workAgeMs, scale) };
}

/** What a card carries of its age (the tasks answer's `age`): when it came into its column, and when it was started. */
export interface AgeMarks {
  since: number;
  started?: number;
}

/** The card's age marks at `now`; null for a deleted card or one in no column. */
export function ageMarksOf(card: CardHistory, flow: FlowColumns, now: number): AgeMarks | null {
  return ageMarksOfFacts(flowFactsOf(card, flow, now), flow);
}

/** The age marks of a card's facts: null for a card in no column; its start only while it is in a started column. */
export function ageMarksOfFacts({ column, since, started }: FlowFacts, flow: FlowColumns): AgeMarks | null {
  if (since === null || column === null) return null;
  return flow.started.has(column) && started !== null ? { since, started } : { since };
}

/**
 * A card's age marks after it moved from one column to another at `at` (a live change, which carries no history):
 * it is in its new column since then, keeps its start while it stays in started columns, and is started then when it
 * comes into one from elsewhere. Unchanged when it stayed in its column.
 */
export function ageMarksAfterMove(
  marks: AgeMarks | undefined,
  from: string,
  to: string,
  at: number,
  flow: FlowColumns,
): AgeMarks | undefined {
  if (from === to) return marks;
  if (!flow.started.has(to)) return { since: at };
  return { since: at, started: flow.started.has(from) && marks?.started !== undefined ? marks.started : at };
}

/** The mark of a started card whose work is `ageMs` old, against the board's scale. */
export function agingLevelOf(ageMs: number, scale: AgingScale): AgingLevel {
  if (ageMs > scale.p95) return 'overdue';
  if (ageMs > scale.p85) return 'late';
  return ageMs >= scale.p50 ? 'due' : 'early';
}
