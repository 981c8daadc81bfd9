/** A message as MailDev's API gives it (the fields the tests read). */
export interface InboxMail {
  id: string;
  subject: string;
  to: { address: string; name: string }[];
  html?: string;
  text?: string;
  headers?: Record<string, string>;
}

/** The POST a mail client sends for one-click unsubscribe (RFC 8058): no sign-in, no cookie, the RFC's form body. */
export const postOneClickUnsubscribe = (url: string): Promise<Response> =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

/** The address a message's List-Unsubscribe header gives for one-click unsubscribe; '' when it has none. */
export const oneClickAddressOf = (header: string): string => /^<([^>]+)>$/.exec(header)?.[1]?.replace(/\s+/g, '') ?? '';

/** MailDev's inbox of a stack, read through its REST API. */
export class Inbox {
  constructor(private readonly url: string) {}

  async all(): Promise<InboxMail[]> {
    const response = await fetch(`${this.url}/api/email`);
    if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
    return (await response.json()) as InboxMail[];
  }

  /** A message as it was sent (its headers and MIME parts). */
  async source(id: string): Promise<string> {
    const response = await fetch(`${this.url}/api/email/${encodeURIComponent(id)}/source`);
    if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
    return response.text();
  }

  /** A header of the message as sent, its folded lines joined (MailDev's parse keeps only a few headers); '' when missing. */
  async header(mail: InboxMail, name: string): Promise<string> {
    const head = (await this.source(mail.id)).split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  }

  /** The messages to `address` whose subject contains `subject`. */
  async to(address: string, subject = ''): Promise<InboxMail[]> {
    return (await this.all()).filter(
      (mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()) && mail.subject.includes(subject),
    );
  }

  /**
   * The first message to `address` whose subject contains `subject`, waited for as `waitFor` does. When none comes
   * in time it fails naming what did reach the address, so a failure tells a late message from another one.
   */
  async first(address: string, subject: string, timeoutMs = 60_000): Promise<InboxMail> {
    const [mail] = await this.waitFor(address, subject, 1, timeoutMs);
    if (mail) return mail;
    const arrived = (await this.to(address)).map((other) => other.subject);
    throw new Error(`No mail to ${address} with "${subject}" within ${timeoutMs} ms; it has: ${arrived.join(' | ') || 'none'}.`);
  }

  /** Waits until `count` such messages arrived (the queue and the mail take a moment), and gives them. */
  async waitFor(address: string, subject: string, count = 1, timeoutMs = 30_000): Promise<InboxMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await this.to(address, subject);
      if (found.length >= count || Date.now() > deadline) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
