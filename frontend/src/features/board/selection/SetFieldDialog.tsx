import { useState } from 'react';
import { Field as FluentField, Select } from '@fluentui/react-components';
import type { Field } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { FormDialog } from '../../../ui/FormDialog';
import { FieldControl } from '../cardFields/FieldControl';
import { useFieldOptions } from '../cardFields/fieldOptions';
import { fromEditText } from '../cardFields/fieldText';

interface SetFieldDialogProps {
  fields: readonly Field[];
  /** The list whose choices and lookup items the fields offer. */
  source: { url: string; listID: string };
  count: number;
  onSet: (field: Field, value: string) => void;
  onClose: () => void;
}

/** The selection's "Set a field": a field of the board, its control, and Set for every selected card. */
export function SetFieldDialog({ fields, source, count, onSet, onClose }: SetFieldDialogProps) {
  const t = useT();
  const [name, setName] = useState(fields[0]?.internalName ?? '');
  const [text, setText] = useState('');
  const field = fields.find((candidate) => candidate.internalName === name);
  const { options } = useFieldOptions(field ?? fields[0], source.url, source.listID);
  return (
    <FormDialog
      title={t('selection_set_field_title', { count })}
      submitLabel={t('selection_set')}
      ready={field !== undefined && !(field.isRequired && text === '')}
      onSubmit={() => {
        if (!field) return;
        onClose();
        onSet(field, fromEditText(field, text));
      }}
      onClose={onClose}
    >
      <FluentField label={t('selection_field')}>
        <Select
          value={name}
          onChange={(_, data) => {
            setName(data.value);
            setText('');
          }}
        >
          {fields.map((candidate) => (
            <option key={candidate.internalName} value={candidate.internalName}>
              {candidate.name}
            </option>
          ))}
        </Select>
      </FluentField>
      {field && (
        <FluentField label={field.name}>
          <FieldControl key={field.internalName} field={field} value={text} onChange={setText} options={options} label={field.name} />
        </FluentField>
      )}
    </FormDialog>
  );
}
