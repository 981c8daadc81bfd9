import { uniqueFields } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { FieldMultiSelect } from '../../controls/FieldMultiSelect';
import { useProblemMessageUnder } from '../../controls/problems';
import { useWizard } from '../../WizardContext';
import { WizardSection } from '../../WizardSection';

/** Step 2: the fields the card's callout (tooltip) shows. */
export function CalloutSection() {
  const t = useT();
  const { draft, fields, update } = useWizard();
  const problem = useProblemMessageUnder('calloutDefinition.fields');
  return (
    <WizardSection title={t('cfg_callout_title')} hint={t('cfg_callout_hint')}>
      <FieldMultiSelect
        label={t('cfg_callout_fields')}
        fields={uniqueFields(fields)}
        value={draft.calloutDefinition.fields}
        validationMessage={problem}
        onChange={(names) => update((d) => ({ ...d, calloutDefinition: { ...d.calloutDefinition, fields: names } }))}
      />
    </WizardSection>
  );
}
