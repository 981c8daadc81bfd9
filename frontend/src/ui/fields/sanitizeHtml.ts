import DOMPurify from 'dompurify';

/** What the rich text editor produces; everything else (scripts, styles, event handlers) is dropped. */
const RICH_TEXT_CONFIG = {
  ALLOWED_TAGS: ['p', 'div', 'br', 'span', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a'],
  ALLOWED_ATTR: ['href'],
};

/** Rich text from a list or from the editor, safe to render as HTML. */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, RICH_TEXT_CONFIG);
}

/**
 * The value string of edited rich text: sanitized, and empty when nothing readable is left, so a
 * required rich text field with only empty paragraphs is refused (spec 3 section 5).
 */
export function richTextValue(html: string): string {
  const clean = sanitizeRichText(html);
  const probe = document.createElement('div');
  probe.innerHTML = clean;
  return (probe.textContent ?? '').trim() === '' ? '' : clean;
}
