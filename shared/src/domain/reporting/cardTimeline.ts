import type { CardHistory } from './cardHistory';
import { statusSpans } from './cardStates';

/** One stay of a card in a column: from when, until when (`now` for the stay it is in), and how long. */
export interface ColumnStay {
  column: string | null;
  from: number;
  to: number;
  ms: number;
  /** The stay the card is in now. */
  current: boolean;
}

/** A version of a card as its timeline reads it: when, and the column it set (absent: it left the column alone). */
export interface ColumnVersion {
  at: number;
  column?: string | null;
}

/**
 * A card's path through the columns (docs/reporting.md#the-cards-timeline): each stay in a column from its versions,
 * oldest first, the last until `now`; going back to a column is a stay of its own, and two versions setting the same
 * column are one stay. Empty without versions.
 */
export function columnPathOf(versions: readonly ColumnVersion[], now: number): ColumnStay[] {
  if (versions.length === 0) return [];
  const created = versions[0].at;
  const card: CardHistory = {
    cardId: '',
    created,
    deleted: null,
    changes: versions.map(({ at, column }) => (column === undefined ? { at } : { at, status: column })),
  };
  const until = Math.max(now, created + 1);
  return statusSpans(card, until).map((span, index, spans) => ({
    column: span.status,
    from: span.from,
    to: span.to,
    ms: span.to - span.from,
    current: index === spans.length - 1,
  }));
}
