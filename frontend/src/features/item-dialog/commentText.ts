/** Someone @mentioned in a comment: the name the text shows and the sign-in name their mail goes to. */
export interface Mention {
  name: string;
  login: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]);

/**
 * A comment typed as text, as the HTML a rich comments field keeps: the text escaped, its lines kept,
 * and each `@Name` of a person mentioned through the picker a mailto link, which is how the server
 * knows whom a comment mentions (the comment rule "to the people mentioned in it").
 */
export function commentHtml(text: string, mentions: readonly Mention[]): string {
  const html = escape(text.trim());
  // One pass with the longest names first, so that '@Alex Wilber' is never read as '@Alex' and a rest.
  const byShown = new Map(mentions.map((mention) => [escape(`@${mention.name}`), mention]));
  const names = [...byShown.keys()].sort((a, b) => b.length - a.length).map((shown) => shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const linked = names.length === 0 ? html : html.replace(new RegExp(names.join('|'), 'g'), (shown) => {
    const mention = byShown.get(shown) as Mention;
    return `<a href="mailto:${escape(mention.login)}">${shown}</a>`;
  });
  return `<p>${linked.replace(/\r?\n/g, '<br>')}</p>`;
}
