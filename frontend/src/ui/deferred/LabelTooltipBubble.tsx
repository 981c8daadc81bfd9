import { Tooltip } from '@fluentui/react-components';

interface LabelTooltipBubbleProps {
  content: string;
  withArrow?: boolean;
  /** The button it names, beside which it shows. */
  target: HTMLElement;
  /** Fluent hides a tooltip on Escape, wherever the focus is. */
  onHide: () => void;
}

/**
 * Fluent's tooltip as `LabelTooltip` shows it: beside the button, which stays as it was drawn (its name is its own,
 * so the bubble adds nothing for screen readers), and shown while `LabelTooltip` says so.
 */
export function LabelTooltipBubble({ content, withArrow, target, onHide }: LabelTooltipBubbleProps) {
  return (
    <Tooltip
      content={content}
      relationship="inaccessible"
      withArrow={withArrow}
      visible
      onVisibleChange={(_, data) => !data.visible && onHide()}
      positioning={{ position: 'above', target }}
    >
      {() => null}
    </Tooltip>
  );
}
