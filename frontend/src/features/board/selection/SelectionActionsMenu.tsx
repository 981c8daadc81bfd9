import { type ReactElement, useState } from 'react';
import { Menu, MenuButton, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import {
  Copy20Regular,
  Delete20Regular,
  Edit20Regular,
  Eye20Regular,
  EyeOff20Regular,
  PersonAdd20Regular,
  Tag20Regular,
  TagDismiss20Regular,
} from '@fluentui/react-icons';
import { useT } from '../../../i18n/useT';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { SetFieldDialog } from './SetFieldDialog';
import type { SelectionActions } from './useSelectionActions';

/** A submenu of the board's labels, each adding or taking away that label on every selected card. */
function LabelsMenu({
  text,
  icon,
  labels,
  onPick,
}: {
  text: string;
  icon: ReactElement;
  labels: readonly string[];
  onPick: (name: string) => void;
}) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuItem icon={icon}>{text}</MenuItem>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {labels.map((name) => (
            <MenuItem key={name} onClick={() => onPick(name)}>
              {name}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/**
 * The selection bar's Actions: assign to me, labels, a field, watching, copy, and Delete after a confirmation
 * (docs/board-page.md#selection).
 */
export function SelectionActionsMenu({ actions, count }: { actions: SelectionActions; count: number }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [settingField, setSettingField] = useState(false);
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton>{t('selection_actions')}</MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {actions.assignToMe && (
              <MenuItem icon={<PersonAdd20Regular />} onClick={actions.assignToMe}>
                {t('selection_assign_me')}
              </MenuItem>
            )}
            {actions.labels.length > 0 && (
              <>
                <LabelsMenu text={t('selection_add_label')} icon={<Tag20Regular />} labels={actions.labels} onPick={actions.addLabel} />
                <LabelsMenu
                  text={t('selection_remove_label')}
                  icon={<TagDismiss20Regular />}
                  labels={actions.labels}
                  onPick={actions.removeLabel}
                />
              </>
            )}
            {actions.settable.length > 0 && (
              <MenuItem icon={<Edit20Regular />} onClick={() => setSettingField(true)}>
                {t('selection_set_field')}
              </MenuItem>
            )}
            <MenuItem icon={<Eye20Regular />} onClick={() => actions.watch(true)}>
              {t('selection_watch')}
            </MenuItem>
            <MenuItem icon={<EyeOff20Regular />} onClick={() => actions.watch(false)}>
              {t('selection_unwatch')}
            </MenuItem>
            <MenuItem icon={<Copy20Regular />} onClick={actions.copy}>
              {t('selection_copy')}
            </MenuItem>
            <MenuDivider />
            <MenuItem icon={<Delete20Regular />} onClick={() => setConfirming(true)}>
              {t('selection_delete')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={t('selection_delete_title', { count })}
        text={t('selection_delete_text')}
        confirmLabel={t('selection_delete_confirm')}
        cancelLabel={t('selection_cancel')}
        onConfirm={() => {
          setConfirming(false);
          actions.remove();
        }}
        onCancel={() => setConfirming(false)}
      />
      {settingField && (
        <SetFieldDialog
          fields={actions.settable}
          source={actions.fieldSource}
          count={count}
          onSet={actions.setField}
          onClose={() => setSettingField(false)}
        />
      )}
    </>
  );
}
