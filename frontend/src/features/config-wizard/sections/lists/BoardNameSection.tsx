import { Field as FluentField, Input, Textarea } from '@fluentui/react-components';
import { useT } from '../../../../i18n/useT';
import { problemText } from '../../problemText';
import { WizardSection } from '../../WizardSection';
import { useProblemAt, useWizard } from '../../WizardContext';

/** The board's name (required) and description. */
export function BoardNameSection() {
  const t = useT();
  const { draft, update } = useWizard();
  const nameProblem = useProblemAt('name');
  return (
    <WizardSection title={t('wizard_board_section')}>
      <FluentField label={t('wizard_board_name')} required validationMessage={nameProblem && problemText(t, nameProblem)}>
        <Input value={draft.name} maxLength={255} onChange={(_, data) => update((d) => ({ ...d, name: data.value }))} />
      </FluentField>
      <FluentField label={t('wizard_board_description')}>
        <Textarea value={draft.description} resize="vertical" onChange={(_, data) => update((d) => ({ ...d, description: data.value }))} />
      </FluentField>
    </WizardSection>
  );
}
