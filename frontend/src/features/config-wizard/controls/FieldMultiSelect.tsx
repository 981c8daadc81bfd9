import { Field as FluentField } from '@fluentui/react-components';
import type { Field } from '@listboard/shared';
import { SelectControl } from '../../../ui/fields/SelectControl';

export interface FieldMultiSelectProps {
  label: string;
  fields: readonly Field[];
  /** Internal names, in the order they were picked. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  hint?: string;
  validationMessage?: string;
}

/** A setting that names several fields, e.g. the fields a card or its callout shows. */
export function FieldMultiSelect({ label, fields, value, onChange, hint, validationMessage }: FieldMultiSelectProps) {
  const options = fields.map((field) => ({ value: field.internalName, text: field.name }));
  // Names the lists lack any more stay listed, so they can be unpicked.
  const unknown = value.filter((name) => !fields.some((field) => field.internalName === name)).map((name) => ({ value: name, text: name }));
  return (
    <FluentField label={label} hint={hint} validationMessage={validationMessage}>
      <SelectControl
        name={label}
        options={[...options, ...unknown]}
        selected={[...value]}
        multi
        allowFillIn={false}
        required={false}
        disabled={false}
        onChange={onChange}
      />
    </FluentField>
  );
}
