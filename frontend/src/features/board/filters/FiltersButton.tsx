import { lazy, useId } from 'react';
import { Button } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import { useT } from '../../../i18n/useT';
import { activeCount } from '../../../ui/filters/activeFilters';
import { DeferredPopup } from '../../../ui/deferred/DeferredPopup';
import { shortcutTarget } from '../shortcuts/boardCommands';
import type { FiltersPopoverProps } from './FiltersPopover';
import { useFilterView } from './useFilterView';
import { CountBadge } from '../../../ui/CountBadge';

const loadFiltersPopover = () => import('./FiltersPopover');
const FiltersPopover = lazy(() => loadFiltersPopover().then((module) => ({ default: module.FiltersPopover })));

export type FiltersButtonProps = FiltersPopoverProps;

/**
 * The toolbar's Filters button, with the count of active filters as its badge and description; its panel's code
 * loads when a person first reaches for it (DeferredPopup).
 */
export function FiltersButton(props: FiltersButtonProps) {
  const t = useT();
  const countId = useId();
  const count = activeCount(useFilterView(props.boardId).filter);
  const button = (buttonProps: object) => (
    <Button {...shortcutTarget('filters')} icon={<FilterRegular />} aria-describedby={count > 0 ? countId : undefined} {...buttonProps}>
      {t('filters_button')}
      {/* The count is the button's description, not its name: the name stays 'Filters'. */}
      {count > 0 && <CountBadge count={count} />}
    </Button>
  );
  return (
    <>
      <DeferredPopup popup="popover" load={loadFiltersPopover} trigger={button} onFirstOpen={props.onPanelOpened}>
        <FiltersPopover {...props} trigger={button} />
      </DeferredPopup>
      {count > 0 && (
        <span id={countId} hidden>
          {t('filters_active_count', { count })}
        </span>
      )}
    </>
  );
}
