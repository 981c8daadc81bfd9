import { useState } from 'react';
import { Button, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import type { License, Principal } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { PrincipalsPicker } from '../../ui/fields/PrincipalsPicker';
import { SectionPanel } from '../../ui/SectionPanel';
import { settingsChange } from './licenseChanges';
import { SubmitForm } from './SubmitForm';
import { useLicenseSave } from '../../api/hooks/useLicenseSave';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, alignItems: 'stretch' },
  hint: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * Auto-assignment and the licence managers (users or groups; spec 3 section 6). Nobody listed means everyone on
 * the demo's local sign-in and only the organisation's administrators with Entra sign-in (docs/licences.md).
 * Save sends only what changed, over the etag the licence was read with. The page mounts the form anew for each
 * version of the licence (its etag), so a saved or reloaded licence shows as the server keeps it.
 */
export function LicenseSettingsForm({ license }: { license: License }) {
  const styles = useStyles();
  const t = useT();
  const save = useLicenseSave(t('license_stale'));
  const [autoAssign, setAutoAssign] = useState(license.autoAssign);
  const [licenseManagers, setLicenseManagers] = useState<Principal[]>(license.licenseManagers);
  const request = settingsChange(license, { autoAssign, licenseManagers });

  return (
    <SectionPanel title={t('license_settings_heading')}>
      <SubmitForm
        className={styles.form}
        onSubmit={() => {
          if (request && !save.isPending) save.mutate({ request, done: t('license_saved') });
        }}
      >
        <Switch label={t('license_auto_assign')} checked={autoAssign} onChange={(_, data) => setAutoAssign(data.checked)} />
        <PrincipalsPicker label={t('license_managers')} principals={licenseManagers} onChange={setLicenseManagers} />
        <Text className={styles.hint} size={200}>
          {t(license.unnamedManagers === 'everyone' ? 'license_managers_hint' : 'license_managers_hint_directory')}
        </Text>
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" icon={<SaveRegular />} disabled={!request || save.isPending}>
            {save.isPending ? t('license_saving') : t('license_save')}
          </Button>
          {!request && (
            <Text size={200} className={styles.hint}>
              {t('license_nothing_changed')}
            </Text>
          )}
        </div>
      </SubmitForm>
    </SectionPanel>
  );
}
