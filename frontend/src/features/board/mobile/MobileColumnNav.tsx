import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useT } from '../../../i18n/useT';

const useStyles = makeStyles({
  nav: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalS },
  current: { fontWeight: tokens.fontWeightSemibold, textAlign: 'center' },
});

interface MobileColumnNavProps {
  columnNames: readonly string[];
  index: number;
  onStep: (step: 'next' | 'previous') => void;
}

/** Spec 1 section 2: on mobile one column shows at a time; the arrows move to the neighbouring columns. */
export function MobileColumnNav({ columnNames, index, onStep }: MobileColumnNavProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <nav className={styles.nav} aria-label={t('mobile_columns')}>
      <Button
        icon={<ChevronLeftRegular />}
        aria-label={t('mobile_previous_column')}
        disabled={index <= 0}
        onClick={() => onStep('previous')}
      />
      <Text className={styles.current} aria-live="polite">
        {t('mobile_column_position', { column: columnNames[index] ?? '', position: index + 1, count: columnNames.length })}
      </Text>
      <Button
        icon={<ChevronRightRegular />}
        aria-label={t('mobile_next_column')}
        disabled={index >= columnNames.length - 1}
        onClick={() => onStep('next')}
      />
    </nav>
  );
}
