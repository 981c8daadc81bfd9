import { Field as FluentField } from '@fluentui/react-components';
import type { Field } from '@listboard/shared';
import { SelectControl, type SelectOption } from '../../../ui/fields/SelectControl';

export interface LabelledSelectProps {
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Offers "(none)", which stands for no value. */
  allowNone?: boolean;
  disabled?: boolean;
  hint?: string;
  validationMessage?: string;
}

/** One value among options, with its label, hint and problem; longer lists get a filter box (SelectControl). */
export function LabelledSelect({
  label,
  options,
  value,
  onChange,
  allowNone = false,
  disabled = false,
  hint,
  validationMessage,
}: LabelledSelectProps) {
  // A value the options lack (a field since removed from the lists) stays visible and can be replaced.
  const shown = value && !options.some((option) => option.value === value) ? [...options, { value, text: value }] : [...options];
  return (
    <FluentField label={label} hint={hint} validationMessage={validationMessage} required={!allowNone}>
      <SelectControl
        name={label}
        options={shown}
        selected={value ? [value] : []}
        multi={false}
        allowFillIn={false}
        required={!allowNone}
        disabled={disabled}
        onChange={(selected) => onChange(selected[0] ?? null)}
      />
    </FluentField>
  );
}

export interface FieldDropdownProps extends Omit<LabelledSelectProps, 'options'> {
  /** The fields this setting may name, e.g. fieldsFor('dueDate', fields). */
  fields: readonly Field[];
}

/** A setting that names one field of the board's lists. */
export function FieldDropdown({ fields, ...props }: FieldDropdownProps) {
  return <LabelledSelect {...props} options={fields.map((field) => ({ value: field.internalName, text: field.name }))} />;
}
