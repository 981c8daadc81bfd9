import { memo, type CSSProperties, type HTMLAttributes, type Ref } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Item } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { useCardBusy } from './cardBusy';
import { cardOpeningHandlers } from './cardOpening';
import type { CardSettings } from './cardSettings';
import { CardTools } from './CardTools';
import { CardView } from './CardView';
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

/** A card of a lane that takes part in dragging: a sortable item of its cell, named by its title. */
export const SortableCard = memo(function SortableCard({ item, settings, dragDisabled }: BoardCardProps & { dragDisabled: boolean }) {
  const t = useT();
  const busy = useCardBusy(settings.busy, item.uniqueID);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.uniqueID,
    // A card that cannot be dragged still takes part in sorting, so the others can be dropped around it.
    disabled: dragDisabled || busy ? { draggable: true, droppable: false } : false,
    attributes: { roleDescription: t('card_role_description') },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.5 : undefined };
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
