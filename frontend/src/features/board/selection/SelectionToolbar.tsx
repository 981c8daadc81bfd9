import { useLayoutEffect, useRef } from 'react';
import {
  Button,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Toolbar,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowMove20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import type { TasksResponse } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { FOOT_BAR_SPACE } from '../../../ui/alerts';
import type { CardSelection } from './cardSelection';
import { SelectionActionsMenu } from './SelectionActionsMenu';
import type { SelectionActions } from './useSelectionActions';

const useStyles = makeStyles({
  // Above the board's bottom edge, in the middle, like a mail client's bar for selected mail: one line, which fits 320 px.
  bar: {
    position: 'fixed',
    bottom: tokens.spacingVerticalL,
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 10,
    maxWidth: `calc(100vw - 2 * ${tokens.spacingHorizontalS})`,
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    whiteSpace: 'nowrap',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
  },
  count: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
});

export interface SelectionToolbarProps {
  tasks: TasksResponse;
  selection: CardSelection;
  count: number;
  /** Moves the selected cards to the column at this index, each keeping its lane. */
  onMoveToColumn: (columnIndex: number) => void;
  actions: SelectionActions;
}

/**
 * The bar of a selection while there is one (docs/board-page.md#selection): the count, Move to, Actions and the
 * clear button. The page's balloons (an undo, a partial result) rise above it instead of covering it.
 */
export function SelectionToolbar({ tasks, selection, count, onMoveToColumn, actions }: SelectionToolbarProps) {
  const t = useT();
  const styles = useStyles();
  const columns = tasks.rows[0]?.columns ?? [];
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(FOOT_BAR_SPACE, `${element.getBoundingClientRect().height + 8}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(FOOT_BAR_SPACE);
    };
  }, []);
  return (
    <Toolbar ref={bar} aria-label={t('selection_bar')} className={styles.bar}>
      <span className={styles.count}>{t('selection_count', { count })}</span>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton appearance="primary" icon={<ArrowMove20Regular />}>
            {t('selection_move_to')}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {columns.map((column, index) => (
              <MenuItem key={column.value} onClick={() => onMoveToColumn(index)}>
                {column.name}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      <SelectionActionsMenu actions={actions} count={count} />
      <Button
        appearance="subtle"
        icon={<Dismiss20Regular />}
        aria-label={t('selection_clear')}
        title={t('selection_clear')}
        onClick={() => selection.clear()}
      />
    </Toolbar>
  );
}
