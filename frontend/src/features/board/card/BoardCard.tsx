import { memo, useMemo, type CSSProperties, type HTMLAttributes, type Ref } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { Item } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { useCardBusy } from './cardBusy';
import { cardOpeningHandlers } from './cardOpening';
import type { CardSettings } from './cardSettings';
import { CardTools } from './CardTools';
import { CardView } from './CardView';
import { useCardSorting } from '../dnd/cardSorting';
import { CARD_FACE_ATTRIBUTE } from '../dnd/dragSupport';
import { useIsSelected } from '../selection/cardSelection';

export interface BoardCardProps {
  item: Item;
  settings: CardSettings;
}

interface CardBodyProps extends BoardCardProps {
  busy: boolean;
  /** The card's button: named by the title, the drag handle and the click target that opens the card. */
  faceProps: HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> };
  showTools: boolean;
  selected: boolean;
}

/**
 * A card's content, then its face (a button over the whole card, named by the title) and its tool
 * buttons. The face lies above the content and below the fields and buttons, so the card stays one
 * button named by its title while its parts keep their own names.
 */
function CardBody({ item, settings, busy, faceProps, showTools, selected }: CardBodyProps) {
  const { classes } = settings;
  return (
    <>
      <CardView item={item} classes={classes} display={settings.display} onSaveField={settings.actions.saveField} disabled={busy} />
      <div
        aria-label={item.name}
        {...faceProps}
        {...{ [CARD_FACE_ATTRIBUTE]: item.uniqueID }}
        className={selected ? classes.selectedFace : classes.face}
      />
      {showTools && <CardTools item={item} settings={settings} busy={busy} />}
    </>
  );
}

/**
 * A card of a lane that takes part in dragging, named by its title: a draggable of its cell `cellId`.
 * While a card is dragged, its cell's sortables make it a drop target and shift it aside (see
 * dnd/CellSortables); until then it is a draggable only, which costs dnd-kit nothing when it is drawn.
 */
export const DraggableCard = memo(function DraggableCard({
  item,
  settings,
  cellId,
  dragDisabled,
}: BoardCardProps & { cellId: string; dragDisabled: boolean }) {
  const t = useT();
  const busy = useCardBusy(settings.busy, item.uniqueID);
  // The same data as a sortable's, so the drag knows the cell it started in.
  const data = useMemo(() => ({ sortable: { containerId: cellId } }), [cellId]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: item.uniqueID,
    data,
    disabled: dragDisabled || busy,
    attributes: { roleDescription: t('card_role_description') },
  });
  const shift = useCardSorting(settings.sorting, item.uniqueID);
  const style: CSSProperties = { transform: shift?.transform, transition: shift?.transition, opacity: isDragging ? 0.5 : undefined };
  const { classes } = settings;
  const opening = cardOpeningHandlers(item, settings.onOpenCard, settings.openCardBy, settings.onSelect);
  const selected = useIsSelected(settings.selection, item.uniqueID);
  return (
    <div
      ref={setNodeRef}
      style={style}
      className={busy ? classes.busyShell : dragDisabled ? classes.shell : classes.draggableShell}
      // The pointer picks the card up anywhere on it; the keyboard only on its face (dnd-kit checks the activator).
      {...listeners}
      {...opening.shell}
    >
      <CardBody
        item={item}
        settings={settings}
        busy={busy}
        faceProps={{
          ...attributes,
          ...opening.face,
          ref: setActivatorNodeRef,
          'aria-label': selected ? t('card_selected_name', { title: item.name }) : item.name,
        }}
        showTools={!isDragging}
        selected={selected}
      />
    </div>
  );
});
