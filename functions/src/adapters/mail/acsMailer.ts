import { EmailClient, type EmailClientOptions } from '@azure/communication-email';
import type { TokenCredential } from '@azure/identity';
import type { Mailer, OutgoingMail } from '../../ports/mailer';
import { oneClickUnsubscribeHeaders } from './unsubscribeHeaders';

/** A send the service has not finished within this long fails, and the queue or the next run tries again. */
const SEND_WITHIN_MS = 120_000;

/** Communication Services sends from a verified domain's address: the address part of `Name <address>`. */
export function senderAddressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** Mail through Azure Communication Services Email: the deployment's choice in Azure (infra/azure/modules/communication.bicep). */
export class AcsMailer implements Mailer {
  private readonly client: EmailClient;
  private readonly sender: string;

  /** `options`: the SDK's pipeline options (a test's local stand-in of the service is reached over plain HTTP). */
  constructor(access: { endpoint: string; credential: TokenCredential } | string, from: string, options: EmailClientOptions = {}) {
    this.client =
      typeof access === 'string' ? new EmailClient(access, options) : new EmailClient(access.endpoint, access.credential, options);
    this.sender = senderAddressOf(from);
  }

  async send(mail: OutgoingMail): Promise<void> {
    const poller = await this.client.beginSend(
      {
        senderAddress: this.sender,
        recipients: { to: [{ address: mail.to.address, displayName: mail.to.name }] },
        content: { subject: mail.subject, html: mail.html, plainText: mail.text },
        ...(mail.replyTo && { replyTo: [{ address: mail.replyTo.address, displayName: mail.replyTo.name }] }),
        ...(mail.unsubscribeUrl && { headers: oneClickUnsubscribeHeaders(mail.unsubscribeUrl) }),
      },
      { abortSignal: AbortSignal.timeout(SEND_WITHIN_MS) },
    );
    const result = await poller.pollUntilDone({ abortSignal: AbortSignal.timeout(SEND_WITHIN_MS) });
    if (result.status !== 'Succeeded')
      throw new Error(
        `Communication Services did not send the message: ${result.status}${result.error?.message ? ` (${result.error.message})` : ''}.`,
      );
  }
}
