import { MAX_MENTIONS } from '@listboard/shared';
import type { EventPerson } from '../../ports/changeQueue';
import type { ListHost, SiteUser } from '../../ports/listHost';

/**
 * The sign-in names a rich comment's links @mention. The comment box writes a mention as a link to
 * `mailto:{login}` named `@{name}` (a link survives the rich-text sanitiser and still reads as the
 * person). A plain-text comment holds no links, whatever it looks like.
 */
export function mentionedLogins(html: string): string[] {
  const found = [...html.matchAll(/<a\b[^>]*\bhref="mailto:([^"?]+)[^"]*"/gi)].map((match) =>
    decodeURIComponent(match[1]).trim().toLowerCase(),
  );
  return [...new Set(found.filter(Boolean))];
}

/** Whom a comment mentions: the people of the site it names, and what it names that is nobody's. */
export interface CommentMentions {
  people: EventPerson[];
  /** The sign-in names or addresses that are no person of the site, as the comment gave them (lower case). */
  unresolved: string[];
}

/** A comment as the board's comment field keeps it, with the sign-in names its writer picked in the comment box. */
export interface MentioningComment {
  text: string;
  isRich: boolean;
  picked: readonly string[];
}

/** What mentions are resolved against: the site's users and the organisation's directory. */
export type PeopleOfSite = Pick<ListHost, 'getSiteUsers' | 'searchPeople'>;

const named = (wanted: string) => (person: { login: string; email: string }) =>
  person.login.toLowerCase() === wanted || person.email.toLowerCase() === wanted;

/**
 * The person a sign-in name or address stands for: a user of the site, or else someone the
 * organisation's directory finds by exactly that name (SharePoint's people picker service; the
 * built-in store's directory is the site's users). Anything else is nobody: mail goes to people of the
 * site only, never to an address a comment makes up.
 */
async function personNamed(lists: PeopleOfSite, siteUrl: string, users: readonly SiteUser[], login: string): Promise<EventPerson | null> {
  const user = users.find(named(login));
  if (user) return { id: user.id, login: user.login, name: user.name, email: user.email };
  const person = (await lists.searchPeople(siteUrl, login, 10)).find(named(login));
  // Someone of the directory who is no site user yet has no site id: the mail finds them by sign-in name.
  return person ? { id: 0, login: person.login, name: person.name, email: person.email } : null;
}

/**
 * Whom a comment @mentions: each mailto link of a rich comment, and each person picked in the comment
 * box while their `@Name` is still in the text (a mention deleted before sending is none), each
 * resolved to a person of the site. What resolves to nobody is named back to the writer and told
 * nothing. A comment mentions at most MAX_MENTIONS people; names past them are not looked up.
 */
export async function resolveMentions(lists: PeopleOfSite, siteUrl: string, comment: MentioningComment): Promise<CommentMentions> {
  const linked = comment.isRich ? mentionedLogins(comment.text) : [];
  const candidates = [...new Set([...linked, ...comment.picked.map((login) => login.trim().toLowerCase())])];
  const mentions: CommentMentions = { people: [], unresolved: [] };
  if (candidates.length === 0) return mentions;
  const users = await lists.getSiteUsers(siteUrl);
  for (const login of candidates.slice(0, MAX_MENTIONS)) {
    const person = await personNamed(lists, siteUrl, users, login);
    if (!person) mentions.unresolved.push(login);
    else if (
      (linked.includes(login) || comment.text.includes(`@${person.name}`)) &&
      !mentions.people.some(named(person.login.toLowerCase()))
    )
      mentions.people.push(person);
  }
  mentions.unresolved.push(...candidates.slice(MAX_MENTIONS));
  return mentions;
}
