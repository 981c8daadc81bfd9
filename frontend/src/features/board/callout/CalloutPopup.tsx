import { useEffect, useRef } from 'react';
import { Popover, PopoverSurface, type PopoverProps } from '@fluentui/react-components';
import type { Item } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import type { CardPopups } from '../actions/cardPopups';
import type { CalloutSettings } from '../card/cardSettings';
import { CalloutContent } from './CalloutContent';

interface CalloutPopupProps {
  item: Item;
  anchor: HTMLElement;
  /** Move the focus into the callout (a click, Enter or the down arrow on its button), rather than leave it on the button. */
  focusInside: boolean;
  popups: CardPopups;
  callout: CalloutSettings;
}

/**
 * The card callout beside its Details button; Escape closes it and gives the focus back to the button. It loads with
 * its content (history, fields) when a callout first opens, so a board shows its cards without their code
 * (docs/performance.md).
 */
export function CalloutPopup({ item, anchor, focusInside, popups, callout }: CalloutPopupProps) {
  const t = useT();
  const surface = useRef<HTMLDivElement>(null);

  useEffect(() => {
    popups.setCalloutSurface(surface.current);
    return () => popups.setCalloutSurface(null);
  }, [popups]);
  useEffect(() => {
    if (focusInside) surface.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [focusInside, anchor]);

  const onOpenChange: PopoverProps['onOpenChange'] = (event, data) => {
    if (data.open) return;
    if (event.type === 'keydown') popups.dismissCallout();
    else popups.close('callout');
  };

  return (
    <Popover
      open
      onOpenChange={onOpenChange}
      positioning={{ target: anchor, position: 'after', align: 'top' }}
      withArrow
      unstable_disableAutoFocus
    >
      <PopoverSurface
        ref={surface}
        aria-label={t('card_details', { title: item.name })}
        onMouseEnter={popups.keepCallout}
        onMouseLeave={popups.leaveCallout}
        onBlur={(event) => popups.calloutBlurred(event.relatedTarget)}
      >
        <CalloutContent key={item.uniqueID} item={item} callout={callout} />
      </PopoverSurface>
    </Popover>
  );
}
