/** Sends a message; throws when the transport refused it or could not be reached. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface OutgoingMail {
  to: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  /** RFC 8058 one-click unsubscribe, when the rule lets people unsubscribe. */
  unsubscribeUrl?: string;
}
