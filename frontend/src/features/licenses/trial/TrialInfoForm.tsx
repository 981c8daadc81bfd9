import { useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarPersonRegular, SendRegular } from '@fluentui/react-icons';
import { useT } from '../../../i18n/useT';
import { SectionPanel } from '../../../ui/SectionPanel';
import { SubmitForm } from '../SubmitForm';
import { BookDemoDialog } from './BookDemoDialog';
import { TrialContactFields } from './TrialContactFields';
import { emptyContact, trialRequest } from './trialContact';
import { useContactForm } from './useContactForm';
import { useSendContact } from './useSendContact';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  intro: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/**
 * The trial information form (spec 3 sections 2, 3 and 5), sent to POST /api/kanban/trialInfo, and the
 * book-a-demo dialog beside it. The person's e-mail is filled in from their account.
 */
export function TrialInfoForm({ email }: { email: string }) {
  const styles = useStyles();
  const t = useT();
  const form = useContactForm(() => emptyContact(email));
  const sending = useSendContact((result) => t(result.state === 'waiting' ? 'license_trial_waiting' : 'license_trial_sent'));
  const [demoOpen, setDemoOpen] = useState(false);

  return (
    <SectionPanel title={t('license_trial_heading')}>
      <SubmitForm
        className={styles.form}
        onSubmit={() => {
          if (!sending.isPending && form.attempt()) sending.send(trialRequest(form.contact), form.reset);
        }}
      >
        <Text as="p" className={styles.intro}>
          {t('license_trial_intro')}
        </Text>
        <TrialContactFields form={form} disabled={sending.isPending} />
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" icon={<SendRegular />} disabled={sending.isPending}>
            {sending.isPending ? t('license_sending') : t('license_send')}
          </Button>
          <Button icon={<CalendarPersonRegular />} onClick={() => setDemoOpen(true)}>
            {t('license_book_demo')}
          </Button>
        </div>
      </SubmitForm>
      <BookDemoDialog open={demoOpen} email={email} onClose={() => setDemoOpen(false)} />
    </SectionPanel>
  );
}
