import { makeStyles, tokens } from '@fluentui/react-components';
import type { Field } from '@listboard/shared';
import { type AttachmentsState } from '../../ui/fields/AttachmentsControl';
import { AttachmentsField, FieldControl } from '../../ui/fields/FieldControl';
import type { FieldEnvironment } from '../../ui/fields/fieldEnvironment';
import { type FormValues, holdsFiles, shownFields } from './formModel';
import { type DialogLabels, LabelsFieldControl } from './LabelsFieldControl';
import type { FieldErrors } from './validation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalS },
  /**
   * A value the person may not change is still read like any text, not as a greyed-out control: the controls stay
   * disabled (spec 1 section 5), but without Fluent's disabled grey, which is made for controls that do
   * not apply and reads at under 3:1.
   */
  viewOnly: {
    '& :disabled': { color: tokens.colorNeutralForeground1, WebkitTextFillColor: tokens.colorNeutralForeground1, cursor: 'default' },
    '& [aria-disabled="true"]': { color: tokens.colorNeutralForeground1, backgroundColor: 'transparent', cursor: 'default' },
    '& :disabled::placeholder': { color: 'transparent' },
    '& .fui-Input, & .fui-Textarea, & .fui-Dropdown, & .fui-Combobox, & .fui-TagPickerControl': {
      backgroundColor: tokens.colorNeutralBackground1,
      borderTopColor: tokens.colorNeutralStroke2,
      borderRightColor: tokens.colorNeutralStroke2,
      borderBottomColor: tokens.colorNeutralStroke2,
      borderLeftColor: tokens.colorNeutralStroke2,
    },
  },
});

interface FieldsPanelProps {
  fields: readonly Field[];
  values: FormValues;
  errors: FieldErrors;
  short: boolean;
  environment: FieldEnvironment;
  attachments: AttachmentsState;
  isEditable: (field: Field) => boolean;
  onChange: (name: string, value: string) => void;
  onAttachmentsChange: (name: string, state: AttachmentsState) => void;
  /** The board's labels field, shown as the labels picker; null when the board has none. */
  labels: (DialogLabels & { fieldName: string }) | null;
}

/** Tab 0: the card's fields, all of them or (short view) the required and filled ones. */
export function FieldsPanel({
  fields,
  values,
  errors,
  short,
  environment,
  attachments,
  isEditable,
  onChange,
  onAttachmentsChange,
  labels,
}: FieldsPanelProps) {
  const styles = useStyles();
  const fileCount = attachments.stored.length - attachments.removed.length + attachments.pending.length;
  const isFilled = (field: Field) => (holdsFiles(field) ? fileCount > 0 : (values[field.internalName] ?? '') !== '');
  const shown = shownFields(fields, short, isFilled, (field) => Boolean(errors[field.internalName]));
  return (
    <div className={styles.form}>
      {shown.map((field) => (
        <div key={field.internalName} className={isEditable(field) ? undefined : styles.viewOnly}>
          {holdsFiles(field) ? (
            <AttachmentsField
              field={field}
              state={attachments}
              disabled={!isEditable(field)}
              validationMessage={errors[field.internalName]}
              onChange={(state) => onAttachmentsChange(field.internalName, state)}
            />
          ) : field.internalName === labels?.fieldName ? (
            <LabelsFieldControl
              field={field}
              value={values[field.internalName] ?? ''}
              disabled={!isEditable(field)}
              labels={labels}
              onChange={(value) => onChange(field.internalName, value)}
            />
          ) : (
            <FieldControl
              field={field}
              value={values[field.internalName] ?? ''}
              disabled={!isEditable(field)}
              validationMessage={errors[field.internalName]}
              environment={environment}
              onChange={(value) => onChange(field.internalName, value)}
            />
          )}
        </div>
      ))}
    </div>
  );
}
