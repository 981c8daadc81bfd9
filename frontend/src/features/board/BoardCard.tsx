import { memo, type CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Item } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import type { CardClasses } from './cardClasses';
import { CardView } from './CardView';

export interface BoardCardProps {
  item: Item;
  classes: CardClasses;
  /** Set when double-clicking a card opens it (board.formDefinition.openByDbClick). */
  onOpen?: (item: Item) => void;
}

/** A card of a lane that takes part in dragging: a sortable item of its cell, named by its title. */
export const SortableCard = memo(function SortableCard({ item, classes, onOpen, dragDisabled }: BoardCardProps & { dragDisabled: boolean }) {
  const t = useT();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.uniqueID,
    // A card that cannot be dragged still takes part in sorting, so the others can be dropped around it.
    disabled: dragDisabled ? { draggable: true, droppable: false } : false,
    attributes: { roleDescription: t('card_role_description') },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.5 : undefined };
  return (
    <div
      ref={setNodeRef}
      style={style}
      className={dragDisabled ? classes.shell : classes.draggableShell}
      {...attributes}
      {...listeners}
      aria-label={item.name}
      onDoubleClick={onOpen && (() => onOpen(item))}
    >
      <CardView item={item} classes={classes} />
    </div>
  );
});

/** A card of a lane that is not active yet (see SwimlaneRow): same look and name, no drag machinery. */
export const StaticCard = memo(function StaticCard({ item, classes, onOpen }: BoardCardProps) {
  const t = useT();
  return (
    <div
      role="button"
      tabIndex={0}
      aria-roledescription={t('card_role_description')}
      aria-label={item.name}
      className={classes.shell}
      onDoubleClick={onOpen && (() => onOpen(item))}
    >
      <CardView item={item} classes={classes} />
    </div>
  );
});
