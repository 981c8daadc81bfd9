import type { KeyboardEvent, SyntheticEvent } from 'react';
import type { Item } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import type { CardSettings } from './cardSettings';
import { CardViewers } from '../presence/CardViewers';

interface CardToolsProps {
  item: Item;
  settings: CardSettings;
  busy: boolean;
}

// The buttons neither start a drag of their card nor open it on a double click.
const keepToTools = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The card's Details and More options buttons, after whoever else has its dialog open. The buttons are
 * plain buttons with CSS icons that report to the board's popups (see cardPopups): every card has them,
 * so they carry no state, effects or Fluent components. aria-expanded is written by the popups when
 * theirs opens.
 */
export function CardTools({ item, settings, busy }: CardToolsProps) {
  const t = useT();
  const { classes, popups, callout } = settings;

  const onMoreKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' || busy) return;
    event.preventDefault();
    popups.openMenu(item, event.currentTarget);
  };
  const onDetailsKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') popups.close('callout');
    else if (event.key === 'ArrowDown') {
      event.preventDefault();
      popups.showCallout(item, event.currentTarget, true);
    }
  };

  return (
    // Not drawn in the PDF: html2canvas cannot paint the masked icons, and buttons mean nothing on paper.
    <div className={classes.tools} onPointerDown={keepToTools} onDoubleClick={keepToTools} data-pdf-hidden="">
      <CardViewers boardId={settings.boardId} card={item.uniqueID} />
      {callout && (
        <button
          type="button"
          className={classes.detailsButton}
          aria-label={t('card_details', { title: item.name })}
          aria-expanded={false}
          onMouseEnter={(event) => popups.hoverCallout(item, event.currentTarget)}
          onMouseLeave={popups.leaveCallout}
          onFocus={(event) => popups.showCallout(item, event.currentTarget, false)}
          onBlur={(event) => popups.calloutBlurred(event.relatedTarget)}
          onClick={(event) => popups.showCallout(item, event.currentTarget, true)}
          onKeyDown={onDetailsKeyDown}
        ></button>
      )}
      <button
        type="button"
        className={classes.moreButton}
        aria-label={t('card_more_options', { title: item.name })}
        aria-haspopup="menu"
        aria-expanded={false}
        // A busy card keeps the focus on its button: aria-disabled rather than disabled.
        aria-disabled={busy}
        onClick={(event) => !busy && popups.toggleMenu(item, event.currentTarget)}
        onKeyDown={onMoreKeyDown}
      ></button>
    </div>
  );
}
