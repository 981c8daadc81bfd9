import { useState } from 'react';
import { Field, SpinButton, Text, makeStyles } from '@fluentui/react-components';
import { CLOUD_BUNDLE_MAX_SAVING, CLOUD_BUNDLE_MIN_USERS, cloudBundleQuote } from '@listboard/shared';
import { formats } from '../../i18n/formats';
import { useT } from '../../i18n/useT';
import { SPIN_BUTTON_TEXTS } from '../../ui/controlTexts';
import { FactList } from './FactList';
import { SectionPanel } from '../../ui/SectionPanel';

/** The calculator's prices are the vendor's, in US dollars. */
const CURRENCY = 'USD';

const useStyles = makeStyles({
  intro: { margin: 0 },
  users: { maxWidth: '240px' },
});

/**
 * The cloud bundle's pricing calculator (spec 3 sections 2 and 9): the number of users (at least 50 are
 * priced), the saving against the list price (up to 77 %), the price per user and month and per year, in
 * the person's number format. The page shows it only on wider screens.
 */
export function CloudBundleCalculator() {
  const styles = useStyles();
  const t = useT();
  const [users, setUsers] = useState<number>(CLOUD_BUNDLE_MIN_USERS);
  const quote = cloudBundleQuote(users);
  const belowMinimum = users < CLOUD_BUNDLE_MIN_USERS;
  const figures: Array<[string, string]> = [
    [t('license_calculator_saving'), formats.percent(quote.savingPercent / 100)],
    [t('license_calculator_per_user_month'), formats.currency(quote.pricePerUserMonth, CURRENCY)],
    [t('license_calculator_per_year'), formats.currency(quote.pricePerYear, CURRENCY)],
    [t('license_calculator_list_price'), formats.currency(quote.listPricePerYear, CURRENCY)],
  ];

  return (
    <SectionPanel title={t('license_calculator_heading')}>
      <Text as="p" className={styles.intro}>
        {t('license_calculator_intro', { min: CLOUD_BUNDLE_MIN_USERS, saving: formats.percent(CLOUD_BUNDLE_MAX_SAVING / 100) })}
      </Text>
      <Field
        className={styles.users}
        label={t('license_calculator_users')}
        validationState={belowMinimum ? 'warning' : 'none'}
        validationMessage={belowMinimum ? t('license_calculator_minimum', { min: CLOUD_BUNDLE_MIN_USERS }) : undefined}
      >
        <SpinButton
          {...SPIN_BUTTON_TEXTS}
          min={1}
          value={users}
          onChange={(_, data) => {
            // A typed count may carry the locale's grouping (1.000, 1,000): a count of users has only digits.
            const value = data.value ?? Number((data.displayValue ?? '').replace(/\D/g, ''));
            if (Number.isFinite(value) && value > 0) setUsers(Math.floor(value));
          }}
        />
      </Field>
      <FactList facts={figures} large live />
    </SectionPanel>
  );
}
