import { escapeHtml } from '@listboard/shared';
import type { StoredFeedback } from '../../ports/feedbackStore';
import type { OutgoingMail } from '../../ports/mailer';

/**
 * The message to Listboard's feedback address: the person's words as they wrote them, then who sent
 * them from where and when. It is written in English, for the team that reads the feedback inbox, and
 * a reply goes to the address the person gave.
 */
export function feedbackMail(feedback: StoredFeedback, to: string): OutgoingMail {
  const subject = `[Listboard feedback] ${feedback.subject || '(no subject)'}`;
  const facts: [string, string][] = [
    ['From', `${feedback.name} <${feedback.clientEmail}>`],
    ['Signed in as', feedback.login],
    ['Site', feedback.siteUrl],
    ['Received', feedback.receivedAt],
  ];
  const text = `${feedback.body}\n\n--\n${facts.map(([name, value]) => `${name}: ${value}`).join('\n')}\n`;
  const html = `<p style="white-space: pre-wrap">${escapeHtml(feedback.body)}</p><hr><table>${facts
    .map(([name, value]) => `<tr><td>${escapeHtml(name)}</td><td>${escapeHtml(value)}</td></tr>`)
    .join('')}</table>`;
  return {
    to: { name: 'Listboard feedback', address: to },
    subject,
    text,
    html,
    replyTo: { name: feedback.name, address: feedback.clientEmail },
  };
}
