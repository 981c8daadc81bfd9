import {
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemCheckbox,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { TableSimpleRegular } from '@fluentui/react-icons';
import { type BoardResponse, type Field, isSwimlaneFieldCandidate } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { toolTrigger } from './toolTrigger';

/** Spec 1 section 2: the '------' entry means no swimlanes; it is the value, and people read "None". */
export const NO_SWIMLANES = '------';

export function swimlaneFieldsOf(board: BoardResponse): Field[] {
  return board.fields.filter((f) => isSwimlaneFieldCandidate(f, board.columnFieldName));
}

interface SwimlaneMenuProps {
  board: BoardResponse;
  /** The field in effect: the picked one, else the board's; null for none. */
  current: string | null;
  hideEmpty: boolean;
  /** The board hides empty lanes for everyone (swimlanes.hideEmptyAll): the option stays on. */
  hideEmptyLocked?: boolean;
  onPick: (field: Field | null) => void;
  onHideEmptyChange: (hide: boolean) => void;
  onCollapseAll: (collapsed: boolean) => void;
  /** A submenu of the mobile menu instead of a toolbar button. */
  nested?: boolean;
  /** Opens as it mounts: the toolbar draws it when the person first clicks its button (DeferredMenu). */
  defaultOpen?: boolean;
}

/** Spec 1 section 2: pick the swimlane field, hide empty swimlanes, collapse or expand them all. */
export function SwimlaneMenu({
  board,
  current,
  hideEmpty,
  hideEmptyLocked = false,
  onPick,
  onHideEmptyChange,
  onCollapseAll,
  nested = false,
  defaultOpen,
}: SwimlaneMenuProps) {
  const t = useT();
  const fields = swimlaneFieldsOf(board);
  const checkedValues = { lane: [current ?? NO_SWIMLANES], options: hideEmpty ? ['hideEmpty'] : [] };
  return (
    <Menu
      defaultOpen={defaultOpen}
      checkedValues={checkedValues}
      onCheckedValueChange={(_, data) => {
        if (data.name === 'options') onHideEmptyChange(data.checkedItems.includes('hideEmpty'));
        else onPick(fields.find((f) => f.internalName === data.checkedItems[0]) ?? null);
      }}
    >
      <MenuTrigger disableButtonEnhancement>{toolTrigger(nested, <TableSimpleRegular />, t('lanes_menu'))}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{t('lanes_field')}</MenuGroupHeader>
            <MenuItemRadio name="lane" value={NO_SWIMLANES}>
              {t('lanes_none')}
            </MenuItemRadio>
            {fields.map((field) => (
              <MenuItemRadio key={field.internalName} name="lane" value={field.internalName}>
                {field.name}
              </MenuItemRadio>
            ))}
          </MenuGroup>
          <MenuDivider />
          <MenuItemCheckbox
            name="options"
            value="hideEmpty"
            disabled={hideEmptyLocked}
            secondaryContent={hideEmptyLocked ? t('lanes_hide_empty_by_board') : undefined}
          >
            {t('lanes_hide_empty')}
          </MenuItemCheckbox>
          <MenuItem onClick={() => onCollapseAll(true)}>{t('lanes_collapse_all')}</MenuItem>
          <MenuItem onClick={() => onCollapseAll(false)}>{t('lanes_expand_all')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
