import { makeStyles, tokens } from '@fluentui/react-components';
import { INFO_PATH, MORE_PATH, iconMask } from './cardIcons';

/**
 * A card painted by a style rule sets this custom property to its readable font (CardView): its
 * secondary texts follow it, since the theme's grey is chosen for the theme's surface.
 */
export const PAINTED_FONT = '--lb-painted-font';
export const secondaryText = `var(${PAINTED_FONT}, ${tokens.colorNeutralForeground2})`;

// Small buttons drawn without Fluent's Button: a board shows thousands of them.
const plainButton = {
  border: 'none',
  margin: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: tokens.borderRadiusSmall,
  ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
  ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  // Busy cards keep their buttons focusable (aria-disabled), so the focus is not lost while they wait.
  '[aria-disabled="true"]': { cursor: 'default', color: tokens.colorNeutralForegroundDisabled, backgroundColor: 'transparent' },
} as const;

/** The interactive and informative parts of a card: its buttons, its fields and its counts. */
export const useCardPartStyles = makeStyles({
  tools: {
    position: 'absolute',
    top: tokens.spacingVerticalXS,
    right: tokens.spacingHorizontalXS,
    zIndex: 1,
    display: 'flex',
    columnGap: tokens.spacingHorizontalXXS,
  },
  toolButton: {
    ...plainButton,
    width: '24px',
    height: '24px',
    padding: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: secondaryText,
    '::before': { content: '""', width: '16px', height: '16px', backgroundColor: 'currentColor', maskRepeat: 'no-repeat' },
    // Forced colours would repaint the mask's background: the icon keeps the button's text colour.
    '@media (forced-colors: active)': { '::before': { forcedColorAdjust: 'none', backgroundColor: 'ButtonText' } },
  },
  moreIcon: { '::before': { maskImage: iconMask(MORE_PATH) } },
  infoIcon: { '::before': { maskImage: iconMask(INFO_PATH) } },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    alignItems: 'baseline',
    fontSize: tokens.fontSizeBase200,
    margin: 0,
  },
  fieldName: { color: secondaryText, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', margin: 0 },
  fieldValue: { margin: 0, overflowWrap: 'anywhere', minWidth: 0 },
  fieldButton: {
    ...plainButton,
    position: 'relative',
    zIndex: 1,
    display: 'block',
    width: '100%',
    textAlign: 'start',
    padding: `0 ${tokens.spacingHorizontalXXS}`,
    overflowWrap: 'anywhere',
    cursor: 'text',
  },
  fieldEditor: { position: 'relative', zIndex: 1, minWidth: 0 },
  due: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXXS, fontSize: tokens.fontSizeBase200 },
  overdue: {
    display: 'inline-flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXXS,
    fontSize: tokens.fontSizeBase200,
    borderRadius: tokens.borderRadiusMedium,
    paddingInline: tokens.spacingHorizontalXS,
  },
  counts: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
  count: {
    display: 'inline-flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXXS,
    fontSize: tokens.fontSizeBase200,
    color: secondaryText,
  },
});
