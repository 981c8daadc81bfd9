import { Suspense, lazy } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { appLocale } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { type CardSelection, useSelectedIds } from './cardSelection';
import type { SelectionToolbarProps } from './SelectionToolbar';
import { VISUALLY_HIDDEN } from '../../../ui/visuallyHidden';

// The bar's menus and dialog load with the first selection, not before a board's first card.
const SelectionToolbar = lazy(() => import('./SelectionToolbar').then((module) => ({ default: module.SelectionToolbar })));

const useStyles = makeStyles({
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
  // Read out, not shown: the bar shows the same count.
  spoken: VISUALLY_HIDDEN,
});

/**
 * A selection's presence on the page (docs/board-page.md#selection): how many cards are selected, said to screen
 * readers as it changes, and while there are any, the bar of what can be done with them together.
 */
export function SelectionBar(props: Omit<SelectionToolbarProps, 'count'>) {
  const t = useT();
  const styles = useStyles();
  const ids = useSelectedIds(props.selection);
  return (
    <>
      {/* Always in the page, so that the count's changes are read out, the first one included. */}
      <div aria-live="polite" className={styles.spoken}>
        {ids.length > 0 ? t('selection_count', { count: ids.length }) : ''}
      </div>
      {ids.length > 0 && (
        <Suspense fallback={null}>
          <SelectionToolbar {...props} count={ids.length} />
        </Suspense>
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
