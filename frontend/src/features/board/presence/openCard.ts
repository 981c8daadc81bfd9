import { PERMISSION, type Permission, type TasksResponse, cardIdOf } from '@listboard/shared';
import type { OpenCard } from './usePresenceReports';

const NO_CARD: OpenCard = { card: null, editing: false };

/**
 * The card whose dialog the route shows (`:listID/:itemID` below the board), and whether it opens to edit:
 * the card's own edit right where the board shows it, else the board's level (a new item has no card yet).
 */
export function openCardOf(
  route: { listID?: string; itemID?: string } | undefined,
  tasks: TasksResponse | undefined,
  level: Permission | undefined,
): OpenCard {
  const itemId = Number(route?.itemID);
  if (!route?.listID || !Number.isInteger(itemId) || itemId <= 0) return NO_CARD;
  const card = cardIdOf(route.listID, itemId);
  const shown = tasks?.rows.flatMap((row) => row.columns.flatMap((column) => column.items)).find((item) => item.uniqueID === card);
  return { card, editing: shown ? shown.allowEdit : level === PERMISSION.Edit };
}
