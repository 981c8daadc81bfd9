import type { Active, Announcements, Over, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { MessageKey, Translate } from '../../../i18n/i18n';
import { parseCellId } from './cells';

/** A cell as a screen reader hears it; `lane` is null on boards without swimlanes. */
export interface CellDescription {
  column: string;
  lane: string | null;
}

export interface DragDescriber {
  cardName(id: UniqueIdentifier): string;
  describeCell(cellId: string): CellDescription | null;
  /** The reason a drop here would be refused (the WIP limit), or null. */
  refusal(activeId: UniqueIdentifier, cellId: string): string | null;
}

/** The cell a draggable or droppable belongs to: a card's sortable container, or the cell droppable itself. */
export function cellIdOf(entry: Active | Over | null): string | null {
  if (!entry) return null;
  const containerId = entry.data.current?.sortable?.containerId;
  if (containerId !== undefined) return String(containerId);
  return parseCellId(entry.id) ? String(entry.id) : null;
}

export function createAnnouncements(t: Translate, describer: DragDescriber): Announcements {
  const place = (key: MessageKey, laneKey: MessageKey, id: UniqueIdentifier, cellId: string | null): string | undefined => {
    const cell = cellId ? describer.describeCell(cellId) : null;
    if (!cell) return undefined;
    const card = describer.cardName(id);
    return cell.lane === null
      ? t(key, { card, column: cell.column })
      : t(laneKey, { card, column: cell.column, lane: cell.lane });
  };

  return {
    onDragStart: ({ active }) => place('dnd_picked_up', 'dnd_picked_up_lane', active.id, cellIdOf(active)),
    onDragOver: ({ active, over }) =>
      over ? place('dnd_over', 'dnd_over_lane', active.id, cellIdOf(over)) : t('dnd_not_over', { card: describer.cardName(active.id) }),
    onDragEnd: ({ active, over }) => {
      const cellId = cellIdOf(over);
      if (!cellId) return t('dnd_dropped_nowhere', { card: describer.cardName(active.id) });
      return describer.refusal(active.id, cellId) ?? place('dnd_dropped', 'dnd_dropped_lane', active.id, cellId);
    },
    onDragCancel: ({ active }) => t('dnd_cancelled', { card: describer.cardName(active.id) }),
  };
}

export function screenReaderInstructions(t: Translate): ScreenReaderInstructions {
  return { draggable: t('dnd_instructions') };
}
