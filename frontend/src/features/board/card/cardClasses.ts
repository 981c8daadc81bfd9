import { useMemo } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { CardSize } from '@listboard/shared';
import { cardWidths } from './cardSize';
import { secondaryText, useCardPartStyles } from './cardPartStyles';
import { useCardAgeClasses } from './cardAgeStyles';

const useStyles = makeStyles({
  shell: {
    position: 'relative',
    width: '100%',
    borderRadius: tokens.borderRadiusMedium,
    touchAction: 'manipulation',
    // Off-screen cards skip style, layout and paint: a board of thousands of cards would spend seconds there.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 88px',
  },
  draggable: { cursor: 'grab' },
  // Spec 1 section 4: a card being moved, updated or deleted is greyed out.
  busy: { opacity: 0.5, filter: 'grayscale(1)', cursor: 'progress' },
  M: cardWidths('M'),
  L: cardWidths('L'),
  XL: cardWidths('XL'),
  /**
   * The card's own button (named by its title, the drag handle) lies over the whole card, so the card is
   * picked up and focused as one; the values and buttons on the card sit above it.
   */
  face: {
    position: 'absolute',
    inset: 0,
    borderRadius: tokens.borderRadiusMedium,
    outlineStyle: 'none',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  // A selected card: a brand ring and a light brand tint over the card, drawn by its face, which lies over it (the
  // shell's paint containment would clip anything outside). Forced colours draw no shadows: an outline there.
  selected: {
    boxShadow: `inset 0 0 0 3px ${tokens.colorBrandStroke1}`,
    backgroundColor: `color-mix(in srgb, ${tokens.colorBrandBackground} 12%, transparent)`,
    '@media (forced-colors: active)': { outline: '3px solid Highlight', outlineOffset: '-3px' },
  },
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
  // The carried card's frame holds the count of the selection it carries.
  overlayFrame: { position: 'relative' },
  // Room for the card's two buttons in its top corner.
  title: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300, overflowWrap: 'anywhere', paddingRight: '52px' },
  // Secondary like the field names; not faded, which would cost the contrast a painted card was given.
  header: { fontSize: tokens.fontSizeBase200, color: secondaryText, overflowWrap: 'anywhere' },
  // The field's name is a quiet prefix, as Trello writes "Estimate: 5" on a card's front: a bare "5" says nothing.
  headerName: { color: secondaryText },
  labels: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  label: {
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
  },
  footer: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalS,
    minHeight: '20px',
  },
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
  square: { borderRadius: tokens.borderRadiusSmall },
  person: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXXS, fontSize: tokens.fontSizeBase100 },
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
  const parts = useCardPartStyles();
  const ages = useCardAgeClasses();
  return useMemo(
    () => ({
      shell: mergeClasses(styles.shell, styles[cardSize]),
      draggableShell: mergeClasses(styles.shell, styles[cardSize], styles.draggable),
      busyShell: mergeClasses(styles.shell, styles[cardSize], styles.busy),
      face: styles.face,
      selectedFace: mergeClasses(styles.face, styles.selected),
      overlayFrame: mergeClasses(styles[cardSize], styles.overlayFrame),
      card: styles.card,
      overlayCard: mergeClasses(styles.card, styles.overlay),
      title: styles.title,
      header: styles.header,
      headerName: styles.headerName,
      labels: styles.labels,
      label: styles.label,
      footer: styles.footer,
      avatars: styles.avatars,
      avatar: styles.avatar,
      squareAvatar: mergeClasses(styles.avatar, styles.square),
      person: styles.person,
      avatarImage: styles.avatarImage,
      more: styles.more,
      ...parts,
      ...ages,
      moreButton: mergeClasses(parts.toolButton, parts.moreIcon),
      detailsButton: mergeClasses(parts.toolButton, parts.infoIcon),
    }),
    [styles, parts, ages, cardSize],
  );
}
