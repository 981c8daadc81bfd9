import type { KeptPerBoard } from './boardStore';
/** How far a reminder rule's runs have answered: the end of the last window it was evaluated for. */
export interface ReminderCursor {
  upTo: Date;
  version: string;
}

/**
 * The progress of each reminder rule (docs/notifications.md). A run evaluates the window from the cursor to its own
 * tick and then moves the cursor, conditionally: of two hosts running the same tick, one moves it and
 * the other's move is refused (the messages themselves are claimed once each in the delivery ledger).
 */
export interface ReminderCursors extends KeptPerBoard {
  get(tenant: string, boardId: string, ruleKey: string): Promise<ReminderCursor | null>;
  /** Moves the cursor if it is still at `version` (null: none yet); false when another run moved it first. */
  advance(tenant: string, boardId: string, ruleKey: string, upTo: Date, version: string | null): Promise<boolean>;
}
