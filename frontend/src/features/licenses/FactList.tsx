import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  // Term above value, as many side by side as fit: two or three on a desktop, one under the other at 320 px.
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  fact: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS, minWidth: 0 },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  value: {
    margin: 0,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    overflowWrap: 'anywhere',
  },
  large: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
});

/** Named figures as a description list, so screen readers pair each value with its name. */
export function FactList({
  facts,
  large = false,
  live = false,
}: {
  facts: ReadonlyArray<readonly [string, string]>;
  large?: boolean;
  live?: boolean;
}) {
  const styles = useStyles();
  return (
    <dl className={styles.list} aria-live={live ? 'polite' : undefined}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt className={styles.term}>{term}</dt>
          <dd className={mergeClasses(styles.value, large && styles.large)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
