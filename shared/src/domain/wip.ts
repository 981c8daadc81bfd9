/** Work-in-progress limits (spec 1, sections 4 and 5). */
export interface WipLimited {
  limit: number | null;
  isActiveWipLimit: boolean;
}

export function hasWipLimit(column: WipLimited): boolean {
  return column.isActiveWipLimit && (column.limit ?? 0) > 0;
}

/** A column (in its row) at or past its limit takes no more cards and hides its add button. */
export function isWipFull(column: WipLimited, itemCount: number): boolean {
  return hasWipLimit(column) && itemCount >= (column.limit as number);
}

/** The header warning: the count is above a positive limit. */
export function isWipExceeded(column: WipLimited, itemCount: number): boolean {
  return hasWipLimit(column) && itemCount > (column.limit as number);
}

/**
 * Whether a card may be dropped into a cell that currently holds `cellItemIds`.
 * A card already in the cell (a reorder) never counts against the limit.
 */
export function canDropIntoCell(column: WipLimited, cellItemIds: readonly string[], movedId: string): boolean {
  if (cellItemIds.includes(movedId)) return true;
  return !isWipFull(column, cellItemIds.length);
}
