import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { CopyRegular, DeleteRegular, EditRegular, EyeRegular, LinkRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/useT';
import type { ItemForm } from './itemRoute';

interface ItemMenuProps {
  canEditForm: boolean;
  onOpenForm: (form: ItemForm) => void;
  canRemove: boolean;
  canClone: boolean;
  onRemove: () => void;
  onCopyLink: () => void;
  onClone: () => void;
}

/** The dialog's menu (spec 1 section 2): edit form, view form, remove, copy link, clone. */
export function ItemMenu({ canEditForm, onOpenForm, canRemove, canClone, onRemove, onCopyLink, onClone }: ItemMenuProps) {
  const t = useT();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('more_actions')} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {canEditForm && (
            <MenuItem icon={<EditRegular />} onClick={() => onOpenForm('edit')}>
              {t('menu_edit_form')}
            </MenuItem>
          )}
          <MenuItem icon={<EyeRegular />} onClick={() => onOpenForm('view')}>
            {t('menu_view_form')}
          </MenuItem>
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
