import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field as FluentField,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useT } from '../i18n/useT';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

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
export function NameFormDialog({
  open = true,
  title,
  intro,
  fieldLabel,
  hint,
  value,
  onChange,
  submitLabel,
  busy,
  onSubmit,
  onClose,
  modalType = 'modal',
  surfaceClassName,
  children,
}: NameFormDialogProps) {
  const styles = useStyles();
  const t = useT();
  const ready = value.trim() !== '' && !busy;
  return (
    <Dialog open={open} modalType={modalType} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={surfaceClassName}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {intro}
              <FluentField label={fieldLabel} required hint={hint}>
                <Input value={value} maxLength={255} disabled={busy} onChange={(_, data) => onChange(data.value)} />
              </FluentField>
              {children}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={!ready}>
                {submitLabel}
              </Button>
              <Button onClick={onClose}>{t('wizard_cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
