/** A page that has a board open, as the board's roster keeps it. */
export interface PresenceEntry {
  clientId: string;
  userId: number;
  name: string;
  login: string;
  /** The card whose dialog the page shows, by its unique id. */
  card: string | null;
  editing: boolean;
  /** When the page last reported, in milliseconds since 1970. */
  seenAt: number;
}

/** What a report or a leave changed: the page's entry before it, and the board's pages after it. */
export interface RosterChange {
  before: PresenceEntry | null;
  present: PresenceEntry[];
}

/**
 * Who has each board open (docs/live-updates.md#presence). Each page's entry is written only by that page's
 * own requests (its key holds the person's sign-in name and the page's id), and lapses `ttlMs` after its last report.
 */
export interface PresenceRoster {
  /** Keeps the page's entry and answers the board's entries seen within `ttlMs` of `now`, this one included. */
  report(boardId: string, entry: PresenceEntry, ttlMs: number): Promise<RosterChange>;
  /** Removes the page's entry; `before` is null when there was none. */
  leave(boardId: string, login: string, clientId: string, now: number, ttlMs: number): Promise<RosterChange>;
  /** Forgets the board's entries (a board removed for good). */
  removeBoard(tenant: string, boardId: string): Promise<void>;
}
