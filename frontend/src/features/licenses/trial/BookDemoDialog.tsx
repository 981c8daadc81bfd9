import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useT } from '../../../i18n/useT';
import { DateInput } from '../../../ui/fields/DateInput';
import { SubmitForm } from '../SubmitForm';
import { TrialContactFields } from './TrialContactFields';
import { emptyContact, trialRequest } from './trialContact';
import { useContactForm } from './useContactForm';
import { useSendContact } from './useSendContact';

// The contract's limit of a demo request's message (trialInfoRequestSchema).
const MESSAGE_MAX = 2000;

const useStyles = makeStyles({
  surface: { maxWidth: 'min(720px, 96vw)' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  intro: { margin: 0 },
  message: { minHeight: '100px' },
});

/** Today as YYYY-MM-DD in the person's time zone: a demo is booked from today on. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * Book a demo (spec 3 section 2): the trial form's contact fields, the day the person would like (from today)
 * and a message, sent to POST /api/kanban/trialInfo with demoDate. The dialog stays mounted and closes through
 * `open` (see ConfirmDialog), so what was written survives closing it by mistake.
 */
export function BookDemoDialog({ open, email, onClose }: { open: boolean; email: string; onClose: () => void }) {
  const styles = useStyles();
  const t = useT();
  const form = useContactForm(() => emptyContact(email));
  const [demoDate, setDemoDate] = useState('');
  const [message, setMessage] = useState('');
  const [earliest] = useState(today);
  const sending = useSendContact(() => t('license_demo_sent'));
  const dateProblem = form.tried && demoDate === '' ? t('license_required') : undefined;

  const submit = () => {
    const contactReady = form.attempt();
    if (sending.isPending || !contactReady || demoDate === '') return;
    sending.send(trialRequest(form.contact, { demoDate, message }), () => {
      form.reset();
      setDemoDate('');
      setMessage('');
      onClose();
    });
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !sending.isPending && onClose()}>
      <DialogSurface className={styles.surface}>
        <SubmitForm onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{t('license_book_demo')}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text as="p" className={styles.intro}>
                {t('license_demo_intro')}
              </Text>
              <TrialContactFields form={form} disabled={sending.isPending} />
              <Field
                label={t('license_demo_date')}
                required
                validationState={dateProblem ? 'error' : 'none'}
                validationMessage={dateProblem}
              >
                <DateInput
                  label={t('license_demo_date')}
                  value={demoDate}
                  min={earliest}
                  disabled={sending.isPending}
                  onChange={setDemoDate}
                />
              </Field>
              <Field label={t('license_demo_message')}>
                <Textarea
                  className={styles.message}
                  value={message}
                  maxLength={MESSAGE_MAX}
                  resize="vertical"
                  disabled={sending.isPending}
                  onChange={(_, data) => setMessage(data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button disabled={sending.isPending} onClick={onClose}>
                {t('license_cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={sending.isPending}>
                {sending.isPending ? t('license_sending') : t('license_demo_send')}
              </Button>
            </DialogActions>
          </DialogBody>
        </SubmitForm>
      </DialogSurface>
    </Dialog>
  );
}
