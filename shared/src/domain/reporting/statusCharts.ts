import { addDays, instantOf, wallTimeOf } from '../notifications/zonedTime';
import { inWindow } from './buckets';
import type { CardHistory, ReportWindow } from './cardHistory';
import { dueAt, dueChangedAt, isAliveAt, membersAt, statusAt, statusSpans } from './cardStates';
import { NO_STATUS } from './statusSweep';

export interface StatusCount {
  status: string;
  count: number;
}

export interface MemberCount {
  /** Null: the cards no one is assigned to. */
  member: string | null;
  byStatus: Record<string, number>;
  total: number;
}

export interface Completion {
  onTime: number;
  overdue: number;
}

/** The cards the status and member charts show: created within the window (null: ever) and alive now. */
function shownNow(cards: readonly CardHistory[], window: ReportWindow | null, now: number): CardHistory[] {
  return cards.filter((card) => inWindow(window, card.created) && isAliveAt(card, now));
}

const statusNow = (card: CardHistory, now: number) => statusAt(card, now) || NO_STATUS;

/** Counts keyed by status: the columns first (kept at zero), then other statuses as they come. */
function countsByStatus(columns: readonly string[]): Map<string, number> {
  return new Map(columns.map((column) => [column, 0]));
}

/**
 * How many of the shown cards are in each status now: the columns in their order, zero counts kept,
 * then other statuses in the order the cards first show them, cards without a status last (under '').
 */
export function statusCounts(
  cards: readonly CardHistory[],
  window: ReportWindow | null,
  columns: readonly string[],
  now: number,
): StatusCount[] {
  const counts = countsByStatus(columns);
  let withoutStatus = 0;
  for (const card of shownNow(cards, window, now)) {
    const status = statusNow(card, now);
    if (status === NO_STATUS && !counts.has(NO_STATUS)) withoutStatus += 1;
    else counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  const rows = [...counts].map(([status, count]) => ({ status, count }));
  return withoutStatus > 0 ? [...rows, { status: NO_STATUS, count: withoutStatus }] : rows;
}

const nameCollator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Most cards first, then by name; the unassigned cards last whatever their number. */
function byTotalThenName(a: MemberCount, b: MemberCount): number {
  if (a.member === null || b.member === null) return (a.member === null ? 1 : 0) - (b.member === null ? 1 : 0);
  return b.total - a.total || nameCollator.compare(a.member, b.member);
}

/**
 * The shown cards per person assigned now, by status (the columns first, kept at zero). A card counts
 * once for each of its people, so the totals add up to more than the cards when cards are shared.
 */
export function memberCounts(
  cards: readonly CardHistory[],
  window: ReportWindow | null,
  columns: readonly string[],
  now: number,
): MemberCount[] {
  const byMember = new Map<string | null, Map<string, number>>();
  for (const card of shownNow(cards, window, now)) {
    const status = statusNow(card, now);
    const members = new Set(membersAt(card, now));
    for (const member of members.size > 0 ? members : [null]) {
      let counts = byMember.get(member);
      if (!counts) {
        counts = countsByStatus(columns);
        byMember.set(member, counts);
      }
      counts.set(status, (counts.get(status) ?? 0) + 1);
    }
  }
  return [...byMember]
    .map(([member, counts]) => ({
      member,
      byStatus: Object.fromEntries(counts),
      total: [...counts.values()].reduce((sum, count) => sum + count, 0),
    }))
    .sort(byTotalThenName);
}

/** The first instant after the due day, in the board's zone: a task done any time that day is on time. */
function endOfDueDay(due: number, timeZone: string): number {
  return instantOf({ ...addDays(wallTimeOf(new Date(due), timeZone), 1), hour: 0, minute: 0 }, timeZone).getTime();
}

/**
 * The completed tasks (alive now, now in an end status) whose status last changed within the window
 * (null: ever), on time or overdue. On time: no due date (it cannot be late), a due date changed after
 * the status (the plan moved once the work was done), or a status changed no later than the due day.
 */
export function completion(
  cards: readonly CardHistory[],
  window: ReportWindow | null,
  endStatuses: readonly string[],
  now: number,
  timeZone: string,
): Completion {
  const ends = new Set(endStatuses);
  const result: Completion = { onTime: 0, overdue: 0 };
  for (const card of cards) {
    // Periods run to their end excluded: to the next millisecond, to take in a change made at `now`.
    const current = statusSpans(card, now + 1).at(-1);
    if (!current || !isAliveAt(card, now) || !ends.has(current.status || NO_STATUS)) continue;
    const completed = current.from;
    if (!inWindow(window, completed)) continue;
    const due = dueAt(card, now);
    const onTime = due === null || (dueChangedAt(card, now) ?? -Infinity) > completed || completed < endOfDueDay(due, timeZone);
    if (onTime) result.onTime += 1;
    else result.overdue += 1;
  }
  return result;
}
