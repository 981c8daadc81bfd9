import type { CardHistory } from './cardHistory';
import { partitionPoint } from './partitionPoint';

/** A field's value from `at` on, until the next step. */
interface Step<T> {
  at: number;
  value: T;
}

/** Each chart field's changes on its own, a step only where the value differs from the one before. */
interface Timelines {
  status: Step<string | null>[];
  due: Step<number | null>[];
  members: Step<readonly string[]>[];
}

export interface StatusSpan {
  status: string | null;
  from: number;
  to: number;
}

/**
 * Charts ask about thousands of cards at hundreds of moments; a history, once the server has read it,
 * does not change. So each card's timelines are built once, kept beside the card (weakly: they go with
 * it) and searched by halving, instead of replaying its changes for every question.
 */
const timelinesByCard = new WeakMap<CardHistory, Timelines>();

const sameMembers = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name, index) => name === b[index]);

function pushStep<T>(steps: Step<T>[], at: number, value: T, same: (a: T, b: T) => boolean): void {
  const last = steps.at(-1);
  if (!last || !same(last.value, value)) steps.push({ at, value });
}

function timelinesOf(card: CardHistory): Timelines {
  const known = timelinesByCard.get(card);
  if (known) return known;
  const timelines: Timelines = { status: [], due: [], members: [] };
  for (const change of card.changes) {
    if (change.status !== undefined) pushStep(timelines.status, change.at, change.status, Object.is);
    if (change.due !== undefined) pushStep(timelines.due, change.at, change.due, Object.is);
    if (change.members !== undefined) pushStep(timelines.members, change.at, change.members, sameMembers);
  }
  timelinesByCard.set(card, timelines);
  return timelines;
}

/** The last step at or before an instant, or undefined before the first. */
function stepAt<T>(steps: readonly Step<T>[], instant: number): Step<T> | undefined {
  return steps[partitionPoint(steps.length, (index) => steps[index].at <= instant) - 1];
}

export function statusAt(card: CardHistory, instant: number): string | null {
  return stepAt(timelinesOf(card).status, instant)?.value ?? null;
}

export function dueAt(card: CardHistory, instant: number): number | null {
  return stepAt(timelinesOf(card).due, instant)?.value ?? null;
}

export function membersAt(card: CardHistory, instant: number): readonly string[] {
  return stepAt(timelinesOf(card).members, instant)?.value ?? [];
}

/** When the due date last changed at or before an instant (its first setting counts), or null if never set. */
export function dueChangedAt(card: CardHistory, instant: number): number | null {
  return stepAt(timelinesOf(card).due, instant)?.at ?? null;
}

export function isAliveAt(card: CardHistory, instant: number): boolean {
  return card.created <= instant && (card.deleted === null || card.deleted > instant);
}

/**
 * The periods the card spent in each status, from its creation to its deletion or `until` (whichever
 * comes first; `until` excluded), consecutive periods of the same status merged. A status that lasted
 * no time (two versions saved in the same millisecond) leaves no period.
 */
export function statusSpans(card: CardHistory, until: number): StatusSpan[] {
  const end = Math.min(card.deleted ?? Infinity, until);
  if (end <= card.created) return [];
  const steps = timelinesOf(card).status;
  const spans: StatusSpan[] = [];
  let status = statusAt(card, card.created);
  let from = card.created;
  const close = (to: number) => {
    if (to <= from) return;
    const last = spans.at(-1);
    if (last && last.status === status && last.to === from) last.to = to;
    else spans.push({ status, from, to });
  };
  for (
    let index = partitionPoint(steps.length, (step) => steps[step].at <= card.created);
    index < steps.length && steps[index].at < end;
    index += 1
  ) {
    close(steps[index].at);
    status = steps[index].value;
    from = steps[index].at;
  }
  close(end);
  return spans;
}
