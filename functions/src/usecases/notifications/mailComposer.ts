import {
  type BoardConfig,
  type ChangedValue,
  type Reason,
  combineChanges,
  escapeHtml,
  fillMessage,
  hasSystemRuleName,
  isCommentRule,
  textAsHtml,
} from '@listboard/shared';
import type { ChangeEvent, EventPerson } from '../../ports/changeQueue';
import type { OutgoingMail } from '../../ports/mailer';
import { sanitizeRichText } from '../common/richText';
import { boardUrl, finishedMail, readableValue, taskUrl } from './mailParts';
import { type MailLanguage, mailTexts, templateIn } from './mailTexts';

/** Why a person hears about a card, and the changes (oldest first) that gave the reason. */
export interface MailPart {
  reason: Reason;
  events: readonly ChangeEvent[];
}

export interface MailRequest {
  /** The reasons, in the order they first arose; all about one card. */
  parts: readonly MailPart[];
  config: BoardConfig;
  to: EventPerson;
  appUrl: string;
  language: MailLanguage;
  /** The zone dates with a time are written in: the board's. */
  timeZone: string;
  /** The signed link that unsubscribes the recipient from the card, when a reason lets people unsubscribe. */
  unsubscribeUrl?: string;
}

const ruleOf = (config: BoardConfig, reason: Reason) =>
  reason.kind === 'rule' ? config.notificationsDefinition.rules[reason.ruleIndex] : null;

/** A comment as a mail shows it: a rich-text note's HTML sanitised; plain text as text, whatever markup it holds. */
const commentHtmlOf = (event: ChangeEvent) =>
  event.comment && (event.commentIsRich ? sanitizeRichText(event.comment) : textAsHtml(event.comment));

function commentsHtml(comments: readonly { editor: string; html: string }[]): string {
  if (comments.length === 1) return comments[0].html;
  return comments.map((comment) => `<p><strong>${escapeHtml(comment.editor)}</strong></p>${comment.html}`).join('');
}

/** One reason's part of the message: its rule's template (or the assignment's), filled with the changes combined. */
function sectionOf(request: MailRequest, part: MailPart, title: string): string {
  const { config, to, appUrl, language, timeZone } = request;
  const texts = mailTexts(language);
  const combined = combineChanges(
    part.events.map((event) => ({ editor: event.editor.name, changes: event.changes, comment: commentHtmlOf(event) })),
  );
  const changes: ChangedValue[] = combined.changes.map((change) => ({
    field: change.name,
    before: readableValue(change.type, change.dateOnly, change.before, language, timeZone),
    after: readableValue(change.type, change.dateOnly, change.after, language, timeZone),
  }));
  const card = part.events[0];
  const message = ruleOf(config, part.reason)?.message;
  return fillMessage(message ? templateIn(message, language) : texts.assignedMessage, {
    recipientName: to.name,
    editor: new Intl.ListFormat(language, { type: 'conjunction' }).format(combined.editors),
    tasks: [{ url: taskUrl(appUrl, card), title }],
    board: { url: boardUrl(appUrl, card), name: config.name },
    commentHtml: commentsHtml(combined.comments),
    changes,
    changeHeadings: texts.headings,
  });
}

/**
 * The comment rules (10-13) all tell the comments: a person they name for several reasons (the card's
 * creator, mentioned in it) reads each comment once, under the words of the first of those rules.
 */
function commentsOnce(config: BoardConfig, parts: readonly MailPart[]): readonly MailPart[] {
  const isComment = (part: MailPart) => {
    const rule = ruleOf(config, part.reason);
    return rule !== null && isCommentRule(rule);
  };
  const comments = parts.filter(isComment);
  if (comments.length < 2) return parts;
  const events = [...new Map(comments.flatMap((part) => part.events).map((event) => [event.id, event])).values()].sort((a, b) =>
    a.at.localeCompare(b.at),
  );
  return parts
    .filter((part) => !isComment(part) || part === comments[0])
    .map((part) => (part === comments[0] ? { reason: part.reason, events } : part));
}

/**
 * The message to one person about one card: for each reason they hear about it, the rule's template
 * (or the assignment's) filled with that reason's changes, combined when there were several; sanitised.
 */
export function composeMail(request: MailRequest): OutgoingMail {
  const { config, to, language, unsubscribeUrl, appUrl } = request;
  const parts = commentsOnce(config, request.parts);
  const texts = mailTexts(language);
  const latest = parts.flatMap((part) => part.events).reduce((newest, event) => (event.at > newest.at ? event : newest));
  const item = latest.after ?? latest.before;
  const title = String(item?.values[config.titleFieldName] ?? item?.values.Title ?? `#${latest.itemId}`);
  const html = parts.map((part) => sectionOf(request, part, title)).join('<hr>');
  const rule = ruleOf(config, parts[0].reason);
  const about =
    parts.length > 1
      ? texts.changesSubject(title)
      : !rule
        ? texts.assignedSubject(title)
        : hasSystemRuleName(rule)
          ? texts.commentSubject(title)
          : `${rule.name}: ${title}`;
  const card = { title, url: taskUrl(appUrl, latest) };
  return finishedMail({ name: to.name, address: to.email || to.login }, `[${config.name}] ${about}`, html, {
    language,
    card,
    unsubscribeUrl,
  });
}
