import { Suspense, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react';

/** What the stand-in button carries: what Fluent's trigger would say of the closed popup, and it starts loading it. */
export interface DeferredTriggerProps {
  'aria-haspopup'?: 'menu';
  'aria-expanded': false;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
}

interface DeferredPopupProps {
  popup: 'menu' | 'popover';
  /** Starts loading the popup's code; called again it finds the module loaded. */
  load: () => Promise<unknown>;
  /** The popup's button as the popup draws it, with these props on the button itself, until the popup's code is there. */
  trigger: (props: DeferredTriggerProps) => ReactElement;
  /** Called on the first click, as the popup mounts open (the popup reports the opens after it). */
  onFirstOpen?: () => void;
  /** The popup with its button, opened as it mounts: it mounts when the person first clicks the button. */
  children: ReactNode;
}

const LAYOUT_NEUTRAL = { display: 'contents' } as const;

/**
 * The stand-in button goes when the popover's own button comes, and the focus with it: it goes back to the button
 * before the popover shows, and a popover with something to focus then moves it inside, as after a click on its
 * button. A menu is left to move the focus into itself as it opens: a focus handed to its button raced it, and the
 * menu sometimes closed.
 */
function FocusBackToButton({ place }: { place: RefObject<HTMLSpanElement | null> }) {
  // Before the popover shows, so an Escape pressed as soon as it is seen finds the focus on its button and closes it.
  useLayoutEffect(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    place.current?.querySelector<HTMLElement>('button, [tabindex]')?.focus();
  }, [place]);
  return null;
}

/**
 * A button whose menu or popover draws once the button is first clicked (docs/performance.md#start-up): Fluent's
 * popups and their positioning are JS a board does not need to show its cards. Pointing at the button or focusing
 * it starts loading the popup, so the click usually finds it there; until it is, the button stays as it was.
 */
export function DeferredPopup({ popup, load, trigger, onFirstOpen, children }: DeferredPopupProps) {
  const [wanted, setWanted] = useState(false);
  const place = useRef<HTMLSpanElement>(null);
  const stated: DeferredTriggerProps = popup === 'menu' ? { 'aria-haspopup': 'menu', 'aria-expanded': false } : { 'aria-expanded': false };
  if (wanted) {
    return (
      <span ref={place} style={LAYOUT_NEUTRAL}>
        <Suspense fallback={trigger(stated)}>
          {children}
          {popup === 'popover' && <FocusBackToButton place={place} />}
        </Suspense>
      </span>
    );
  }
  const preload = () => void load();
  const open = () => {
    setWanted(true);
    onFirstOpen?.();
  };
  return trigger({ ...stated, onPointerEnter: preload, onFocus: preload, onClick: open });
}
