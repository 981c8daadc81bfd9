import { useMemo } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { secondaryText } from './cardPartStyles';

const useStyles = makeStyles({
  age: {
    display: 'inline-flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXXS,
    fontSize: tokens.fontSizeBase200,
    color: secondaryText,
    borderRadius: tokens.borderRadiusMedium,
  },
  // Below the median: as quiet as the card's other counts.
  early: {},
  due: { fontWeight: tokens.fontWeightSemibold },
  // Past the 85th and the 95th percentile: the theme's warning and danger colours, readable on their own backgrounds.
  late: {
    paddingInline: tokens.spacingHorizontalXS,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorStatusWarningForeground3,
    backgroundColor: tokens.colorStatusWarningBackground1,
  },
  overdue: {
    paddingInline: tokens.spacingHorizontalXS,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorStatusDangerForeground1,
    backgroundColor: tokens.colorStatusDangerBackground1,
  },
});

/** The classes of a card's age (CardAge): plain while unmarked, then one per mark. */
export function useCardAgeClasses() {
  const styles = useStyles();
  return useMemo(
    () => ({
      age: styles.age,
      age_early: mergeClasses(styles.age, styles.early),
      age_due: mergeClasses(styles.age, styles.due),
      age_late: mergeClasses(styles.age, styles.late),
      age_overdue: mergeClasses(styles.age, styles.overdue),
    }),
    [styles],
  );
}
