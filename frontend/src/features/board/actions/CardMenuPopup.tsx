import { Menu, MenuItem, MenuList, MenuPopover, type MenuProps } from '@fluentui/react-components';
import {
  CheckboxChecked16Regular,
  Copy16Regular,
  Delete16Regular,
  Link16Regular,
  Open16Regular,
  Tag16Regular,
} from '@fluentui/react-icons';
import type { Item } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import type { CardPopups } from './cardPopups';
import type { CardActions } from './useCardActions';
import type { CardSelection } from '../selection/cardSelection';

interface CardMenuPopupProps {
  item: Item;
  anchor: HTMLElement;
  popups: CardPopups;
  actions: CardActions;
  canClone: boolean;
  /** The board has a labels field the person may write: Edit labels on the cards they may change. */
  canEditLabels: boolean;
  /** Select or Deselect: the way to select cards by touch or keyboard (docs/board-page.md#selection). */
  selection?: CardSelection | null;
}

/**
 * A card's menu: Open, Clone, Copy link, Select, Edit labels, Delete. It is the keyboard way to open a card (Space and Enter
 * on the card pick it up for dragging).
 */
export function CardMenuPopup({ item, anchor, popups, actions, canClone, canEditLabels, selection = null }: CardMenuPopupProps) {
  const t = useT();
  const onOpenChange: MenuProps['onOpenChange'] = (event, data) => {
    if (data.open) return;
    // The More options button toggles the menu itself; Fluent sees its click as one outside the menu.
    if (data.type === 'clickOutside' && event.target instanceof Node && anchor.contains(event.target)) return;
    // A chosen item that opened another popup (Edit labels, Delete) hands the focus to that popup.
    const handedOver = popups.getState()?.kind !== 'menu';
    popups.close('menu');
    // After Escape or a chosen item the focus goes back to the button; after a click elsewhere it stays there.
    if (!handedOver && data.type !== 'clickOutside' && data.type !== 'scrollOutside') anchor.focus();
  };
  return (
    <Menu open onOpenChange={onOpenChange} positioning={{ target: anchor, position: 'below', align: 'end' }}>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<Open16Regular />} onClick={() => actions.open(item)}>
            {t('card_menu_open')}
          </MenuItem>
          {canClone && (
            <MenuItem icon={<Copy16Regular />} onClick={() => actions.clone(item)}>
              {t('card_menu_clone')}
            </MenuItem>
          )}
          <MenuItem icon={<Link16Regular />} onClick={() => actions.copyLink(item)}>
            {t('card_menu_copy_link')}
          </MenuItem>
          {selection && (
            <MenuItem icon={<CheckboxChecked16Regular />} onClick={() => selection.toggle(item.uniqueID)}>
              {t(selection.has(item.uniqueID) ? 'card_menu_deselect' : 'card_menu_select')}
            </MenuItem>
          )}
          {canEditLabels && item.allowEdit && (
            <MenuItem icon={<Tag16Regular />} onClick={() => popups.editLabels(item, anchor)}>
              {t('card_edit_labels')}
            </MenuItem>
          )}
          {item.allowEdit && (
            <MenuItem icon={<Delete16Regular />} onClick={() => popups.confirmDelete(item, anchor)}>
              {t('card_menu_delete')}
            </MenuItem>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
