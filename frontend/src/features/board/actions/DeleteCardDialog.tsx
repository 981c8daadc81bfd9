import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useT } from '../../../i18n/useT';

interface DeleteCardDialogProps {
  title: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec 1 section 8: confirm_delete_task before a card is deleted. */
export function DeleteCardDialog({ title, onConfirm, onCancel }: DeleteCardDialogProps) {
  const t = useT();
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('card_delete_title')}</DialogTitle>
          <DialogContent>{t('card_confirm_delete_task', { title })}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onConfirm}>
              {t('card_delete')}
            </Button>
            <Button appearance="secondary" onClick={onCancel}>
              {t('card_cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
