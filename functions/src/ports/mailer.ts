/** Sends a message; throws when the transport refused it or could not be reached. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface OutgoingMail {
  to: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  /** Where a reply goes instead of the sender (feedback: the person who wrote it). */
  replyTo?: { name: string; address: string };
  /**
   * The address that unsubscribes the recipient from the card by one POST, without a sign-in (RFC 2369
   * List-Unsubscribe with RFC 8058 List-Unsubscribe-Post), when they may.
   */
  unsubscribeUrl?: string;
}
