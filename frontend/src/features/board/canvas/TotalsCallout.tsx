import { lazy } from 'react';
import { Button } from '@fluentui/react-components';
import { Info16Regular } from '@fluentui/react-icons';
import { formats } from '../../../i18n/formats';
import { DeferredPopup } from '../../../ui/deferred/DeferredPopup';
import type { TotalsTarget } from './TotalsPopover';

const loadTotalsPopover = () => import('./TotalsPopover');
const TotalsPopover = lazy(() => loadTotalsPopover().then((module) => ({ default: module.TotalsPopover })));

interface TotalsCalloutProps extends TotalsTarget {
  /** The info button's accessible name. */
  label: string;
}

/**
 * A cell's totals (spec 1 section 2) or a row's: an info button that opens the totals callout, whose code loads
 * when a person first reaches for one (DeferredPopup).
 */
export function TotalsCallout({ label, ...target }: TotalsCalloutProps) {
  const info = (props: object = {}) => <Button appearance="subtle" size="small" icon={<Info16Regular />} aria-label={label} {...props} />;
  return (
    <DeferredPopup popup="popover" load={loadTotalsPopover} trigger={info}>
      <TotalsPopover {...target} trigger={info} />
    </DeferredPopup>
  );
}

/** A total as the callouts show it: at most two decimals, in the reader's number format. */
export function formatTotal(value: number): string {
  return formats.total(value);
}
