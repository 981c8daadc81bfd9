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
  /** The page that unsubscribes the recipient from the card (an RFC 2369 List-Unsubscribe header), when they may. */
  unsubscribeUrl?: string;
}
