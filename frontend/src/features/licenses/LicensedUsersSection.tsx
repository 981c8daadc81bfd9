import { useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { ACTIVITY_SLIDER, type License, type LicenseUser, inactiveFor } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useConfirmation } from '../../ui/useConfirmation';
import { useIsMobile } from '../../ui/useIsMobile';
import { ActivitySlider } from './ActivitySlider';
import { AddLicensedPeople } from './AddLicensedPeople';
import { LicensedUsersTable } from './LicensedUsersTable';
import { SectionPanel } from '../../ui/SectionPanel';
import { exportLicensedUsers } from './usersCsv';
import { useLicenseSave } from '../../api/hooks/useLicenseSave';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
});

/**
 * The licensed users (spec 3 sections 2 and 9): the activity slider and its highlight, the CSV export
 * (not on a phone), seats given through the people picker and taken back, each after a confirmation.
 */
export function LicensedUsersSection({ license }: { license: License }) {
  const styles = useStyles();
  const t = useT();
  const isMobile = useIsMobile();
  const [days, setDays] = useState<number>(ACTIVITY_SLIDER.default);
  // Inactivity is measured from when the screen opened, so rows do not change while the person reads them.
  const [now] = useState(() => new Date());
  const save = useLicenseSave(t('license_stale'));
  const confirmation = useConfirmation<LicenseUser>();
  const users = license.users;
  const inactiveCount = users.filter((user) => inactiveFor(user.lastAccess, days, now)).length;
  const nameOf = (user: LicenseUser) => user.name || user.login;

  return (
    <SectionPanel title={t('license_users_heading')}>
      <AddLicensedPeople license={license} busy={save.isPending} onSave={(change, onDone) => save.mutate(change, { onSuccess: onDone })} />
      {users.length === 0 ? (
        <Text>{t('license_users_empty')}</Text>
      ) : (
        <>
          <div className={styles.toolbar}>
            <ActivitySlider days={days} onChange={setDays} />
            {!isMobile && (
              <Button icon={<ArrowDownloadRegular />} onClick={() => exportLicensedUsers(users, t)}>
                {t('license_export')}
              </Button>
            )}
          </div>
          <Text role="status">{t('license_inactive_summary', { count: inactiveCount, total: users.length })}</Text>
          <LicensedUsersTable users={users} days={days} now={now} busy={save.isPending} onRemove={confirmation.ask} />
        </>
      )}
      <ConfirmDialog
        open={confirmation.open}
        title={t('license_remove_title')}
        text={confirmation.asked ? t('license_remove_question', { name: nameOf(confirmation.asked) }) : ''}
        confirmLabel={t('license_remove')}
        cancelLabel={t('license_cancel')}
        onConfirm={() => {
          const user = confirmation.answer();
          if (user) save.mutate({ request: { removeUsers: [user.login] }, done: t('license_user_removed', { name: nameOf(user) }) });
        }}
        onCancel={() => confirmation.answer()}
      />
    </SectionPanel>
  );
}
