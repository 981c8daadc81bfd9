import { escapeHtml } from '@listboard/shared';

/** Someone @mentioned in a comment: the name the text shows and the sign-in name their mail goes to. */
export interface Mention {
  name: string;
  login: string;
}

/**
 * A comment typed as text, as the HTML a rich comments field keeps: the text escaped, its lines kept,
 * and each `@Name` of a person mentioned through the picker a mailto link, which is how the server
 * knows whom a comment mentions (the comment rule "to the people mentioned in it").
 */
export function commentHtml(text: string, mentions: readonly Mention[]): string {
  const html = escapeHtml(text.trim());
  // One pass with the longest names first, so that '@Alex Wilber' is never read as '@Alex' and a rest.
  const byShown = new Map(mentions.map((mention) => [escapeHtml(`@${mention.name}`), mention]));
  const names = [...byShown.keys()].sort((a, b) => b.length - a.length).map((shown) => shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const linked =
    names.length === 0
      ? html
      : html.replace(new RegExp(names.join('|'), 'g'), (shown) => {
          const mention = byShown.get(shown) as Mention;
          return `<a href="mailto:${escapeHtml(mention.login)}">${shown}</a>`;
        });
  return `<p>${linked.replace(/\r?\n/g, '<br>')}</p>`;
}
