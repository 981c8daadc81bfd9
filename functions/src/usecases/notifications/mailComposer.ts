import { type BoardConfig, type ChangedValue, type Reason, fillMessage, hasSystemRuleName, plainTextOf } from '@listboard/shared';
import type { ChangeEvent, EventChange, EventPerson } from '../../ports/changeQueue';
import type { OutgoingMail } from '../../ports/mailer';
import { sanitizeMailHtml, sanitizeRichText } from '../common/richText';

/** The message of an assignment, which no rule holds: the board asks for it with one switch. */
const ASSIGNED_MESSAGE = '<p>Hello {RecipientName},</p><p>{Editor} assigned {TaskLink} on {BoardLink} to you.</p>';
/** Until a recipient's language is known (issue 16 leaves it open), messages are in US English. */
const LANGUAGE = 'en-US';

const boardUrl = (appUrl: string, event: ChangeEvent) => `${appUrl}/kanban/${encodeURIComponent(event.boardId)}?SPHostUrl=${encodeURIComponent(event.siteUrl)}`;
const taskUrl = (appUrl: string, event: ChangeEvent) =>
  `${appUrl}/kanban/${encodeURIComponent(event.boardId)}/${encodeURIComponent(event.listId)}/${event.itemId}?SPHostUrl=${encodeURIComponent(event.siteUrl)}`;

/** A changed value as the recipient reads it: dates, numbers and yes/no written by Intl. */
function readable(change: EventChange, text: string): string {
  if (text === '') return '—';
  switch (change.type) {
    case 'DateTime': {
      const date = new Date(text);
      if (Number.isNaN(date.getTime())) return text;
      return new Intl.DateTimeFormat(LANGUAGE, change.dateOnly ? { dateStyle: 'medium', timeZone: 'UTC' } : { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date);
    }
    case 'Number': case 'Currency': {
      const number = Number(text);
      return Number.isFinite(number) ? new Intl.NumberFormat(LANGUAGE).format(number) : text;
    }
    case 'Boolean': return text === 'true' ? 'Yes' : 'No';
    default: return text;
  }
}

export interface MailRequest {
  event: ChangeEvent;
  config: BoardConfig;
  reason: Reason;
  to: EventPerson;
  appUrl: string;
}

/** The mail of one reason to one person about a change: the rule's template (or the assignment's), filled and sanitised. */
export function composeMail({ event, config, reason, to, appUrl }: MailRequest): OutgoingMail {
  const rule = reason.kind === 'rule' ? config.notificationsDefinition.rules[reason.ruleIndex] : null;
  const item = event.after ?? event.before;
  const title = String(item?.values[config.titleFieldName] ?? item?.values.Title ?? `#${event.itemId}`);
  const changes: ChangedValue[] = event.changes.map((change) => ({ field: change.name, before: readable(change, change.before), after: readable(change, change.after) }));
  const html = sanitizeMailHtml(fillMessage(rule?.message || ASSIGNED_MESSAGE, {
    recipientName: to.name,
    editor: event.editor.name,
    task: { url: taskUrl(appUrl, event), title },
    board: { url: boardUrl(appUrl, event), name: config.name },
    commentHtml: event.comment ? sanitizeRichText(event.comment) : '',
    changes,
    changeHeadings: { field: 'Field', before: 'Old value', after: 'New value' },
  }));
  const about = !rule ? `${title} was assigned to you` : hasSystemRuleName(rule) ? `New comment on ${title}` : `${rule.name}: ${title}`;
  return { to: { name: to.name, address: to.email || to.login }, subject: `[${config.name}] ${about}`, html, text: plainTextOf(html) };
}
