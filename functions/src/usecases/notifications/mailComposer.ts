import { type BoardConfig, type ChangedValue, type Reason, fillMessage, hasSystemRuleName } from '@listboard/shared';
import type { ChangeEvent, EventPerson } from '../../ports/changeQueue';
import type { OutgoingMail } from '../../ports/mailer';
import { sanitizeRichText } from '../common/richText';
import { boardUrl, finishedMail, readableValue, taskUrl } from './mailParts';
import { type MailLanguage, mailTexts } from './mailTexts';

export interface MailRequest {
  event: ChangeEvent;
  config: BoardConfig;
  reason: Reason;
  to: EventPerson;
  appUrl: string;
  language: MailLanguage;
  /** The zone dates with a time are written in: the board's. */
  timeZone: string;
  /** The signed link that unsubscribes the recipient from the card, when the reason lets people unsubscribe. */
  unsubscribeUrl?: string;
}

/** The mail of one reason to one person about a change: the rule's template (or the assignment's), filled and sanitised. */
export function composeMail({ event, config, reason, to, appUrl, language, timeZone, unsubscribeUrl }: MailRequest): OutgoingMail {
  const texts = mailTexts(language);
  const rule = reason.kind === 'rule' ? config.notificationsDefinition.rules[reason.ruleIndex] : null;
  const item = event.after ?? event.before;
  const title = String(item?.values[config.titleFieldName] ?? item?.values.Title ?? `#${event.itemId}`);
  const changes: ChangedValue[] = event.changes.map((change) => ({
    field: change.name,
    before: readableValue(change.type, change.dateOnly, change.before, language, timeZone),
    after: readableValue(change.type, change.dateOnly, change.after, language, timeZone),
  }));
  const html = fillMessage(rule?.message || texts.assignedMessage, {
    recipientName: to.name,
    editor: event.editor.name,
    tasks: [{ url: taskUrl(appUrl, event), title }],
    board: { url: boardUrl(appUrl, event), name: config.name },
    commentHtml: event.comment ? sanitizeRichText(event.comment) : '',
    changes,
    changeHeadings: texts.headings,
  });
  const about = !rule ? texts.assignedSubject(title) : hasSystemRuleName(rule) ? texts.commentSubject(title) : `${rule.name}: ${title}`;
  return finishedMail({ name: to.name, address: to.email || to.login }, `[${config.name}] ${about}`, html, language, unsubscribeUrl);
}
