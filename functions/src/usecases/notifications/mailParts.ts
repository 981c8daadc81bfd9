import { escapeHtml, plainTextOf } from '@listboard/shared';
import type { OutgoingMail } from '../../ports/mailer';
import { sanitizeMailHtml } from '../common/richText';
import { type MailLanguage, mailTexts } from './mailTexts';

/** A card as mail links to it. */
export interface CardLink {
  boardId: string;
  listId: string;
  itemId: number;
  siteUrl: string;
}

/** The board's page (spec 1 section 2: /kanban/{boardId}). */
export const boardUrl = (appUrl: string, card: Pick<CardLink, 'boardId' | 'siteUrl'>) =>
  `${appUrl}/kanban/${encodeURIComponent(card.boardId)}?SPHostUrl=${encodeURIComponent(card.siteUrl)}`;

/** The board with the card open (spec 1 section 2: /kanban/{boardId}/{listID}/{itemID}). */
export const taskUrl = (appUrl: string, card: CardLink) =>
  `${appUrl}/kanban/${encodeURIComponent(card.boardId)}/${encodeURIComponent(card.listId)}/${card.itemId}?SPHostUrl=${encodeURIComponent(card.siteUrl)}`;

/** A changed value or a date as the recipient reads it: dates, numbers and yes/no written by Intl in their language. */
export function readableValue(type: string, dateOnly: boolean, text: string, language: MailLanguage, timeZone: string): string {
  if (text === '') return '—';
  switch (type) {
    case 'DateTime': {
      const date = new Date(text);
      if (Number.isNaN(date.getTime())) return text;
      // A date-only value is a calendar day, stored as UTC midnight.
      const options: Intl.DateTimeFormatOptions = dateOnly ? { dateStyle: 'medium', timeZone: 'UTC' } : { dateStyle: 'medium', timeStyle: 'short', timeZone };
      return new Intl.DateTimeFormat(language, options).format(date);
    }
    case 'Number': case 'Currency': {
      const number = Number(text);
      return Number.isFinite(number) ? new Intl.NumberFormat(language).format(number) : text;
    }
    case 'Boolean': return text === 'true' ? mailTexts(language).yes : mailTexts(language).no;
    default: return text;
  }
}

/** A message ready to send: the filled template sanitised, the unsubscribe footer when allowed, and its plain-text part. */
export function finishedMail(to: { name: string; address: string }, subject: string, filledHtml: string, language: MailLanguage, unsubscribeUrl?: string): OutgoingMail {
  const footer = unsubscribeUrl
    ? `<hr><p style="font-size:12px;color:#605e5c"><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(mailTexts(language).unsubscribeFooter)}</a></p>`
    : '';
  const html = sanitizeMailHtml(filledHtml + footer);
  return { to, subject, html, text: plainTextOf(html), ...(unsubscribeUrl && { unsubscribeUrl }) };
}
