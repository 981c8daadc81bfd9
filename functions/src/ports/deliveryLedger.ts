import type { KeptPerBoard } from './boardStore';

/** One message to claim: the board it is about, whose removal forgets it (null for one of no board, as feedback), and the message. */
export interface DeliveryKey {
  board: { tenant: string; boardId: string } | null;
  message: string;
}

/**
 * Which messages went out: one record per event and recipient (and reason), so that a redelivered or
 * retried event sends nothing twice. A board's records go with the board (removeBoard).
 */
export interface DeliveryLedger extends KeptPerBoard {
  /**
   * Takes the right to send one message: 'send' for the first taker, 'sent' when it went out before,
   * 'busy' while another taker holds it (its claim expires after `leaseMs`, and a retry takes over).
   */
  claim(key: DeliveryKey, leaseMs: number): Promise<'send' | 'sent' | 'busy'>;
  /** Marks a claimed message as sent; nothing when its board was removed meanwhile. */
  complete(key: DeliveryKey): Promise<void>;
  /** Gives a claim up after a failed send, so that a retry sends. */
  release(key: DeliveryKey): Promise<void>;
}
