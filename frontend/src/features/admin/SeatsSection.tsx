import { Text } from '@fluentui/react-components';
import { type License, type LicenseUser, remainingSeats } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useConfirmation } from '../../ui/useConfirmation';
import { SectionPanel } from '../../ui/SectionPanel';
import { GiveSeats } from './GiveSeats';
import { SeatHolderList } from './SeatHolderList';
import { useLicenseSave } from '../../api/hooks/useLicenseSave';

const nameOf = (user: LicenseUser) => user.name || user.login;

/**
 * Spec 3 section 2, users with a licence: seats given to people picked from the directory and taken back after a
 * confirmation. Both go by login, not by the whole list, so a seat auto-assignment gives meanwhile is kept; they
 * need no etag, as seats are no setting.
 */
export function SeatsSection({ license }: { license: License }) {
  const t = useT();
  const save = useLicenseSave(t('admin_license_stale'));
  const confirmation = useConfirmation<LicenseUser>();
  const users = license.users;
  const left = remainingSeats(license, users.length);

  return (
    <SectionPanel
      title={t('admin_seats')}
      hint={license.isUnlimited ? t('admin_seats_unlimited') : t('admin_seats_left', { count: left, total: license.userCount })}
    >
      <GiveSeats
        maxPeople={license.isUnlimited ? null : left}
        busy={save.isPending}
        onGive={(logins, onDone) =>
          save.mutate({ request: { addUsers: logins }, done: t('admin_seats_given', { count: logins.length }) }, { onSuccess: onDone })
        }
      />
      {users.length === 0 ? (
        <Text>{t('admin_seats_empty')}</Text>
      ) : (
        <SeatHolderList users={users} busy={save.isPending} onRemove={confirmation.ask} />
      )}
      <ConfirmDialog
        open={confirmation.open}
        title={t('admin_seat_remove_title')}
        text={confirmation.asked ? t('admin_seat_remove_question', { name: nameOf(confirmation.asked) }) : ''}
        confirmLabel={t('admin_seat_remove')}
        cancelLabel={t('admin_cancel')}
        onConfirm={() => {
          const user = confirmation.answer();
          if (user) save.mutate({ request: { removeUsers: [user.login] }, done: t('admin_seat_removed', { name: nameOf(user) }) });
        }}
        onCancel={() => confirmation.answer()}
      />
    </SectionPanel>
  );
}
