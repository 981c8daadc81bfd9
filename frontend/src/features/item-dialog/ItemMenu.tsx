import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { CopyRegular, DeleteRegular, LinkRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/useT';

interface ItemMenuProps {
  canRemove: boolean;
  canClone: boolean;
  onRemove: () => void;
  onCopyLink: () => void;
  onClone: () => void;
}

/**
 * The dialog's menu: remove, copy link, clone. The list's own edit and view forms are left out:
 * the built-in list store has none, and the board's lists carry no form addresses.
 */
export function ItemMenu({ canRemove, canClone, onRemove, onCopyLink, onClone }: ItemMenuProps) {
  const t = useT();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('more_actions')} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {canRemove && (
            <MenuItem icon={<DeleteRegular />} onClick={onRemove}>
              {t('menu_remove')}
            </MenuItem>
          )}
          <MenuItem icon={<LinkRegular />} onClick={onCopyLink}>
            {t('menu_copy_link')}
          </MenuItem>
          {canClone && (
            <MenuItem icon={<CopyRegular />} onClick={onClone}>
              {t('menu_clone')}
            </MenuItem>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
