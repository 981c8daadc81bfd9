/**
 * The people a comment @mentions. The comment box writes a mention as a link to `mailto:{login}`
 * named `@{name}` (a link survives the rich-text sanitiser and still reads as the person), so every
 * mailto link of a comment is a mention.
 */
export function mentionedLogins(html: string): string[] {
  const found = [...html.matchAll(/<a\b[^>]*\bhref="mailto:([^"?]+)[^"]*"/gi)].map((match) => decodeURIComponent(match[1]).trim().toLowerCase());
  return [...new Set(found.filter(Boolean))];
}

/**
 * The people a comment @mentions: the mailto links of a rich comment, and the site users its writer
 * picked whose `@Name` the text still shows (a plain-text comment holds no links; a mention deleted
 * from the text before sending is no mention).
 */
export function mentionedIn(comment: string, picked: readonly string[], users: readonly { login: string; name: string }[]): string[] {
  const wanted = new Set(picked.map((login) => login.toLowerCase()));
  const named = users.filter((user) => wanted.has(user.login.toLowerCase()) && comment.includes(`@${user.name}`)).map((user) => user.login.toLowerCase());
  return [...new Set([...mentionedLogins(comment), ...named])];
}
