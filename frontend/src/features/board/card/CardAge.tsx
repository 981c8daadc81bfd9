import { type AgingLevel, type AgingScale, type Item, agingLevelOf } from '@listboard/shared';
import { formats } from '../../../i18n/formats';
import { useT } from '../../../i18n/useT';
import type { CardClasses } from './cardClasses';
import { CLOCK_ICON } from './cardIcons';

const LEVEL_TEXTS = {
  early: 'card_age_early',
  due: 'card_age_due',
  late: 'card_age_late',
  overdue: 'card_age_overdue',
} as const satisfies Record<AgingLevel, string>;

interface CardAgeProps {
  age: NonNullable<Item['age']>;
  /** The board's aging scale; null while too few cards are finished to mark against. */
  scale: AgingScale | null;
  /** The moment the ages are told at. */
  now: number;
  classes: CardClasses;
}

/**
 * How long the card has been in its column, marked against the board's cycle times once it has started
 * (docs/reporting.md#card-aging): quietly below the median, more strongly past the 85th percentile, as a warning
 * past the 95th. The mark is in the words of its name as well as in its colour.
 */
export function CardAge({ age, scale, now, classes }: CardAgeProps) {
  const t = useT();
  const work = age.started === undefined ? null : now - age.started;
  const level = work === null || !scale ? null : agingLevelOf(work, scale);
  const label = [
    t('card_age', { duration: formats.duration(now - age.since, 'long') }),
    level && work !== null ? t(LEVEL_TEXTS[level], { work: formats.duration(work, 'long') }) : '',
  ].join(' ');
  return (
    <span role="img" aria-label={label.trim()} title={label.trim()} className={classes[level ? (`age_${level}` as const) : 'age']}>
      {CLOCK_ICON}
      {formats.duration(now - age.since, 'narrow')}
    </span>
  );
}
