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
  Input,
  Text,
  Textarea,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { FEEDBACK_BODY_MAX, FEEDBACK_SUBJECT_MAX, feedbackBodyLongEnough, feedbackEmailSchema } from '@listboard/shared';
import { useSendFeedback } from '../../api/feedbackEndpoints';
import { useT } from '../../i18n/useT';
import { useAlerts } from '../../ui/alerts';

const redBorder = {
  borderTopColor: tokens.colorPaletteRedBorder2,
  borderRightColor: tokens.colorPaletteRedBorder2,
  borderBottomColor: tokens.colorPaletteRedBorder2,
  borderLeftColor: tokens.colorPaletteRedBorder2,
};

const useStyles = makeStyles({
  surface: { maxWidth: 'min(560px, 96vw)' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  body: { minHeight: '140px' },
  // Spec 3 section 5: a message of 3 characters or fewer gets a red border, all round, hovered or focused.
  tooShort: {
    ...redBorder,
    ':hover': redBorder,
    ':focus-within': redBorder,
    ':focus-within:hover': redBorder,
    '::after': { borderBottomColor: tokens.colorPaletteRedBorder2 },
  },
});

/**
 * The feedback dialog (spec 3 sections 2, 4 and 5): a subject, the message and the e-mail address to
 * answer to (the person's own, prefilled). While the message has 3 characters or fewer, its text area
 * has a red border once written in and Send is blocked; success closes the dialog with `sucess_feedback`,
 * a failure is shown as an error alert and keeps what was written. Every send of the open dialog carries
 * one request id, so a retry after a failure is the same request to the server, while the same words
 * written again another time are new feedback (docs/news-and-feedback.md).
 */
export function FeedbackDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const styles = useStyles();
  const t = useT();
  const { showAlert } = useAlerts();
  const send = useSendFeedback();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [bodyTouched, setBodyTouched] = useState(false);
  const [clientEmail, setClientEmail] = useState(email);
  const [requestId] = useState(() => crypto.randomUUID());
  const bodyOk = feedbackBodyLongEnough(body);
  const tooShort = bodyTouched && !bodyOk;
  const emailOk = feedbackEmailSchema.safeParse(clientEmail.trim()).success;

  const submit = () => {
    if (!bodyOk || !emailOk || send.isPending) return;
    send.mutate(
      { subject: subject.trim(), body, clientEmail: clientEmail.trim(), requestId },
      {
        onSuccess: () => {
          showAlert('success', t('sucess_feedback'));
          onClose();
        },
        onError: (error) => showAlert('error', error.message),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !send.isPending && onClose()}>
      <DialogSurface className={styles.surface}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{t('feedback_title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text>{t('feedback_intro')}</Text>
              <Field label={t('feedback_subject')}>
                <Input
                  value={subject}
                  maxLength={FEEDBACK_SUBJECT_MAX}
                  onChange={(_, data) => setSubject(data.value.replace(/[\r\n]+/g, ' '))}
                />
              </Field>
              <Field
                label={t('feedback_body')}
                required
                hint={t('feedback_body_hint')}
                validationState={tooShort ? 'error' : 'none'}
                validationMessage={tooShort ? t('feedback_too_short') : undefined}
              >
                <Textarea
                  className={mergeClasses(styles.body, tooShort && styles.tooShort)}
                  value={body}
                  maxLength={FEEDBACK_BODY_MAX}
                  resize="vertical"
                  onChange={(_, data) => {
                    setBody(data.value);
                    setBodyTouched(true);
                  }}
                />
              </Field>
              <Field
                label={t('feedback_email')}
                required
                validationState={emailOk ? 'none' : 'error'}
                validationMessage={emailOk ? undefined : t('feedback_email_invalid')}
              >
                <Input type="email" value={clientEmail} onChange={(_, data) => setClientEmail(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={send.isPending} onClick={onClose}>
                {t('feedback_cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={!bodyOk || !emailOk || send.isPending}>
                {send.isPending ? t('feedback_sending') : t('feedback_send')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
