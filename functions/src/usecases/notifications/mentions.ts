/**
 * The people a comment @mentions. The comment box writes a mention as a link to `mailto:{login}`
 * named `@{name}` (a link survives the rich-text sanitiser and still reads as the person), so every
 * mailto link of a comment is a mention.
 */
export function mentionedLogins(html: string): string[] {
  const found = [...html.matchAll(/<a\b[^>]*\bhref="mailto:([^"?]+)[^"]*"/gi)].map((match) => decodeURIComponent(match[1]).trim().toLowerCase());
  return [...new Set(found.filter(Boolean))];
}
