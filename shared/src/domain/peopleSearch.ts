/**
 * Whether someone is found by a people search for `text`: one of their names (display name, mail, sign-in name, a
 * group's name) holds it, in any letter case. The built-in store's search, and a search among a group's members.
 */
export function matchesPeopleSearch(text: string, names: readonly string[]): boolean {
  const needle = text.trim().toLowerCase();
  return needle !== '' && names.some((name) => name.toLowerCase().includes(needle));
}

/** Whether `groups` (a person's groups, by name) holds the group `name`, in any letter case as SharePoint compares them. */
export function isInGroup(groups: readonly string[], name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return groups.some((group) => group.toLowerCase() === wanted);
}

/**
 * The members (user ids) of each of `groups`, by group id, from the groups each person carries: what a group that a
 * person field holds stands for in the rules that address its people (docs/board-page.md#groups-in-person-fields).
 */
export function membersByGroupId(
  groups: readonly { id: number; name: string }[],
  people: readonly { id: number; groups: readonly string[] }[],
): Map<number, number[]> {
  return new Map(groups.map((group) => [group.id, people.filter((person) => isInGroup(person.groups, group.name)).map((p) => p.id)]));
}

/**
 * A people picker's results: the people first, then the groups, as Microsoft 365's picker lists a person before a
 * group of the same name; the first `limit` of them.
 */
export function peopleThenGroups<T>(people: readonly T[], groups: readonly T[], limit: number): T[] {
  return [...people, ...groups].slice(0, limit);
}
