import { cloneElement, useRef, useState, type FocusEvent, type ReactElement, type Ref } from 'react';
import { useMergedRefs } from '@fluentui/react-utilities';

type TooltipModule = typeof import('./LoadedLabelTooltip');

/** The props a labelled button takes from its tooltip (and from a menu's trigger it stands in). */
export interface LabelTooltipChild {
  ref?: Ref<HTMLElement>;
  'aria-label'?: string;
  onPointerEnter?: (event: never) => void;
  onPointerLeave?: (event: never) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

let loaded: TooltipModule | undefined;
let loading: Promise<TooltipModule> | undefined;
const loadTooltip = () => (loading ??= import('./LoadedLabelTooltip').then((module) => (loaded = module)));

/** The tooltip's code once here, and how the tooltip mounts: shown or not, taking the focus back or not. */
interface Shown {
  module: TooltipModule;
  visible: boolean;
  refocus: boolean;
}

interface LabelTooltipProps {
  /** The button's name, shown as its tooltip. */
  content: string;
  withArrow?: boolean;
  children: ReactElement<LabelTooltipChild>;
}

/**
 * An icon button's name as Fluent's label tooltip, whose code (the tooltip, its positioning and its motion) loads
 * when a person first points at or focuses such a button (docs/performance.md#start-up). Until then the button
 * carries its name itself, as the tooltip would give it; the tooltip then mounts shown if the pointer or the
 * keyboard's focus is still there, and a focused button keeps the focus.
 */
function LabelTooltipComponent({ content, withArrow, children }: LabelTooltipProps) {
  const [shown, setShown] = useState<Shown | null>(() => (loaded ? { module: loaded, visible: false, refocus: false } : null));
  const element = useRef<HTMLElement>(null);
  const pointed = useRef(false);
  const keyboardFocus = useRef(false);
  const buttonRef = useMergedRefs(children.props.ref, element);
  if (shown) {
    const { module, visible, refocus } = shown;
    return (
      <module.LoadedLabelTooltip content={content} withArrow={withArrow} initiallyVisible={visible} refocus={refocus}>
        {children}
      </module.LoadedLabelTooltip>
    );
  }
  const load = () =>
    void loadTooltip().then((module) =>
      setShown({
        module,
        visible: pointed.current || keyboardFocus.current,
        refocus: element.current !== null && element.current === document.activeElement,
      }),
    );
  const own = children.props;
  // eslint-disable-next-line react-hooks/refs -- the handlers read the refs as the button's events fire, not while drawing
  return cloneElement(children, {
    ref: buttonRef,
    'aria-label': content,
    onPointerEnter: (event: never) => {
      own.onPointerEnter?.(event);
      pointed.current = true;
      load();
    },
    onPointerLeave: (event: never) => {
      own.onPointerLeave?.(event);
      pointed.current = false;
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      // Fluent shows a label tooltip on the keyboard's focus, not on a click's.
      keyboardFocus.current = event.currentTarget.matches(':focus-visible');
      load();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      keyboardFocus.current = false;
    },
  });
}

/** Marked as Fluent marks its own tooltip, so a menu's trigger hands its props through to the button. */
export const LabelTooltip = Object.assign(LabelTooltipComponent, { isFluentTriggerComponent: true });
