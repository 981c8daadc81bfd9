/** The @mention being typed in a comment: where its @ is and the name typed after it so far. */
export interface TypedMention {
  start: number;
  query: string;
}

// Longer than any display name: past it the @ is taken for something else than a person.
const LONGEST_NAME = 60;

/**
 * The mention the caret is in: an @ at the start of the text or after white space (so an address is
 * none), followed on the same line by a name that does not start with a space.
 */
export function mentionBeingTyped(text: string, caret: number): TypedMention | null {
  const before = text.slice(0, caret);
  const match = /(?:^|\s)@([^\s@][^\n@]*)?$/.exec(before);
  if (!match) return null;
  const query = match[1] ?? '';
  if (query.length > LONGEST_NAME) return null;
  return { start: caret - query.length - 1, query };
}

/** The text with the typed mention replaced by `@Name ` and the caret just after it. */
export function insertMention(text: string, typed: TypedMention, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  const rest = text.slice(typed.start + 1 + typed.query.length).replace(/^ /, '');
  return { text: text.slice(0, typed.start) + inserted + rest, caret: typed.start + inserted.length };
}

/** How many of the site's people the box suggests before the directory search starts. */
export const NEARBY_SUGGESTIONS = 8;

/**
 * The site's people whose name (any of its words) or sign-in name starts with what was typed after the
 * @, in name order: suggested from the first letter, before the directory's search (three letters) starts.
 */
export function nearbyMatches<P extends { name: string; login: string; isGroup?: boolean }>(people: readonly P[], query: string): P[] {
  const typed = query.trim().toLocaleLowerCase();
  const starts = (person: P) =>
    [...person.name.toLocaleLowerCase().split(/\s+/), person.name.toLocaleLowerCase(), person.login.toLocaleLowerCase()].some((word) =>
      word.startsWith(typed),
    );
  return people
    .filter((person) => person.login !== '' && !person.isGroup && starts(person))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, NEARBY_SUGGESTIONS);
}
