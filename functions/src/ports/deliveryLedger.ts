/**
 * Which messages went out: one record per event and recipient (and reason), so that a redelivered or
 * retried event sends nothing twice.
 */
export interface DeliveryLedger {
  /**
   * Takes the right to send one message: 'send' for the first taker, 'sent' when it went out before,
   * 'busy' while another taker holds it (its claim expires after `leaseMs`, and a retry takes over).
   */
  claim(key: string, leaseMs: number): Promise<'send' | 'sent' | 'busy'>;
  /** Marks a claimed message as sent. */
  complete(key: string): Promise<void>;
  /** Gives a claim up after a failed send, so that a retry sends. */
  release(key: string): Promise<void>;
}
