import { cloneElement, useCallback, useEffect, useRef, useState, type FocusEvent, type ReactElement, type Ref } from 'react';
import { useMergedRefs } from '@fluentui/react-components';
import { deferredModule, useDeferredModule } from './deferredModule';

/** The props a labelled button takes from its tooltip (and from a menu's trigger it stands in). */
export interface LabelTooltipChild {
  ref?: Ref<HTMLElement>;
  'aria-label'?: string;
  'aria-expanded'?: boolean | 'true' | 'false';
  onPointerEnter?: (event: never) => void;
  onPointerLeave?: (event: never) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

const bubble = deferredModule(() => import('./LabelTooltipBubble'));

/** Fluent's tooltip delays: shown after a moment's rest on the button, hidden a moment after leaving it. */
const SHOW_DELAY_MS = 250;
const HIDE_DELAY_MS = 250;

/** A flag set now or after a delay; a later setting replaces one still waiting. */
function useDelayedFlag(): [boolean, (value: boolean, delayMs: number) => void] {
  const [flag, setFlag] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const setLater = useCallback((value: boolean, delayMs: number) => {
    clearTimeout(timer.current);
    if (delayMs === 0) setFlag(value);
    else timer.current = setTimeout(() => setFlag(value), delayMs);
  }, []);
  return [flag, setLater];
}

interface LabelTooltipProps {
  /** The button's name, shown as its tooltip. */
  content: string;
  withArrow?: boolean;
  children: ReactElement<LabelTooltipChild>;
}

/**
 * An icon button's name, shown as Fluent's tooltip when a person rests the pointer on the button or reaches it by
 * keyboard. The button carries its name itself and is drawn once, so the tooltip's code (the tooltip, its
 * positioning and its motion) can load when first wanted (docs/performance.md#start-up) without the button being
 * drawn again under a person's click.
 */
function LabelTooltipComponent({ content, withArrow, children }: LabelTooltipProps) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [visible, setVisible] = useDelayedFlag();
  const module = useDeferredModule(bubble, wanted);
  const ref = useMergedRefs(children.props.ref, setElement);
  const hide = useCallback(() => setVisible(false, 0), [setVisible]);
  const showIn = (delay: number, shown: boolean) => {
    setWanted(true);
    setVisible(shown, delay);
  };
  const own = children.props;
  // A button whose menu is open says what it is already.
  const expanded = own['aria-expanded'] === true || own['aria-expanded'] === 'true';
  return (
    <>
      {cloneElement(children, {
        ref,
        'aria-label': content,
        onPointerEnter: (event: never) => {
          own.onPointerEnter?.(event);
          showIn(SHOW_DELAY_MS, true);
        },
        onPointerLeave: (event: never) => {
          own.onPointerLeave?.(event);
          showIn(HIDE_DELAY_MS, false);
        },
        onFocus: (event: FocusEvent<HTMLElement>) => {
          own.onFocus?.(event);
          // Fluent shows a label tooltip on the keyboard's focus, not on a click's.
          if (event.currentTarget.matches(':focus-visible')) showIn(SHOW_DELAY_MS, true);
        },
        onBlur: (event: FocusEvent<HTMLElement>) => {
          own.onBlur?.(event);
          hide();
        },
      })}
      {module && visible && !expanded && element && (
        <module.LabelTooltipBubble content={content} withArrow={withArrow} target={element} onHide={hide} />
      )}
    </>
  );
}

/** Marked as Fluent marks its own tooltip, so a menu's trigger hands its props through to the button. */
export const LabelTooltip = Object.assign(LabelTooltipComponent, { isFluentTriggerComponent: true });
