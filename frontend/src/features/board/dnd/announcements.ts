import type { Active, Announcements, Over, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { MessageKey, Translate } from '../../../i18n/i18n';
import { parseCellId } from './cells';

/** Where a dragged card would land, as a screen reader hears it; `lane` is null on boards without swimlanes. */
export type Landing =
  | { kind: 'place'; column: string; lane: string | null; position: number; count: number }
  | { kind: 'full'; column: string; lane: string | null; limit: number };

/**
 * What the announcements read. dnd-kit announces right after the board's own handler of the same event
 * ran, so `current` is where that handler found the card lands: at pick-up its own place, while dragging
 * where a drop would put it, after the drop where it went.
 */
export interface DragDescriber {
  cardName(id: UniqueIdentifier): string;
  current(): Landing | null;
}

/** The cell a draggable or droppable belongs to: a card's sortable container, or the cell droppable itself. */
export function cellIdOf(entry: Active | Over | null): string | null {
  if (!entry) return null;
  const containerId = entry.data.current?.sortable?.containerId;
  if (containerId !== undefined) return String(containerId);
  return parseCellId(entry.id) ? String(entry.id) : null;
}

type PlaceKeys = [withoutLane: MessageKey, withLane: MessageKey];

const PICKED_UP: PlaceKeys = ['dnd_picked_up', 'dnd_picked_up_lane'];
const OVER: PlaceKeys = ['dnd_over', 'dnd_over_lane'];
const DROPPED: PlaceKeys = ['dnd_dropped', 'dnd_dropped_lane'];

export function createAnnouncements(t: Translate, describer: DragDescriber): Announcements {
  const say = (keys: PlaceKeys, activeId: UniqueIdentifier, landing: Landing | null): string | undefined => {
    if (!landing) return undefined;
    const card = describer.cardName(activeId);
    if (landing.kind === 'full') {
      const values = { card, column: landing.column, lane: landing.lane ?? '', limit: landing.limit };
      return keys === DROPPED ? t('wip_limit_refused', values) : t(landing.lane === null ? 'dnd_over_full' : 'dnd_over_full_lane', values);
    }
    const values = { card, column: landing.column, lane: landing.lane ?? '', position: landing.position, count: landing.count };
    return t(landing.lane === null ? keys[0] : keys[1], values);
  };

  return {
    onDragStart: ({ active }) => say(PICKED_UP, active.id, describer.current()),
    onDragOver: ({ active, over }) =>
      (over && say(OVER, active.id, describer.current())) ?? t('dnd_not_over', { card: describer.cardName(active.id) }),
    onDragEnd: ({ active }) =>
      say(DROPPED, active.id, describer.current()) ?? t('dnd_dropped_nowhere', { card: describer.cardName(active.id) }),
    onDragCancel: ({ active }) => t('dnd_cancelled', { card: describer.cardName(active.id) }),
  };
}

export function screenReaderInstructions(t: Translate): ScreenReaderInstructions {
  return { draggable: t('dnd_instructions') };
}
