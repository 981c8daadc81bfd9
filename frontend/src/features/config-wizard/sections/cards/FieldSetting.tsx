import type { BoardConfig, Field } from '@listboard/shared';
import { FieldDropdown } from '../../controls/LabelledSelect';
import { useProblemMessage } from '../../controls/problems';
import { useWizard } from '../../WizardContext';

/** The settings of a board that name one field, each checked at its own path. */
export type FieldSettingKey =
  | 'titleFieldName'
  | 'displayTitleFieldName'
  | 'displayTitleFieldName2'
  | 'displayTitleFieldName3'
  | 'userField'
  | 'dueDateField'
  | 'commentsFieldName'
  | 'labelsFieldName'
  | 'parentlookup';

export interface FieldSettingProps {
  setting: FieldSettingKey;
  label: string;
  fields: readonly Field[];
  allowNone?: boolean;
  hint?: string;
  /** The field shown as chosen, when the setting alone does not say it (the comments field's default). */
  value?: string | null;
  /** Replaces the plain assignment when a new field brings more changes (e.g. the labels field its labels). */
  onChange?: (field: Field | null) => void;
}

/** A setting that names one field of the board, with the problem the board's validation finds there. */
export function FieldSetting({ setting, label, fields, allowNone = false, hint, value, onChange }: FieldSettingProps) {
  const { draft, update } = useWizard();
  const problem = useProblemMessage(setting);
  const change = (name: string | null) => {
    const field = fields.find((f) => f.internalName === name) ?? null;
    if (onChange) onChange(field);
    else if (name !== null || allowNone) update((d): BoardConfig => ({ ...d, [setting]: name }));
  };
  return (
    <FieldDropdown
      label={label}
      fields={fields}
      value={(value === undefined ? draft[setting] : value) || null}
      allowNone={allowNone}
      hint={hint}
      validationMessage={problem}
      onChange={change}
    />
  );
}
