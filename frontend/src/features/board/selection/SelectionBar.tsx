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
import { appLocale } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { FOOT_BAR_SPACE } from '../../../ui/alerts';
import { type CardSelection, useSelectedIds } from './cardSelection';
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
  // On the carried card's corner: how many cards the drop moves.
  carried: {
    position: 'absolute',
    top: `calc(-1 * ${tokens.spacingVerticalS})`,
    right: `calc(-1 * ${tokens.spacingHorizontalS})`,
    minWidth: '24px',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    lineHeight: '24px',
    textAlign: 'center',
    borderRadius: tokens.borderRadiusCircular,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
    boxShadow: tokens.shadow4,
  },
  count: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  // Read out, not shown: the bar shows the same count.
  spoken: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

interface SelectionBarProps {
  tasks: TasksResponse;
  selection: CardSelection;
  /** Moves the selected cards to the column at this index, each keeping its lane. */
  onMoveToColumn: (columnIndex: number) => void;
  actions: SelectionActions;
}

/**
 * The bar of a selection (docs/board-page.md#selection): how many cards are selected, said to screen readers as it
 * changes, and what can be done with them together.
 */
export function SelectionBar({ tasks, selection, onMoveToColumn, actions }: SelectionBarProps) {
  const t = useT();
  const styles = useStyles();
  const ids = useSelectedIds(selection);
  const columns = tasks.rows[0]?.columns ?? [];
  const bar = useRef<HTMLDivElement>(null);
  const shown = ids.length > 0;
  // The page's balloons (an undo, a partial result) rise above the bar instead of covering it.
  useLayoutEffect(() => {
    const element = bar.current;
    if (!shown || !element) return undefined;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(FOOT_BAR_SPACE, `${element.getBoundingClientRect().height + 8}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(FOOT_BAR_SPACE);
    };
  }, [shown]);
  return (
    <>
      {/* Always in the page, so that the count's changes are read out, the first one included. */}
      <div aria-live="polite" className={styles.spoken}>
        {ids.length > 0 ? t('selection_count', { count: ids.length }) : ''}
      </div>
      {ids.length > 0 && (
        <Toolbar ref={bar} aria-label={t('selection_bar')} className={styles.bar}>
          <span className={styles.count}>{t('selection_count', { count: ids.length })}</span>
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
          <SelectionActionsMenu actions={actions} count={ids.length} />
          <Button
            appearance="subtle"
            icon={<Dismiss20Regular />}
            aria-label={t('selection_clear')}
            title={t('selection_clear')}
            onClick={() => selection.clear()}
          />
        </Toolbar>
      )}
    </>
  );
}

/** The number of cards a carried selected card takes with it, drawn on the card being dragged. */
export function CarriedCount({ selection, carrying }: { selection: CardSelection; carrying: string }) {
  const styles = useStyles();
  const ids = useSelectedIds(selection);
  return ids.length > 1 && ids.includes(carrying) ? (
    <span className={styles.carried} aria-hidden="true">
      {new Intl.NumberFormat(appLocale).format(ids.length)}
    </span>
  ) : null;
}
