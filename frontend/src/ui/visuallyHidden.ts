import type { GriffelStyle } from '@fluentui/react-components';

/** Read out by screen readers, not shown: for live regions that say what the page already shows. */
export const VISUALLY_HIDDEN: GriffelStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
