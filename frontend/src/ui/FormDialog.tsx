import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useT } from '../i18n/useT';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

export interface FormDialogProps {
  open?: boolean;
  title: string;
  submitLabel: string;
  /** Whether Enter or the submit button may submit now. */
  ready: boolean;
  onSubmit: () => void;
  /** Cancel, Esc or a click outside. */
  onClose: () => void;
  modalType?: 'modal' | 'non-modal';
  surfaceClassName?: string;
  /** The form's text and fields. */
  children: ReactNode;
}

/** A dialog around one small form: its fields, a submit button and Cancel. */
export function FormDialog({
  open = true,
  title,
  submitLabel,
  ready,
  onSubmit,
  onClose,
  modalType = 'modal',
  surfaceClassName,
  children,
}: FormDialogProps) {
  const styles = useStyles();
  const t = useT();
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
            <DialogContent className={styles.content}>{children}</DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={!ready}>
                {submitLabel}
              </Button>
              <Button onClick={onClose}>{t('confirm_cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
