/**
 * What the charts (docs/reporting.md) are computed from: each card's life as its list's versions tell it,
 * reduced by the server to the three fields the charts read (the board's column field, its due-date
 * field and its user field), whatever their internal names in each list. Times are ms since the epoch.
 */
export interface CardChange {
  at: number;
  /** Present when this version set the column field (null: emptied). */
  status?: string | null;
  /** Present when this version set the due date (ms at the start of the due instant; null: emptied). */
  due?: number | null;
  /** Present when this version set the user field: the people's display names. */
  members?: string[];
}

export interface CardHistory {
  /** listId:itemId, as cardIdOf makes it. */
  cardId: string;
  created: number;
  /** When the card was deleted, null while it lives. */
  deleted: number | null;
  /** Oldest first; the first is the card's creation and holds every value it was created with. */
  changes: CardChange[];
}

/** Days are YYYY-MM-DD calendar days in the board's time zone, both ends included. */
export interface ReportDays {
  start: string;
  end: string;
}

export type ReportScale = 'days' | 'weeks' | 'months' | 'years';

/** A span of instants, start included and end excluded (ms since the epoch). */
export interface ReportWindow {
  start: number;
  end: number;
}
