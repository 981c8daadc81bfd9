import type { ReactNode } from 'react';
import { Field as FluentField, Input } from '@fluentui/react-components';
import { FormDialog } from './FormDialog';

export interface NameFormDialogProps {
  open?: boolean;
  title: string;
  /** Shown above the name. */
  intro?: ReactNode;
  fieldLabel: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  submitLabel: string;
  /** While the name is being used: the field and the submit button wait. */
  busy: boolean;
  /** Enter or the submit button, with a name that is not blank. */
  onSubmit: () => void;
  onClose: () => void;
  modalType?: 'modal' | 'non-modal';
  surfaceClassName?: string;
  /** Shown under the name: progress, a refusal. */
  children?: ReactNode;
}

/** A dialog that asks for one required name (a new list's, a new board's) and does something with it. */
export function NameFormDialog({ intro, fieldLabel, hint, value, onChange, busy, children, ...dialog }: NameFormDialogProps) {
  return (
    <FormDialog {...dialog} ready={value.trim() !== '' && !busy}>
      {intro}
      <FluentField label={fieldLabel} required hint={hint}>
        <Input value={value} maxLength={255} disabled={busy} onChange={(_, data) => onChange(data.value)} />
      </FluentField>
      {children}
    </FormDialog>
  );
}
