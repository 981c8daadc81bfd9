import type { ReactElement } from 'react';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { SourceList } from '@listboard/shared';
import { newItemPath } from '../card/cardLinks';

interface NewCardListMenuProps {
  boardId: string;
  /** The lists that allow adding, in the board's order. */
  lists: readonly SourceList[];
  /** The new-card button, which the menu hangs from. */
  trigger: ReactElement;
  onNavigate: (path: string) => void;
  defaultOpen?: boolean;
}

/** Which list a new card goes to, on a board over several lists (content-type mode). */
export function NewCardListMenu({ boardId, lists, trigger, onNavigate, defaultOpen }: NewCardListMenuProps) {
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {lists.map((list) => (
            <MenuItem key={list.listID} onClick={() => onNavigate(newItemPath(boardId, list.listID))}>
              {list.name}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
