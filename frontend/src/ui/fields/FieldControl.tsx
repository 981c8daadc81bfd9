import { Field as FluentField, Input, Switch, Textarea } from '@fluentui/react-components';
import type { Field } from '@listboard/shared';
import { AttachmentsControl, type AttachmentsState } from './AttachmentsControl';
import { ChoiceControl, LookupControl } from './ChoiceControls';
import { DateTimeControl } from './DateTimeControl';
import type { FieldEnvironment } from './fieldEnvironment';
import { NumberControl } from './NumberControl';
import { RichTextEditor } from './RichTextEditor';
import { UrlControl } from './UrlControl';
import { UserControl } from './UserControl';

const TRUE_WORDS = new Set(['true', '1', 'yes']);

export interface FieldControlProps {
  field: Field;
  /** The value string (spec 3 section 3). */
  value: string;
  disabled: boolean;
  /** The text of a validation problem, shown under the control. */
  validationMessage?: string;
  environment: FieldEnvironment;
  onChange: (value: string) => void;
}

/** The form control of a field, by its type, labelled by the field's name; required fields are marked. */
export function FieldControl({ field, validationMessage, ...control }: FieldControlProps) {
  return (
    <FluentField label={field.name} required={field.isRequired} validationMessage={validationMessage}>
      <ControlFor field={field} {...control} />
    </FluentField>
  );
}

function ControlFor({ field, value, disabled, environment, onChange }: Omit<FieldControlProps, 'validationMessage'>) {
  switch (field.type) {
    case 'Note':
      return field.isRich ? (
        <RichTextEditor name={field.name} value={value} disabled={disabled} onChange={onChange} />
      ) : (
        <Textarea resize="vertical" disabled={disabled} value={value} onChange={(_, data) => onChange(data.value)} />
      );
    case 'Choice':
    case 'MultiChoice':
      return <ChoiceControl field={field} value={value} disabled={disabled} onChange={onChange} />;
    case 'Lookup':
      return <LookupControl field={field} value={value} disabled={disabled} environment={environment} onChange={onChange} />;
    case 'Boolean':
      return (
        <Switch
          disabled={disabled}
          checked={TRUE_WORDS.has(value.trim().toLowerCase())}
          onChange={(_, data) => onChange(String(data.checked))}
        />
      );
    case 'DateTime':
      return (
        <DateTimeControl
          field={field}
          value={value}
          disabled={disabled}
          clock={environment.clock}
          isDueDate={field.internalName === environment.dueDateField}
          onChange={onChange}
        />
      );
    case 'User':
      return <UserControl field={field} value={value} disabled={disabled} environment={environment} onChange={onChange} />;
    case 'Number':
    case 'Currency':
      return <NumberControl field={field} value={value} disabled={disabled} onChange={onChange} />;
    case 'URL':
      return <UrlControl field={field} value={value} disabled={disabled} onChange={onChange} />;
    default:
      return <Input disabled={disabled} value={value} onChange={(_, data) => onChange(data.value)} />;
  }
}

interface AttachmentsFieldProps {
  field: Field;
  state: AttachmentsState;
  disabled: boolean;
  validationMessage?: string;
  onChange: (state: AttachmentsState) => void;
}

/** The Attachments field, or a library's File field (one file): a group named by the field, holding the upload list. */
export function AttachmentsField({ field, state, disabled, validationMessage, onChange }: AttachmentsFieldProps) {
  return (
    <FluentField label={field.name} required={field.isRequired} validationMessage={validationMessage}>
      {(controlProps) => (
        <AttachmentsControl
          state={state}
          disabled={disabled}
          single={field.type === 'File'}
          onChange={onChange}
          controlProps={controlProps}
        />
      )}
    </FluentField>
  );
}
