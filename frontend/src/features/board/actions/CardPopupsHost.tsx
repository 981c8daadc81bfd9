import { Suspense, lazy, memo, useSyncExternalStore } from 'react';
import type { CalloutSettings, CardLabelsSettings } from '../card/cardSettings';
import { LazyCardMenuPopup } from '../toolbar/DeferredMenu';
import type { CardSelection } from '../selection/cardSelection';
import type { CardPopups } from './cardPopups';
import type { CardActions } from './useCardActions';

// A dialog only a delete opens: Fluent's dialog is JS the board does not need before its cards.
const DeleteCardDialog = lazy(() => import('./DeleteCardDialog').then((module) => ({ default: module.DeleteCardDialog })));
// The labels picker loads when first opened, for the same reason.
const CardLabelsPopup = lazy(() => import('./CardLabelsPopup').then((module) => ({ default: module.CardLabelsPopup })));
// The callout, with Fluent's popover and its positioning, loads when a callout first opens.
const CalloutPopup = lazy(() => import('../callout/CalloutPopup').then((module) => ({ default: module.CalloutPopup })));

interface CardPopupsHostProps {
  popups: CardPopups;
  actions: CardActions;
  canClone: boolean;
  callout: CalloutSettings | null;
  /** Null on a board without a labels field the person may write. */
  labels: CardLabelsSettings | null;
  /** The person's selected cards, which the menu's Select adds to; null where cards are not selected. */
  selection: CardSelection | null;
}

/** Renders the one card popup open on the board (see cardPopups). */
export const CardPopupsHost = memo(function CardPopupsHost({ popups, actions, canClone, callout, labels, selection }: CardPopupsHostProps) {
  const popup = useSyncExternalStore(popups.subscribe, popups.getState, popups.getState);
  // A card that left the board (deleted, moved by someone else) takes its popup with it.
  if (!popup || !popup.anchor.isConnected) return null;
  const { item, anchor } = popup;
  switch (popup.kind) {
    case 'menu':
      return (
        <Suspense fallback={null}>
          <LazyCardMenuPopup
            item={item}
            anchor={anchor}
            popups={popups}
            actions={actions}
            canClone={canClone}
            canEditLabels={labels !== null}
            selection={selection}
          />
        </Suspense>
      );
    case 'labels':
      return (
        labels && (
          <Suspense fallback={null}>
            <CardLabelsPopup key={item.uniqueID} item={item} anchor={anchor} popups={popups} actions={actions} labels={labels} />
          </Suspense>
        )
      );
    case 'callout':
      return (
        callout && (
          <Suspense fallback={null}>
            <CalloutPopup item={item} anchor={anchor} focusInside={popup.focusInside} popups={popups} callout={callout} />
          </Suspense>
        )
      );
    case 'delete':
      return (
        <Suspense fallback={null}>
          <DeleteCardDialog
            title={item.name}
            onConfirm={() => {
              popups.close('delete');
              actions.remove(item);
            }}
            onCancel={() => popups.close('delete')}
          />
        </Suspense>
      );
  }
});
