import { describe, expect, it } from 'vitest';
import { escapeHtml, fillMessage, plainTextOf, type MessageValues } from './messageTemplate';

const values: MessageValues = {
  recipientName: 'Megan Bowen',
  editor: 'Alex <script>alert(1)</script>',
  tasks: [{ url: 'https://app.test/kanban/b1?itemId=7', title: '"><img src=x onerror=alert(1)>' }],
  board: { url: 'https://app.test/kanban/b1', name: 'Team & tasks' },
  commentHtml: '<p>Looks good</p>',
  changes: [{ field: 'Status', before: 'Open', after: '<b>Done</b>' }],
  changeHeadings: { field: 'Field', before: 'Old value', after: 'New value' },
};

describe('fillMessage', () => {
  it('fills every tag, escaping names, titles and values so that none becomes markup', () => {
    const html = fillMessage(
      '<p>Hello {RecipientName}, {Editor} changed {TaskLink} on {BoardLink}:</p>{ChangedValues}<blockquote>{CommentValue}</blockquote>',
      values,
    );
    expect(html).toContain('Hello Megan Bowen, Alex &lt;script&gt;alert(1)&lt;/script&gt; changed');
    expect(html).toContain('<a href="https://app.test/kanban/b1?itemId=7">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</a>');
    expect(html).toContain('<a href="https://app.test/kanban/b1">Team &amp; tasks</a>');
    expect(html).toContain('<td>Status</td><td>Open</td><td>&lt;b&gt;Done&lt;/b&gt;</td>');
    expect(html).toContain('<blockquote><p>Looks good</p></blockquote>');
    expect(html).not.toMatch(/<script|<img/);
  });

  it('lists the cards of a digest, each with its unsubscribe link when it has one', () => {
    const digest = fillMessage('{TaskLink}', {
      ...values,
      tasks: [
        { url: 'https://app.test/t/1', title: 'One' },
        { url: 'https://app.test/t/2', title: 'Two <b>', unsubscribe: { url: 'https://app.test/u/2', text: 'Unsubscribe' } },
      ],
    });
    expect(digest).toBe(
      '<ul><li><a href="https://app.test/t/1">One</a></li><li><a href="https://app.test/t/2">Two &lt;b&gt;</a> (<a href="https://app.test/u/2">Unsubscribe</a>)</li></ul>',
    );
  });

  it('leaves unknown tags as they are, and shows no table without changes', () => {
    expect(fillMessage('{Nope} {ChangedValues}', { ...values, changes: [] })).toBe('{Nope} ');
  });
});

describe('plainTextOf', () => {
  it('keeps the text, a line per block and each link with its address', () => {
    const text = plainTextOf(fillMessage('<p>Hello {RecipientName},</p><p>see {TaskLink}</p>{ChangedValues}', values));
    expect(text).toBe(
      'Hello Megan Bowen,\nsee "><img src=x onerror=alert(1)> (https://app.test/kanban/b1?itemId=7)\nField\tOld value\tNew value\nStatus\tOpen\t<b>Done</b>',
    );
  });
  it('escapes as HTML expects', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
