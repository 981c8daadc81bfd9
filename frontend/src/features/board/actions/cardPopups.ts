import type { Item } from '@listboard/shared';

/** The one popup of a card open on the board: its menu, its callout, its labels picker or the delete confirmation. */
export type CardPopup =
  | { kind: 'menu'; item: Item; anchor: HTMLElement }
  | { kind: 'labels'; item: Item; anchor: HTMLElement }
  | { kind: 'callout'; item: Item; anchor: HTMLElement; focusInside: boolean }
  | { kind: 'delete'; item: Item; anchor: HTMLElement };

/** A pointer resting this long on a card's Details button opens the callout: moving across the board opens none. */
export const CALLOUT_HOVER_DELAY_MS = 300;
/** Time to move the pointer from the button onto the callout before it closes. */
export const CALLOUT_LEAVE_DELAY_MS = 300;

/**
 * The popups of a board's cards. Cards only have two plain buttons that report here; one host renders
 * whatever is open, so thousands of cards carry no menu, popover or timers of their own.
 */
export interface CardPopups {
  getState(): CardPopup | null;
  subscribe(listener: () => void): () => void;
  /** The More options button: opens the card's menu, or closes it when it is open. */
  toggleMenu(item: Item, anchor: HTMLElement): void;
  openMenu(item: Item, anchor: HTMLElement): void;
  confirmDelete(item: Item, anchor: HTMLElement): void;
  /** The menu's Edit labels: the card's labels picker, beside the card's More options button. */
  editLabels(item: Item, anchor: HTMLElement): void;
  /** Closes the open popup, or only a popup of `kind`. */
  close(kind?: CardPopup['kind']): void;
  /** The pointer entered the Details button: the callout opens after the hover delay. */
  hoverCallout(item: Item, anchor: HTMLElement): void;
  /** The pointer left the button or the callout: it closes after the leave delay unless it comes back. */
  leaveCallout(): void;
  keepCallout(): void;
  /** Focus or a click on the Details button; `focusInside` moves the focus into the callout. */
  showCallout(item: Item, anchor: HTMLElement, focusInside: boolean): void;
  /** Escape in the callout: it closes and the focus goes back to its button, which does not open it again. */
  dismissCallout(): void;
  /** The focus left the button or the callout for `target`: the callout closes unless it went between them. */
  calloutBlurred(target: EventTarget | null): void;
  setCalloutSurface(element: HTMLElement | null): void;
  /** Stops a pending hover: the board is going away. */
  dispose(): void;
}

const expands = (popup: CardPopup | null) => popup !== null && popup.kind !== 'delete' && popup.kind !== 'labels';

export function createCardPopups(): CardPopups {
  let state: CardPopup | null = null;
  let surface: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The button getting the focus back from a dismissed callout.
  let returningFocus: HTMLElement | null = null;
  const listeners = new Set<() => void>();

  function set(next: CardPopup | null): void {
    clearTimeout(timer);
    const previous = state;
    state = next;
    // The buttons render aria-expanded="false" and never change it: the popup's state is written here,
    // so opening a popup re-renders its host alone, not the card.
    if (previous && expands(previous)) previous.anchor.setAttribute('aria-expanded', 'false');
    if (next && expands(next)) next.anchor.setAttribute('aria-expanded', 'true');
    listeners.forEach((listener) => listener());
  }
  const later = (action: () => void, delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(action, delay);
  };
  const isCallout = (anchor?: HTMLElement) => state?.kind === 'callout' && (!anchor || state.anchor === anchor);
  // A menu or a confirmation in progress is not replaced by a callout the pointer passes over.
  const busyWithOther = () => state !== null && state.kind !== 'callout';
  // A callout the person is working in (the focus on its button or inside it) follows the focus, not the
  // pointer: a pointer resting elsewhere while the board's layout shifts under it neither replaces nor closes it.
  const calloutHoldsFocus = () => {
    if (state?.kind !== 'callout') return false;
    const focused = state.anchor.ownerDocument.activeElement;
    return focused !== null && (state.anchor.contains(focused) || Boolean(surface?.contains(focused)));
  };

  const popups: CardPopups = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggleMenu(item, anchor) {
      if (state?.kind === 'menu' && state.anchor === anchor) set(null);
      else set({ kind: 'menu', item, anchor });
    },
    openMenu: (item, anchor) => set({ kind: 'menu', item, anchor }),
    confirmDelete: (item, anchor) => set({ kind: 'delete', item, anchor }),
    editLabels: (item, anchor) => set({ kind: 'labels', item, anchor }),
    close(kind) {
      if (state && (!kind || state.kind === kind)) set(null);
    },
    hoverCallout(item, anchor) {
      if (busyWithOther()) return;
      if (isCallout(anchor)) clearTimeout(timer);
      else later(() => calloutHoldsFocus() || set({ kind: 'callout', item, anchor, focusInside: false }), CALLOUT_HOVER_DELAY_MS);
    },
    leaveCallout() {
      clearTimeout(timer);
      if (isCallout()) later(() => calloutHoldsFocus() || popups.close('callout'), CALLOUT_LEAVE_DELAY_MS);
    },
    keepCallout: () => clearTimeout(timer),
    showCallout(item, anchor, focusInside) {
      if (busyWithOther() || (anchor === returningFocus && !focusInside)) return;
      if (state?.kind === 'callout' && state.anchor === anchor && (state.focusInside || !focusInside)) clearTimeout(timer);
      else set({ kind: 'callout', item, anchor, focusInside });
    },
    dismissCallout() {
      if (state?.kind !== 'callout') return;
      const { anchor } = state;
      set(null);
      returningFocus = anchor;
      anchor.focus();
      returningFocus = null;
    },
    calloutBlurred(target) {
      if (state?.kind !== 'callout') return;
      const inside = target instanceof Node && (state.anchor.contains(target) || Boolean(surface?.contains(target)));
      if (!inside) set(null);
    },
    setCalloutSurface(element) {
      surface = element;
    },
    dispose: () => clearTimeout(timer),
  };
  return popups;
}
