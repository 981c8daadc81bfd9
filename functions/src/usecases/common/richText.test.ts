import { describe, expect, it } from 'vitest';
import { sanitizeMailHtml, sanitizeRichText } from './richText';

describe('rich text sanitising', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeRichText('<p><b>Bold</b> and <em>soft</em></p><ul><li>one</li></ul>')).toBe(
      '<p><b>Bold</b> and <em>soft</em></p><ul><li>one</li></ul>',
    );
    expect(sanitizeRichText('<a href="https://x.test">x</a>')).toBe(
      '<a href="https://x.test" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });
  it('drops scripts, handlers, styles and unsafe URLs', () => {
    expect(sanitizeRichText('<p onclick="evil()">hi<script>alert(1)</script></p>')).toBe('<p>hi</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer" target="_blank">x</a>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)><style>p{}</style>ok')).toBe('ok');
  });
});

describe('mail sanitising', () => {
  it('keeps the changes table and links, and nothing active', () => {
    const table =
      '<table cellpadding="4" border="1" style="border-collapse:collapse"><tr><th align="left">Field</th></tr><tr><td>Status</td></tr></table>';
    expect(sanitizeMailHtml(table)).toBe(table);
    expect(sanitizeMailHtml('<p onclick="x()">Hi <a href="https://a.test/b" onmouseover="x()">b</a><script>x()</script></p>')).toBe(
      '<p>Hi <a href="https://a.test/b">b</a></p>',
    );
    expect(sanitizeMailHtml('<td style="background:url(javascript:x)">a</td><img src=x>')).toBe('<td>a</td>');
  });
});
