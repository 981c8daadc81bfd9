import { useMemo } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { CardSize } from '@listboard/shared';
import { cardWidths } from './cardSize';

const useStyles = makeStyles({
  shell: {
    width: '100%',
    borderRadius: tokens.borderRadiusMedium,
    touchAction: 'manipulation',
    // Off-screen cards skip style, layout and paint: a board of thousands of cards would spend seconds there.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 88px',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  draggable: { cursor: 'grab' },
  M: cardWidths('M'),
  L: cardWidths('L'),
  XL: cardWidths('XL'),
  card: {
    boxSizing: 'border-box',
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
  },
  overlay: { boxShadow: tokens.shadow16, cursor: 'grabbing' },
  title: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300, overflowWrap: 'anywhere' },
  header: { fontSize: tokens.fontSizeBase200, opacity: 0.85, overflowWrap: 'anywhere' },
  labels: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  label: {
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
  },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: '20px' },
  due: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXXS, fontSize: tokens.fontSizeBase200 },
  avatars: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXXS },
  avatar: {
    boxSizing: 'border-box',
    width: '20px',
    height: '20px',
    borderRadius: tokens.borderRadiusCircular,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground5,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  avatarImage: { width: '100%', height: '100%', objectFit: 'cover' },
  more: {
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusCircular,
    padding: `0 ${tokens.spacingHorizontalXS}`,
    lineHeight: '20px',
  },
});

export type CardClasses = ReturnType<typeof useCardClasses>;

/**
 * The class names of a card, resolved once per board and handed to every card: thousands of cards
 * each running their own style hooks cost more than the cards' markup.
 */
export function useCardClasses(cardSize: CardSize) {
  const styles = useStyles();
  return useMemo(
    () => ({
      shell: mergeClasses(styles.shell, styles[cardSize]),
      draggableShell: mergeClasses(styles.shell, styles[cardSize], styles.draggable),
      overlayFrame: styles[cardSize],
      card: styles.card,
      overlayCard: mergeClasses(styles.card, styles.overlay),
      title: styles.title,
      header: styles.header,
      labels: styles.labels,
      label: styles.label,
      footer: styles.footer,
      due: styles.due,
      avatars: styles.avatars,
      avatar: styles.avatar,
      avatarImage: styles.avatarImage,
      more: styles.more,
    }),
    [styles, cardSize],
  );
}
