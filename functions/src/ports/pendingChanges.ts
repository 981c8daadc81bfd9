import type { KeptPerBoard } from './boardStore';
import type { ChangeEvent } from './changeQueue';
import type { CardOfBoard } from './unsubscribeStore';

/** A recorded change that no message has told yet, or that a handler has taken into a batch it is sending. */
export interface PendingChange {
  key: string;
  event: ChangeEvent;
  /** The batch that took it (the key of the batch's newest change); null while it waits. */
  batch: string | null;
  /** The key of the queue message's change whose handler took it: that handler, or its retry, sends the batch. */
  owner: string | null;
  etag: string;
}

/**
 * The changes recorded for mail and not yet told, per card (docs/notifications.md). A handler takes waiting changes
 * into a batch with one conditional write, so each change is told in exactly one batch.
 */
export interface PendingChanges extends KeptPerBoard {
  /** Stores the changes; returns each one's key, in the order given. */
  add(events: readonly ChangeEvent[]): Promise<string[]>;
  /** The card's pending changes, oldest first. */
  of(card: CardOfBoard): Promise<PendingChange[]>;
  /** Takes the waiting changes into a batch at once; false when any of them changed meanwhile (another handler took it). */
  claim(card: CardOfBoard, changes: readonly PendingChange[], batch: string, owner: string): Promise<boolean>;
  /** Forgets changes that are told. */
  remove(card: CardOfBoard, changes: readonly PendingChange[]): Promise<void>;
}
