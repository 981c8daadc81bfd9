import type { CardHistory } from './cardHistory';
import { statusSpans } from './cardStates';
import { partitionPoint } from './partitionPoint';

/** The key a card without a status is counted under. */
export const NO_STATUS = '';

/**
 * For each status, how many live cards are in it at each of some instants (ascending). One pass over
 * each card's periods: a period adds one from the first instant it covers to the last, marked at both
 * ends and summed once at the close, so the work grows with the periods, not periods times instants.
 */
export function countsByStatusAt(cards: readonly CardHistory[], instants: readonly number[]): Map<string, number[]> {
  const marks = new Map<string, number[]>();
  const firstAtOrAfter = (instant: number) => partitionPoint(instants.length, (index) => instants[index] < instant);
  // Periods run to `until` excluded: one past the last instant covers it.
  const until = instants.length > 0 ? instants[instants.length - 1] + 1 : -Infinity;
  for (const card of cards) {
    for (const span of statusSpans(card, until)) {
      const first = firstAtOrAfter(span.from);
      const past = firstAtOrAfter(span.to);
      if (first === past) continue;
      const status = span.status ?? NO_STATUS;
      let statusMarks = marks.get(status);
      if (!statusMarks) {
        statusMarks = new Array<number>(instants.length + 1).fill(0);
        marks.set(status, statusMarks);
      }
      statusMarks[first] += 1;
      statusMarks[past] -= 1;
    }
  }
  const counts = new Map<string, number[]>();
  for (const [status, statusMarks] of marks) {
    let running = 0;
    counts.set(
      status,
      instants.map((_, index) => (running += statusMarks[index])),
    );
  }
  return counts;
}
