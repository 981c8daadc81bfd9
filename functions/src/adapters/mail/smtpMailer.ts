import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from '../../ports/mailer';
import { oneClickUnsubscribeHeaders } from './unsubscribeHeaders';
import { subjectHeader } from './subjectHeader';

/** Mail through any SMTP server (a provider's relay; MailDev on the local stack). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  /** `url`: smtp://user:pass@host:port (smtps:// for TLS from the start). */
  constructor(
    url: string,
    private readonly from: string,
  ) {
    const server = new URL(url);
    const secure = server.protocol === 'smtps:';
    const loopback = server.hostname === '127.0.0.1' || server.hostname === 'localhost';
    this.transport = nodemailer.createTransport({
      host: server.hostname,
      port: Number(server.port) || (secure ? 465 : 587),
      secure,
      // A loopback sink speaks no TLS (TOOLCHAIN.md); any other server must offer STARTTLS.
      ...(loopback ? { ignoreTLS: true } : { requireTLS: !secure }),
      ...(server.username && { auth: { user: decodeURIComponent(server.username), pass: decodeURIComponent(server.password) } }),
      connectionTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: { name: mail.to.name, address: mail.to.address },
      subject: subjectHeader(mail.subject),
      html: mail.html,
      text: mail.text,
      ...(mail.replyTo && { replyTo: { name: mail.replyTo.name, address: mail.replyTo.address } }),
      ...(mail.unsubscribeUrl && { headers: oneClickUnsubscribeHeaders(mail.unsubscribeUrl) }),
    });
  }
}
