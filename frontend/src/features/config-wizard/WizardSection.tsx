import { useId, type ReactNode } from 'react';
import { Body1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  heading: { margin: 0 },
});

/** One section of a wizard step: a labelled region with its heading and an optional hint. */
export function WizardSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Subtitle1 as="h2" id={id} className={styles.heading}>
        {title}
      </Subtitle1>
      {hint && <Body1>{hint}</Body1>}
      {children}
    </section>
  );
}
