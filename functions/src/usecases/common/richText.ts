import sanitizeHtml from 'sanitize-html';

const RICH_TEXT_TAGS = [
  'p',
  'div',
  'span',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h1',
  'h2',
  'h3',
  'blockquote',
  'code',
  'pre',
];

/**
 * Rich text (notes, comments) is sanitised on the way in: formatting, lists, headings and links
 * stay; scripts, styles, event handlers and other URL schemes go (the page sanitises again on render).
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: RICH_TEXT_TAGS,
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

/**
 * A mail's HTML: the board owner's template may hold any HTML, so a message keeps what rich text
 * keeps, plus the table of changed values, and nothing active.
 */
export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS, 'table', 'tr', 'th', 'td', 'hr'],
    allowedAttributes: { a: ['href'], table: ['cellpadding', 'border', 'style'], th: ['align'] },
    allowedStyles: { table: { 'border-collapse': [/^collapse$/] } },
    allowedSchemes: ['http', 'https', 'mailto'],
  });
}
