import { type Field, type ListView, matchesActiveFilters } from '@listboard/shared';
import type { ListItemRecord, ListSchema, SiteUser } from '../../ports/listHost';

/**
 * The items that pass one of the views, judged by the board's filter rule (each view a filter joined
 * by OR). 'Today' is the UTC day, as for the board's own filters; people conditions may name a site
 * user by id or name, lookups by id.
 */
export function itemsInViews(
  list: ListSchema,
  views: readonly ListView[],
  items: readonly ListItemRecord[],
  users: readonly SiteUser[],
): ListItemRecord[] {
  const names = new Map(users.map((user) => [user.id, user.name]));
  const context = { fields: list.fields as readonly Field[], now: new Date(), userName: (id: number) => names.get(id) };
  const filters = views.map((view) => ({ conditions: view.conditions, operand: 'OR' as const }));
  return items.filter((item) => matchesActiveFilters(filters, item, context));
}
