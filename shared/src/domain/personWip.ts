/**
 * WIP per person (docs/reporting.md#wip-per-person): a board may limit how many started, unfinished cards one
 * person is assigned, besides its cells' limits. A write that would add to a person's load past the limit is
 * refused for that person; a write that adds nothing to anyone's load passes, even where a load is already over
 * (a limit lowered later, or cards assigned outside Listboard).
 */

/** A card as the rule sees it: where it is and who is assigned. */
export interface LoadCard {
  id: string;
  column: string;
  people: readonly number[];
}

/** Each person's load: the started cards assigned to them. */
export function loadsOf(cards: readonly Omit<LoadCard, 'id'>[], started: ReadonlySet<string>): Map<number, number> {
  const loads = new Map<number, number>();
  for (const card of cards) {
    if (!started.has(card.column)) continue;
    for (const person of new Set(card.people)) loads.set(person, (loads.get(person) ?? 0) + 1);
  }
  return loads;
}

/**
 * The people a write would take past `limit`: `after` is the card as the write leaves it (a new card, a move,
 * a changed assignment), `cards` the board's cards before it. A person whose load the write does not raise is
 * never named.
 */
export function peopleOverLimit(limit: number, started: ReadonlySet<string>, cards: readonly LoadCard[], after: LoadCard): number[] {
  const before = cards.find((card) => card.id === after.id);
  const wasCounted = (person: number) => Boolean(before && started.has(before.column) && before.people.includes(person));
  if (!started.has(after.column)) return [];
  const loads = loadsOf(cards, started);
  return [...new Set(after.people)].filter((person) => !wasCounted(person) && (loads.get(person) ?? 0) + 1 > limit).sort((a, b) => a - b);
}
