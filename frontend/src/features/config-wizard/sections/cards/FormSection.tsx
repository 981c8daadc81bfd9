import { Switch } from '@fluentui/react-components';
import { type BoardConfig, formFieldCandidates } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { OrderedFieldList } from '../../controls/OrderedFieldList';
import { useProblemMessages } from '../../controls/problems';
import { useWizard } from '../../WizardContext';
import { WizardSection } from '../../WizardSection';

type FormDefinition = BoardConfig['formDefinition'];

/** Step 2: the card form's fields in their order, and how the form opens (spec 2 sections 3 and 5). */
export function FormSection() {
  const t = useT();
  const { draft, fields, update } = useWizard();
  const problemAt = useProblemMessages();
  const form = draft.formDefinition;
  const set = (change: Partial<FormDefinition>) => update((d) => ({ ...d, formDefinition: { ...d.formDefinition, ...change } }));
  return (
    <WizardSection title={t('cfg_form_title')} hint={t('cfg_form_hint')}>
      <OrderedFieldList
        label={t('cfg_form_fields')}
        fields={formFieldCandidates(fields, draft)}
        value={form.fields}
        problemOf={(index) => problemAt(`formDefinition.fields.${index}`)}
        onChange={(names) => set({ fields: names })}
      />
      <Switch
        label={t('cfg_form_double_click')}
        checked={form.openByDbClick}
        onChange={(_, data) => set({ openByDbClick: data.checked })}
      />
      <Switch label={t('cfg_form_platform')} checked={form.useSPForm} onChange={(_, data) => set({ useSPForm: data.checked })} />
    </WizardSection>
  );
}
