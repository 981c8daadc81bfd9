import { cloneElement, useEffect, useRef, useState, type ReactElement } from 'react';
import { Tooltip } from '@fluentui/react-components';
import { useMergedRefs } from '@fluentui/react-utilities';
import type { LabelTooltipChild } from './LabelTooltip';

interface LoadedLabelTooltipProps {
  content: string;
  withArrow?: boolean;
  /** Shown as it mounts: the pointer is on the button, or the keyboard's focus, that asked for it. */
  initiallyVisible: boolean;
  /** The button had the focus as its stand-in, and takes it back. */
  refocus: boolean;
  children: ReactElement<LabelTooltipChild>;
}

/** Fluent's tooltip naming its button, as `LabelTooltip` draws it once its code is here. */
export function LoadedLabelTooltip({ content, withArrow, initiallyVisible, refocus, children }: LoadedLabelTooltipProps) {
  const [visible, setVisible] = useState(initiallyVisible);
  const element = useRef<HTMLElement>(null);
  const ref = useMergedRefs(children.props.ref, element);
  useEffect(() => {
    if (refocus) element.current?.focus();
  }, [refocus]);
  return (
    <Tooltip
      content={content}
      relationship="label"
      withArrow={withArrow}
      visible={visible}
      onVisibleChange={(_, data) => setVisible(data.visible)}
    >
      {cloneElement(children, { ref })}
    </Tooltip>
  );
}
