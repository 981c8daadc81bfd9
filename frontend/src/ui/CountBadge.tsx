import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    boxSizing: 'border-box',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '16px',
    height: '16px',
    padding: `0 calc(${tokens.spacingHorizontalXXS} + ${tokens.spacingHorizontalXXS})`,
    borderRadius: tokens.borderRadiusCircular,
    // A transparent stroke is seen in forced colours, where the background is not.
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForegroundOnBrand,
    // Apart from the text it follows in a button.
    marginInlineStart: tokens.spacingHorizontalXS,
  },
  brand: { backgroundColor: tokens.colorBrandBackground },
  danger: { backgroundColor: tokens.colorPaletteRedBackground3 },
});

/** Counts above this show as "99+". */
const OVERFLOW = 99;

/**
 * A small filled count, as Fluent's small CounterBadge draws it. Our own, as the board's start shows two of them
 * and Fluent's badges came with its whole badge package (docs/performance.md#less-js-before-a-board). Decorative:
 * the control it sits on says the count in its name or description.
 */
export function CountBadge({ count, color = 'brand', className }: { count: number; color?: 'brand' | 'danger'; className?: string }) {
  const styles = useStyles();
  return (
    <span className={mergeClasses(styles.root, styles[color], className)} aria-hidden>
      {count > OVERFLOW ? `${OVERFLOW}+` : count}
    </span>
  );
}
