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
 * A people picker's results: the people first, then the groups, as Microsoft 365's picker lists a person before a
 * group of the same name; the first `limit` of them.
 */
export function peopleThenGroups<T>(people: readonly T[], groups: readonly T[], limit: number): T[] {
  return [...people, ...groups].slice(0, limit);
}
