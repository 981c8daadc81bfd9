import { type ChosenView, type CurrentFilter, type FilterRule, viewListKey } from '@listboard/shared';

/** A filter's identity in the list: a public and a private filter may share a name, two private ones may not. */
export const filterKey = (rule: Pick<FilterRule, 'name' | 'isPrivate'>) => `${rule.isPrivate ? 'private' : 'public'}:${rule.name}`;

/** The filters the list offers: spec 1 section 5, a filter cannot be null; disabled filters are not offered. */
export function offeredFilters(all: readonly (FilterRule | null | undefined)[] | undefined): FilterRule[] {
  return (all ?? []).filter((f): f is FilterRule => Boolean(f?.name) && f!.isEnable !== false);
}

export function isActive(active: readonly FilterRule[], rule: FilterRule): boolean {
  return active.some((f) => filterKey(f) === filterKey(rule));
}

/** The active filters with `rule` switched on (replacing an active one of the same identity) or off. */
export function withFilter(active: readonly FilterRule[], rule: FilterRule, on: boolean): FilterRule[] {
  const others = active.filter((f) => filterKey(f) !== filterKey(rule));
  return on ? [...others, rule] : others;
}

/** Active filters the list does not hold: applied from the builder without saving. */
export function unsavedActive(active: readonly FilterRule[], saved: readonly FilterRule[]): FilterRule[] {
  return active.filter((f) => !saved.some((s) => filterKey(s) === filterKey(f)));
}

/** What the Filters button counts: every switched-on toggle of the panel (filters, people, lists, views). */
export function activeCount(filter: CurrentFilter): number {
  return filter.activeFilters.length + filter.users.length + filter.lists.length + filter.views.length;
}

export function isFiltering(filter: CurrentFilter): boolean {
  return activeCount(filter) > 0;
}

/** "Clear all": no filter, person, list or view. */
export function clearedFilter(filter: CurrentFilter): CurrentFilter {
  return { ...filter, activeFilters: [], users: [], lists: [], views: [] };
}

const sameView = (a: ChosenView, b: ChosenView) => a.id === b.id && viewListKey(a.listID) === viewListKey(b.listID);

export const isChosenView = (chosen: readonly ChosenView[], view: ChosenView) => chosen.some((other) => sameView(other, view));

/** The chosen views with one view of a list switched on or off. */
export function toggledView(chosen: readonly ChosenView[], view: ChosenView, on: boolean): ChosenView[] {
  const others = chosen.filter((other) => !sameView(other, view));
  return on ? [...others, view] : others;
}

/** Toggles one id in a list of ids compared as text (people ids arrive as numbers or strings). */
export function toggledId<T extends string | number>(ids: readonly T[], id: T, on: boolean): T[] {
  const others = ids.filter((x) => String(x) !== String(id));
  return on ? [...others, id] : others;
}
