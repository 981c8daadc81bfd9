import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPE, boardConfigSchema, notificationRuleSchema, withCommentRules } from '@listboard/shared';
import type { ChangeEvent } from '../../ports/changeQueue';
import { composeMail } from './mailComposer';

const completed = notificationRuleSchema.parse({
  name: 'Completed',
  message: '<p>{Editor} completed {TaskLink}</p>{ChangedValues}',
  conditions: [],
  users: [],
});
const rules = withCommentRules({ assignNotify: true, rules: [completed] }).rules;
const config = boardConfigSchema.parse({
  id: 'b1',
  name: 'Team tasks',
  titleFieldName: 'Title',
  source: { lists: [{ url: 'https://contoso.example/sites/team', listID: 'tasks', name: 'Tasks' }] },
  columnFieldName: 'Status',
  columnDefinitions: [
    { name: 'Open', value: 'Open' },
    { name: 'Done', value: 'Done' },
  ],
  notificationsDefinition: { assignNotify: true, rules },
});
const ruleIndex = (type: number) => config.notificationsDefinition.rules.findIndex((rule) => rule.notificationType === type);
const megan = { id: 3, login: 'megan@contoso.example', name: 'Megan Bowen', email: 'megan@contoso.example' };

function event(id: string, at: string, editor: string, extra: Partial<ChangeEvent> = {}): ChangeEvent {
  const item = { id: 7, values: { Title: 'Plan the offsite' }, created: at, modified: at, authorId: 1, editorId: 1 };
  return {
    id,
    tenant: 'https://contoso.example',
    siteUrl: 'https://contoso.example/sites/team',
    boardId: 'b1',
    listId: 'tasks',
    itemId: 7,
    kind: 'updated',
    at,
    editor: { id: 1, login: `${editor}@x`, name: editor, email: '' },
    before: item,
    after: item,
    fields: [],
    changes: [],
    comment: null,
    commentatorIds: [],
    mentionedLogins: [],
    people: [],
    ...extra,
  };
}
const request = { config, to: megan, appUrl: 'https://app.example', language: 'en-US' as const, timeZone: 'UTC' };

describe('composeMail', () => {
  it('writes one reason as before: its subject, its template, the changes of its events combined', () => {
    const status = (before: string, after: string) => ({
      field: 'Status',
      name: 'Status',
      type: 'Choice' as const,
      dateOnly: false,
      before,
      after,
    });
    const mail = composeMail({
      ...request,
      parts: [
        {
          reason: { kind: 'rule', ruleIndex: 0 },
          events: [
            event('e1', '2026-11-25T10:00:00Z', 'Alex Wilber', { changes: [status('Open', 'Doing')] }),
            event('e2', '2026-11-25T10:00:20Z', 'Adele Vance', { changes: [status('Doing', 'Done')] }),
          ],
        },
      ],
    });
    expect(mail.subject).toBe('[Team tasks] Completed: Plan the offsite');
    expect(mail.html).toContain('Alex Wilber and Adele Vance completed');
    expect(mail.html).toContain('<td>Status</td><td>Open</td><td>Done</td>');
  });

  it('puts several reasons in one message under a subject of its own, the comments once however many comment rules name the person', () => {
    const comment = (id: string, at: string, who: string, text: string) =>
      event(id, at, who, { kind: 'commented', comment: `<p>${text}</p>`, commentIsRich: true });
    const mail = composeMail({
      ...request,
      parts: [
        { reason: { kind: 'assigned' }, events: [event('e1', '2026-11-25T10:00:00Z', 'Alex Wilber')] },
        {
          reason: { kind: 'rule', ruleIndex: ruleIndex(NOTIFICATION_TYPE.NewCommentCreatedBy) },
          events: [comment('e2', '2026-11-25T10:00:05Z', 'Alex Wilber', 'First')],
        },
        {
          reason: { kind: 'rule', ruleIndex: ruleIndex(NOTIFICATION_TYPE.NewCommentMention) },
          events: [comment('e3', '2026-11-25T10:00:09Z', 'Adele Vance', 'Second')],
        },
      ],
    });
    expect(mail.subject).toBe('[Team tasks] Changes to Plan the offsite');
    expect(mail.html.split(/<hr\s*\/?>/)).toHaveLength(2);
    expect(mail.html.match(/First/g)).toHaveLength(1);
    expect(mail.html).toMatch(/<strong>Alex Wilber<\/strong><\/p><p>First<\/p><p><strong>Adele Vance<\/strong><\/p><p>Second<\/p>/);
  });

  it('keeps the comment subject when only comment rules speak', () => {
    const commented = event('e1', '2026-11-25T10:00:00Z', 'Alex Wilber', { kind: 'commented', comment: '<p>Hi</p>', commentIsRich: true });
    const mail = composeMail({
      ...request,
      parts: [
        { reason: { kind: 'rule', ruleIndex: ruleIndex(NOTIFICATION_TYPE.NewCommentCreatedBy) }, events: [commented] },
        { reason: { kind: 'rule', ruleIndex: ruleIndex(NOTIFICATION_TYPE.NewCommentMention) }, events: [commented] },
      ],
    });
    expect(mail.subject).toBe('[Team tasks] New comment on Plan the offsite');
    expect(mail.html.match(/Hi/g)).toHaveLength(1);
  });

  it('keeps a plain-text comment text, markup and line breaks included; only a rich one is HTML', () => {
    const typed = '<a href="https://phish.example/">Reset your password</a>';
    const told = (comment: string, commentIsRich?: boolean) =>
      composeMail({
        ...request,
        parts: [
          {
            reason: { kind: 'rule', ruleIndex: ruleIndex(NOTIFICATION_TYPE.NewCommentCreatedBy) },
            events: [
              event('e1', '2026-11-25T10:00:00Z', 'Alex Wilber', {
                kind: 'commented',
                comment,
                ...(commentIsRich !== undefined && { commentIsRich }),
              }),
            ],
          },
        ],
      });
    for (const plain of [told(`Please:\n${typed}`), told(`Please:\n${typed}`, false)]) {
      expect(plain.html).not.toContain('<a href="https://phish.example/"');
      expect(plain.html).toContain('Please:<br />&lt;a href=');
      expect(plain.text).toContain(`Please:\n${typed}`);
    }
    const rich = told(`<p>Please: ${typed}</p><script>alert(1)</script>`, true);
    expect(rich.html).toContain('<p>Please: <a href="https://phish.example/">Reset your password</a></p>');
    expect(rich.html).not.toContain('<script');
  });
});
