import { escapeHtml, plainTextOf } from '@listboard/shared';
import type { OutgoingMail } from '../../ports/mailer';
import { sanitizeMailHtml } from '../common/richText';
import { type MailLanguage, mailTexts } from './mailTexts';
import { oneClickUnsubscribeUrl } from './unsubscribeLinks';

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
      const options: Intl.DateTimeFormatOptions = dateOnly
        ? { dateStyle: 'medium', timeZone: 'UTC' }
        : { dateStyle: 'medium', timeStyle: 'short', timeZone };
      return new Intl.DateTimeFormat(language, options).format(date);
    }
    case 'Number':
    case 'Currency': {
      const number = Number(text);
      return Number.isFinite(number) ? new Intl.NumberFormat(language).format(number) : text;
    }
    case 'Boolean':
      return text === 'true' ? mailTexts(language).yes : mailTexts(language).no;
    default:
      return text;
  }
}

/** What a message is about, for its heading and its button: the card, or nothing for a digest of several. */
export interface MailCard {
  title: string;
  url: string;
}

export interface MailFrame {
  language: MailLanguage;
  card?: MailCard;
  /** The signed page link that unsubscribes the recipient from the card, when they may. */
  unsubscribeUrl?: string;
}

const FONT = "font-family:'Segoe UI',Helvetica,Arial,sans-serif";
/**
 * Dark mode for the clients that read it (Apple Mail, Outlook on the Mac and iOS); Gmail and Outlook.com
 * invert the light colours themselves, which the plain palette survives.
 */
const DARK_STYLE =
  '@media (prefers-color-scheme: dark){.lb-page{background-color:#1f1f1f!important}.lb-box{background-color:#292929!important;border-color:#3d3d3d!important}' +
  '.lb-text{color:#f0f0f0!important}.lb-muted{border-color:#3d3d3d!important}.lb-muted,.lb-muted a{color:#c8c8c8!important}}';

/** The card's title as the heading, and the button to it: a link drawn as a button, as Outlook needs. */
function cardParts(card: MailCard | undefined, language: MailLanguage): { heading: string; button: string } {
  if (!card) return { heading: '', button: '' };
  const heading = `<h1 class="lb-text" style="margin:0 0 16px;${FONT};font-size:20px;line-height:28px;color:#242424">${escapeHtml(card.title)}</h1>`;
  const button =
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0 0"><tr>' +
    '<td style="border-radius:4px;background-color:#0f6cbd">' +
    `<a href="${escapeHtml(card.url)}" style="display:inline-block;padding:10px 20px;${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(mailTexts(language).openCard)}</a>` +
    '</td></tr></table>';
  return { heading, button };
}

/**
 * The message's frame: one centred column of at most 600 px in nested tables with inline styles (what
 * Outlook's Word renderer and Gmail keep), light and dark colour schemes, and the footer.
 */
function framed(subject: string, content: string, frame: MailFrame): string {
  const { heading, button } = cardParts(frame.card, frame.language);
  const footer = frame.unsubscribeUrl
    ? `<tr><td class="lb-muted" style="padding:16px 24px;${FONT};font-size:12px;line-height:18px;color:#605e5c;border-top:1px solid #e0e0e0">` +
      `<a href="${escapeHtml(frame.unsubscribeUrl)}">${escapeHtml(mailTexts(frame.language).unsubscribeFooter)}</a></td></tr>`
    : '';
  return (
    `<!DOCTYPE html><html lang="${frame.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(subject)}</title>` +
    `<style>${DARK_STYLE}</style></head>` +
    '<body class="lb-page" style="margin:0;padding:0;background-color:#f5f5f5">' +
    '<table role="presentation" class="lb-page" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f5f5f5"><tr><td align="center" style="padding:24px 12px">' +
    '<table role="presentation" class="lb-box" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border:1px solid #e0e0e0;border-radius:8px">' +
    `<tr><td class="lb-text" style="padding:24px;${FONT};font-size:16px;line-height:24px;color:#242424">${heading}${content}${button}</td></tr>` +
    `${footer}</table></td></tr></table></body></html>`
  );
}

/**
 * A message ready to send: the filled template sanitised inside our frame (heading, button, unsubscribe
 * footer when allowed), its plain-text part, and the one-click unsubscribe address for its headers.
 */
export function finishedMail(to: { name: string; address: string }, subject: string, filledHtml: string, frame: MailFrame): OutgoingMail {
  const content = sanitizeMailHtml(filledHtml);
  const { card, unsubscribeUrl, language } = frame;
  const texts = mailTexts(language);
  const text = [
    plainTextOf(content),
    ...(card ? [`${texts.openCard}: ${card.url}`] : []),
    ...(unsubscribeUrl ? [`${texts.unsubscribeFooter}: ${unsubscribeUrl}`] : []),
  ].join('\n\n');
  return {
    to,
    subject,
    html: framed(subject, content, frame),
    text,
    ...(unsubscribeUrl && { unsubscribeUrl: oneClickUnsubscribeUrl(unsubscribeUrl) }),
  };
}
