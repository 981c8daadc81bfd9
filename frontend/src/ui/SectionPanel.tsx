import { useId, type ReactNode } from 'react';
import { Subtitle1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    minWidth: 0,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    // High-contrast themes (Teams' among them) draw no shadows: the outline keeps the panel's edge.
    outline: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
  },
  heading: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground2 },
});

export interface SectionPanelProps {
  title: string;
  /** What the part is for, under its heading and read out with it. */
  hint?: string;
  className?: string;
  /** Controls beside the heading's part (a toolbar, say), before the content. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One part of a settings page (the admin panel's sections, the licence screen's panels): a region named by its
 * own heading (h2), so a screen reader can jump from part to part, on a raised surface in every theme.
 */
export function SectionPanel({ title, hint, className, actions, children }: SectionPanelProps) {
  const styles = useStyles();
  const headingId = useId();
  const hintId = useId();
  return (
    <section className={mergeClasses(styles.panel, className)} aria-labelledby={headingId} aria-describedby={hint ? hintId : undefined}>
      <Subtitle1 as="h2" id={headingId} className={styles.heading}>
        {title}
      </Subtitle1>
      {hint && (
        <Text id={hintId} size={200} className={styles.hint}>
          {hint}
        </Text>
      )}
      {actions}
      {children}
    </section>
  );
}
