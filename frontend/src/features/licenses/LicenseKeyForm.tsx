import { useState } from 'react';
import { Button, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { KeyRegular } from '@fluentui/react-icons';
import type { License } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { SectionPanel } from '../../ui/SectionPanel';
import { SubmitForm } from './SubmitForm';
import { useLicenseSave } from '../../api/hooks/useLicenseSave';

// The contract's limit of a licence document (saveLicenseRequestSchema).
const LICENSE_KEY_MAX = 8000;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, alignItems: 'flex-start' },
  field: { alignSelf: 'stretch' },
  key: { minHeight: '120px', fontFamily: tokens.fontFamilyMonospace },
});

/**
 * Installs a licence key, the vendor's signed licence document, in place of the trial or the licence before
 * it. The server checks the signature and answers invalid_license_key for anything else.
 */
export function LicenseKeyForm({ license }: { license: License }) {
  const styles = useStyles();
  const t = useT();
  const save = useLicenseSave(t('license_stale'));
  const [key, setKey] = useState('');
  const licenseKey = key.trim();

  return (
    <SectionPanel title={t('license_key_heading')}>
      <SubmitForm
        className={styles.form}
        onSubmit={() => {
          if (licenseKey === '' || save.isPending) return;
          save.mutate({ request: { etag: license.etag, licenseKey }, done: t('license_installed') }, { onSuccess: () => setKey('') });
        }}
      >
        <Field className={styles.field} label={t('license_key')} hint={t('license_key_hint')}>
          <Textarea
            className={styles.key}
            value={key}
            maxLength={LICENSE_KEY_MAX}
            resize="vertical"
            spellCheck={false}
            onChange={(_, data) => setKey(data.value)}
          />
        </Field>
        <Button appearance="primary" type="submit" icon={<KeyRegular />} disabled={licenseKey === '' || save.isPending}>
          {save.isPending ? t('license_installing') : t('license_install')}
        </Button>
      </SubmitForm>
    </SectionPanel>
  );
}
