import { describe, expect, it } from 'vitest';
import { richTextValue, sanitizeRichText } from './sanitizeHtml';

describe('sanitizeRichText', () => {
  it('keeps the editor formatting and links', () => {
    const html = '<p><b>Bold</b> <i>it</i> <u>u</u></p><ul><li>one</li></ul><a href="https://example.com">link</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, handlers, styles and script URLs', () => {
    const clean = sanitizeRichText(
      '<p onclick="steal()" style="color:red">hi<script>steal()</script><img src=x onerror=steal()><a href="javascript:steal()">x</a></p>',
    );
    expect(clean).toBe('<p>hi<a>x</a></p>');
  });
});

describe('richTextValue', () => {
  it('is empty when only empty markup is left', () => {
    expect(richTextValue('<p><br></p><div> </div>')).toBe('');
    expect(richTextValue('<p>Text</p>')).toBe('<p>Text</p>');
  });
});
