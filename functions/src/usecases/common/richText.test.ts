import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './richText';

describe('rich text sanitising', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeRichText('<p><b>Bold</b> and <em>soft</em></p><ul><li>one</li></ul>')).toBe('<p><b>Bold</b> and <em>soft</em></p><ul><li>one</li></ul>');
    expect(sanitizeRichText('<a href="https://x.test">x</a>')).toBe('<a href="https://x.test" rel="noopener noreferrer" target="_blank">x</a>');
  });
  it('drops scripts, handlers, styles and unsafe URLs', () => {
    expect(sanitizeRichText('<p onclick="evil()">hi<script>alert(1)</script></p>')).toBe('<p>hi</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer" target="_blank">x</a>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)><style>p{}</style>ok')).toBe('ok');
  });
});
