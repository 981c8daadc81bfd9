import { useState } from 'react';
import { Checkbox, Dropdown, Field as FluentField, Input, Option, Textarea } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { NEW_FIELD_TYPES, type NewField, type NewFieldType } from '@listboard/shared';
import { addNewField } from '../../../../api/configEndpoints';
import { useT } from '../../../../i18n/useT';
import { useAlerts } from '../../../../ui/alerts';
import { FormDialog } from '../../../../ui/FormDialog';
import { useWizard } from '../../WizardContext';
import { DROPDOWN_TEXTS } from '../../../../ui/controlTexts';

const HAS_CHOICES: readonly NewFieldType[] = ['Choice', 'MultiChoice'];

/** The field creation popup (spec 2 section 3): title, type, date only, required, rich text and choices; the field goes on every list of the board. */
export function NewFieldDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { showAlert } = useAlerts();
  const { draft, fields, setFields } = useWizard();
  const [field, setField] = useState<NewField>({ title: '', type: 'Text' });
  const [choices, setChoices] = useState('');
  const create = useMutation({
    mutationFn: () =>
      addNewField({
        source: { lists: draft.source.lists.map(({ url, listID }) => ({ url, listID })) },
        field: {
          ...field,
          choices: HAS_CHOICES.includes(field.type)
            ? choices
                .split('\n')
                .map((c) => c.trim())
                .filter(Boolean)
            : undefined,
        },
      }),
    onSuccess: (created) => {
      setFields([...fields, created]);
      showAlert('success', t('wizard_field_added', { name: created.name }));
      setField({ title: '', type: 'Text' });
      setChoices('');
      onClose();
    },
    onError: (error: Error) => showAlert('error', t('wizard_field_add_failed', { message: error.message })),
  });
  const set = (change: Partial<NewField>) => setField((f) => ({ ...f, ...change }));

  return (
    <FormDialog
      open={open}
      title={t('wizard_new_field_title')}
      submitLabel={t('wizard_new_field_add')}
      ready={field.title.trim() !== '' && !create.isPending}
      onSubmit={() => create.mutate()}
      onClose={onClose}
    >
      <FluentField label={t('wizard_new_field_name')} required>
        <Input value={field.title} maxLength={255} onChange={(_, data) => set({ title: data.value })} />
      </FluentField>
      <FluentField label={t('wizard_new_field_type')}>
        <Dropdown
          {...DROPDOWN_TEXTS}
          value={field.type}
          selectedOptions={[field.type]}
          onOptionSelect={(_, data) => set({ type: data.optionValue as NewFieldType })}
        >
          {NEW_FIELD_TYPES.map((type) => (
            <Option key={type} value={type}>
              {type}
            </Option>
          ))}
        </Dropdown>
      </FluentField>
      {field.type === 'DateTime' && (
        <Checkbox
          label={t('wizard_new_field_date_only')}
          checked={field.dateOnly ?? false}
          onChange={(_, data) => set({ dateOnly: Boolean(data.checked) })}
        />
      )}
      {field.type === 'Note' && (
        <Checkbox
          label={t('wizard_new_field_rich')}
          checked={field.isRich ?? false}
          onChange={(_, data) => set({ isRich: Boolean(data.checked) })}
        />
      )}
      {HAS_CHOICES.includes(field.type) && (
        <FluentField label={t('wizard_new_field_choices')} hint={t('wizard_new_field_choices_hint')}>
          <Textarea value={choices} onChange={(_, data) => setChoices(data.value)} />
        </FluentField>
      )}
      <Checkbox
        label={t('wizard_new_field_required')}
        checked={field.required ?? false}
        onChange={(_, data) => set({ required: Boolean(data.checked) })}
      />
    </FormDialog>
  );
}
