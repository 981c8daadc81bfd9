import type { TasksResponse } from '@listboard/shared';
import { sameCell } from './cells';
import { cellSortable, decideDrop, dropPlace, wipAllows, type DropDecision, type DropPoint } from './dropPlace';
import { applyMove, findCard, type CardPlace } from './moveCache';

/**
 * The drop preview: while a card is dragged over another cell it is drawn there, at the place it
 * would land (the index counted without it), so that cell's cards make room. Within the cell it is
 * drawn in, dnd-kit's sortable list opens the gap itself.
 */
export function withPreview(data: TasksResponse, activeId: string, preview: CardPlace | null): TasksResponse {
  return preview ? applyMove(data, activeId, preview, {}) : data;
}

/** What the drag over `point` does to the preview: nothing (same cell), a new place, or none (drawn at home). */
export type PreviewChange = { kind: 'keep' } | { kind: 'set'; preview: CardPlace | null };

export function previewOver(
  data: TasksResponse,
  shown: TasksResponse,
  activeId: string,
  point: DropPoint,
  allowSorting: boolean,
): PreviewChange {
  const drawn = findCard(shown, activeId);
  const home = findCard(data, activeId);
  if (!drawn || !home || sameCell(drawn, point.cell)) return { kind: 'keep' };
  // A full cell takes no card: it is marked full instead (see ColumnCell), and the card shows at home.
  if (!wipAllows(data, activeId, point.cell)) return { kind: 'set', preview: null };
  const sortable = cellSortable(data, point.cell, allowSorting);
  if (sameCell(home, point.cell) && !sortable) return { kind: 'set', preview: null };
  const place = dropPlace(shown, activeId, point, sortable);
  return { kind: 'set', preview: place && !(sameCell(home, place) && place.index === home.index) ? place : null };
}

/** Where a card lands, for the announcements: a place (1-based position among `count` cards) or a full cell. */
export type LandingPlace =
  { kind: 'place'; place: CardPlace; position: number; count: number } | { kind: 'full'; place: CardPlace; limit: number };

function landingAtPlace(data: TasksResponse, activeId: string, place: CardPlace): LandingPlace {
  const items = data.rows[place.rowIndex]?.columns[place.columnIndex]?.items ?? [];
  const others = items.filter((item) => item.uniqueID !== activeId).length;
  return { kind: 'place', place, position: Math.min(place.index, others) + 1, count: others + 1 };
}

/** Where the card would land if dropped over `point` now. */
export function landingOver(
  data: TasksResponse,
  shown: TasksResponse,
  activeId: string,
  point: DropPoint,
  allowSorting: boolean,
): LandingPlace | null {
  const column = data.rows[point.cell.rowIndex]?.columns[point.cell.columnIndex];
  if (!column) return null;
  if (!wipAllows(data, activeId, point.cell))
    return { kind: 'full', place: { ...point.cell, index: column.items.length }, limit: column.limit ?? 0 };
  const place = dropPlace(shown, activeId, point, cellSortable(data, point.cell, allowSorting));
  return place && landingAtPlace(data, activeId, place);
}

/** The drop's decision and where the card ends up (its home when nothing changes), for the announcement. */
export function dropOutcome(
  data: TasksResponse,
  shown: TasksResponse,
  activeId: string,
  point: DropPoint,
  allowSorting: boolean,
): { decision: DropDecision; landing: LandingPlace | null } {
  const decision = decideDrop(data, shown, activeId, point, allowSorting);
  if (decision.kind === 'move') return { decision, landing: landingAtPlace(data, activeId, decision.to) };
  if (decision.kind === 'refused-wip') return { decision, landing: landingOver(data, shown, activeId, point, allowSorting) };
  const home = findCard(data, activeId);
  return { decision, landing: home && landingAtPlace(data, activeId, home) };
}
