import { Field as FluentField } from '@fluentui/react-components';
import { useT } from '../../../../i18n/useT';
import { SelectControl } from '../../../../ui/fields/SelectControl';
import { useWizard } from '../../WizardContext';

/** Intl's zones, with UTC first: the browser and the server read zone names through the same Intl. */
const ZONE_OPTIONS = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')].map((zone) => ({
  value: zone,
  text: zone.replaceAll('_', ' '),
}));

/** The zone the board's reminders keep their times in; none is the organisation's default. */
export function TimeZoneSetting() {
  const t = useT();
  const { draft, update } = useWizard();
  return (
    <FluentField label={t('wizard_setting_time_zone')} hint={t('wizard_setting_time_zone_hint')}>
      <SelectControl
        name={t('wizard_setting_time_zone')}
        options={ZONE_OPTIONS}
        selected={draft.timeZone ? [draft.timeZone] : []}
        multi={false}
        allowFillIn={false}
        required={false}
        disabled={false}
        onChange={([zone]) => update((d) => ({ ...d, timeZone: zone ?? null }))}
      />
    </FluentField>
  );
}
