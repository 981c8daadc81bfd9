import type { MessageTag } from '../boardConfig/notificationRules';

/** A changed field as a message shows it: the values already formatted for the recipient. */
export interface ChangedValue {
  field: string;
  before: string;
  after: string;
}

export interface MessageTask {
  url: string;
  title: string;
  unsubscribe?: { url: string; text: string };
}

/** What a message's tags stand for. Links carry their address and the text they show. */
export interface MessageValues {
  recipientName: string;
  editor: string;
  /**
   * The card, or the cards of a reminder's digest (a list then); each may carry the link that
   * unsubscribes the recipient from it, with its text in their language.
   */
  tasks: readonly MessageTask[];
  board: { url: string; name: string };
  /** The new comment, as sanitised HTML; empty when the change is no comment. */
  commentHtml: string;
  changes: readonly ChangedValue[];
  /** The heading words of the changes table, in the recipient's language. */
  changeHeadings: { field: string; before: string; after: string };
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML shows it literally: nothing in a value or a name can become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

/** Plain text as an HTML paragraph that shows it: escaped, its line breaks kept. */
export function textAsHtml(text: string): string {
  return `<p>${escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>')}</p>`;
}

const link = (url: string, text: string) => `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;

function taskLinks(tasks: readonly MessageTask[]): string {
  const entry = (task: MessageTask) =>
    link(task.url, task.title) + (task.unsubscribe ? ` (${link(task.unsubscribe.url, task.unsubscribe.text)})` : '');
  if (tasks.length === 1 && !tasks[0].unsubscribe) return entry(tasks[0]);
  return `<ul>${tasks.map((task) => `<li>${entry(task)}</li>`).join('')}</ul>`;
}

function changesTable(values: MessageValues): string {
  if (values.changes.length === 0) return '';
  const { field, before, after } = values.changeHeadings;
  const head = `<tr><th align="left">${escapeHtml(field)}</th><th align="left">${escapeHtml(before)}</th><th align="left">${escapeHtml(after)}</th></tr>`;
  const rows = values.changes.map(
    (change) => `<tr><td>${escapeHtml(change.field)}</td><td>${escapeHtml(change.before)}</td><td>${escapeHtml(change.after)}</td></tr>`,
  );
  return `<table cellpadding="4" border="1" style="border-collapse:collapse">${head}${rows.join('')}</table>`;
}

/**
 * The rule's HTML with its tags (MESSAGE_TAGS) filled. Every value is escaped, and the comment comes
 * already sanitised; the template itself is the board owner's HTML, which the mailer sanitises as a whole.
 */
export function fillMessage(template: string, values: MessageValues): string {
  const filled: Record<MessageTag, string> = {
    '{RecipientName}': escapeHtml(values.recipientName),
    '{Editor}': escapeHtml(values.editor),
    '{TaskLink}': taskLinks(values.tasks),
    '{BoardLink}': link(values.board.url, values.board.name),
    '{CommentValue}': values.commentHtml,
    '{ChangedValues}': changesTable(values),
  };
  return template.replace(/\{[A-Za-z]+\}/g, (tag) => (tag in filled ? filled[tag as MessageTag] : tag));
}

const BLOCK_END = /<\/(p|div|h[1-6]|li|tr|blockquote|table)>|<(br|hr)\s*\/?>/gi;

/** The plain-text part of a message: its text with line breaks where blocks end, links followed by their address. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, '$2 ($1)')
    .replace(/<\/t[dh]>/gi, '\t')
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
