import { describe, expect, it } from 'vitest';
import { commentHtml } from './commentText';

describe('commentHtml', () => {
  it('links each mentioned person by their sign-in name, keeps lines, and escapes the rest', () => {
    expect(commentHtml('@Megan Bowen can you check <this>?\nThanks', [{ name: 'Megan Bowen', login: 'megan@contoso.com' }])).toBe(
      '<p><a href="mailto:megan@contoso.com">@Megan Bowen</a> can you check &lt;this&gt;?<br>Thanks</p>',
    );
  });

  it('links a longer name whole when a shorter one is its start, and leaves a mention removed from the text out', () => {
    const mentions = [
      { name: 'Alex', login: 'alex@x' },
      { name: 'Alex Wilber', login: 'alexw@x' },
      { name: 'Nestor', login: 'nestor@x' },
    ];
    expect(commentHtml('@Alex Wilber and @Alex', mentions)).toBe(
      '<p><a href="mailto:alexw@x">@Alex Wilber</a> and <a href="mailto:alex@x">@Alex</a></p>',
    );
  });

  it('cannot be made to write markup through a name or a login', () => {
    const html = commentHtml('@<b>x</b>', [{ name: '<b>x</b>', login: '"><script>' }]);
    expect(html).toBe('<p><a href="mailto:&quot;&gt;&lt;script&gt;">@&lt;b&gt;x&lt;/b&gt;</a></p>');
  });
});
