import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAvatar } from '../../ui/avatars/PersonAvatar';
import { PersonDeleteRegular } from '@fluentui/react-icons';
import type { LicenseUser } from '@listboard/shared';
import { useT } from '../../i18n/useT';

const useStyles = makeStyles({
  // Two or more people abreast where they fit, one under the other on a phone.
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  person: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    minWidth: 0,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  names: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  email: { color: tokens.colorNeutralForeground2 },
});

/** The people with a seat, each with a button that asks to take it back. */
export function SeatHolderList({
  users,
  busy,
  onRemove,
}: {
  users: readonly LicenseUser[];
  busy: boolean;
  onRemove: (user: LicenseUser) => void;
}) {
  const styles = useStyles();
  const t = useT();
  return (
    <ul className={styles.list} aria-label={t('admin_seats_list')}>
      {users.map((user) => {
        const name = user.name || user.login;
        return (
          <li key={user.login} className={styles.person}>
            <PersonAvatar name={name} login={user.login} size={32} aria-hidden />
            <span className={styles.names}>
              <Text weight="semibold">{name}</Text>
              {user.email && (
                <Text size={200} className={styles.email}>
                  {user.email}
                </Text>
              )}
            </span>
            <Button
              size="small"
              appearance="subtle"
              icon={<PersonDeleteRegular />}
              disabled={busy}
              aria-label={t('admin_seat_remove_named', { name })}
              onClick={() => onRemove(user)}
            >
              {t('admin_seat_remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
