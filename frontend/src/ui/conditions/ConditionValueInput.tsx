import { Field as FluentField } from '@fluentui/react-components';
import type { Field, FieldInput } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { FieldControl } from '../fields/FieldControl';
import type { FieldEnvironment } from '../fields/fieldEnvironment';
import { DateConditionInput } from './DateConditionInput';

/**
 * The control a condition value is typed with, when it is not the field's own form control: a
 * condition compares plain text for long text, URLs and calculated values, a number for the item id,
 * and yes/no for "has attachments".
 */
const VALUE_TYPES: Partial<Record<Field['type'], FieldInput['type']>> = {
  Note: 'Text',
  URL: 'Text',
  Calculated: 'Text',
  Counter: 'Number',
  Attachments: 'Boolean',
};

interface ConditionValueInputProps {
  field: Field;
  value: string;
  validationMessage?: string;
  environment: FieldEnvironment;
  /** The date fields of the item, which a relative date may count from. */
  dateFields: readonly Field[];
  onChange: (value: string) => void;
}

/** The value of a condition by its field's type, named 'Value'; values use the formats of spec 3 section 3. */
export function ConditionValueInput({ field, value, validationMessage, environment, dateFields, onChange }: ConditionValueInputProps) {
  const t = useT();
  const label = t('filters_value');
  if (field.type === 'DateTime') {
    return (
      <FluentField label={label} validationMessage={validationMessage}>
        {(controlProps) => (
          <DateConditionInput
            field={field}
            value={value}
            referenceFields={dateFields.filter((f) => f.internalName !== field.internalName)}
            controlProps={controlProps}
            onChange={onChange}
          />
        )}
      </FluentField>
    );
  }
  // The item form's controls, labelled 'Value' and never required: a condition may test any field.
  const valueField: Field = {
    ...field,
    name: label,
    type: VALUE_TYPES[field.type] ?? field.type,
    isRequired: false,
    isReadOnly: false,
    isRich: false,
  };
  return (
    <FieldControl
      field={valueField}
      value={value}
      disabled={false}
      validationMessage={validationMessage}
      environment={environment}
      onChange={onChange}
    />
  );
}
