import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes-or-no question that must be answered before going on (an alert dialog: Escape cancels). It
 * stays mounted and closes through `open`: a modal Fluent dialog that is unmounted while open leaves
 * aria-hidden on the page's root (microsoft/fluentui#35139).
 */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{text}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onConfirm}>
              {confirmLabel}
            </Button>
            <Button onClick={onCancel}>{cancelLabel}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
