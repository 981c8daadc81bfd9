import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowSortRegular } from '@fluentui/react-icons';
import type { BoardResponse } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { type CardSort, sortFieldsOf } from './arrangeCards';
import { toolTrigger } from './toolTrigger';

const MANUAL = 'manual';
const encode = (sort: CardSort) => (sort.field ? `${sort.desc ? 'desc' : 'asc'}:${sort.field}` : MANUAL);

function decode(value: string): CardSort {
  if (value === MANUAL) return { field: null, desc: false };
  const [direction, ...field] = value.split(':');
  return { field: field.join(':'), desc: direction === 'desc' };
}

interface SortMenuProps {
  board: BoardResponse;
  sort: CardSort;
  onChange: (sort: CardSort) => void;
  /** A submenu of the mobile menu instead of a toolbar button. */
  nested?: boolean;
  /** Opens as it mounts: the toolbar draws it when the person first clicks its button (DeferredMenu). */
  defaultOpen?: boolean;
}

/** Spec 1 section 2: sort the cards of every column by a sort field, ascending or descending, or by hand. */
export function SortMenu({ board, sort, onChange, nested = false, defaultOpen }: SortMenuProps) {
  const t = useT();
  const fields = sortFieldsOf(board);
  if (fields.length === 0) return null;
  return (
    <Menu
      defaultOpen={defaultOpen}
      checkedValues={{ sort: [encode(sort)] }}
      onCheckedValueChange={(_, data) => onChange(decode(data.checkedItems[0] ?? MANUAL))}
    >
      <MenuTrigger disableButtonEnhancement>{toolTrigger(nested, <ArrowSortRegular />, t('sort_menu'))}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItemRadio name="sort" value={MANUAL}>
            {t('sort_manual')}
          </MenuItemRadio>
          {fields.flatMap((field) => [
            <MenuItemRadio key={`asc:${field.internalName}`} name="sort" value={`asc:${field.internalName}`}>
              {t('sort_ascending', { field: field.name })}
            </MenuItemRadio>,
            <MenuItemRadio key={`desc:${field.internalName}`} name="sort" value={`desc:${field.internalName}`}>
              {t('sort_descending', { field: field.name })}
            </MenuItemRadio>,
          ])}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
