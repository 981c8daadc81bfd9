import { type BoardConfig, type CardLabel, type CardUser, defaultLabelColor, labelFontColor, remembered } from '@listboard/shared';
import type { SiteGroup, SiteUser } from '../../ports/listHost';

/** What the cards of one answer share: its people and labels, read once and then the same objects on every card. */
export interface CardParts {
  /** A person of a person field (a group where the field allows them), by id. */
  member(id: number): CardUser;
  /** An author, editor or watcher: always a person, by id. */
  person(id: number): CardUser;
  /** The label named `name` at `index` of a card's labels, in the board's colour for it. */
  label(name: string, index: number): CardLabel;
}

function cardUser(user: SiteUser | undefined, id: number, group?: SiteGroup): CardUser {
  if (user) return { id, name: user.name, login: user.login, isGroup: false };
  // A group's login is its name, as permission lists and the people search name it.
  return group ? { id, name: group.name, login: group.name, isGroup: true } : { id, name: 'NOT FOUND', isGroup: false };
}

// Kept for one answer only, so its people and labels bound what is remembered.
const ONE_ANSWER = Number.POSITIVE_INFINITY;

/** `make` of each key once, for the answer these parts belong to. */
const once = <K, V>(make: (key: K) => V) => remembered(make, ONE_ANSWER);

/**
 * A board answer's thousands of cards name a few dozen people and a handful of labels: making each once keeps the
 * answer's allocations, and the packer's comparisons of people, small (docs/performance.md).
 */
export function cardPartsOf(board: BoardConfig, users: ReadonlyMap<number, SiteUser>, groups: ReadonlyMap<number, SiteGroup>): CardParts {
  // The first of the board's colours whose name matches, ignoring case, as the label settings match them.
  const colors = new Map<string, string>();
  for (const { name, color } of board.labelsColors) if (!colors.has(name.toLowerCase())) colors.set(name.toLowerCase(), color);
  const boardColorOf = once((name: string) => colors.get(name.toLowerCase()) ?? null);
  const labelsIn = once((color: string) => once((name: string) => ({ name, color, fontColor: labelFontColor(color) })));
  const member = once((id: number) => cardUser(users.get(id), id, groups.get(id)));
  return {
    member,
    // A person who is also a member of some card is the same object there, so the packer knows them at a glance.
    person: once((id: number) => (users.has(id) ? member(id) : cardUser(undefined, id))),
    label: (name, index) => labelsIn(boardColorOf(name) ?? defaultLabelColor(index))(name),
  };
}
