import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PersonDeleteRegular } from '@fluentui/react-icons';
import { type LicenseUser, inactiveFor, neverAccessed } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { licenseDay } from './licenseDates';

const useStyles = makeStyles({
  // The table keeps readable columns and scrolls sideways inside its region on a narrow phone.
  scroller: {
    overflowX: 'auto',
    maxWidth: '100%',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  table: { minWidth: '560px' },
  text: { overflowWrap: 'anywhere' },
  // The slider's highlight: a tinted row beside the 'Inactive' badge, which says it without colour.
  inactive: {
    backgroundColor: tokens.colorPaletteMarigoldBackground1,
    ':hover': { backgroundColor: tokens.colorPaletteMarigoldBackground2 },
  },
  lastActivity: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface LicensedUsersTableProps {
  users: readonly LicenseUser[];
  /** The slider's value: people inactive for longer, or never active, are highlighted. */
  days: number;
  now: Date;
  busy: boolean;
  onRemove: (user: LicenseUser) => void;
}

/** The people with a seat: name, e-mail, last activity in the person's language ('Never' for none), and removal. */
export function LicensedUsersTable({ users, days, now, busy, onRemove }: LicensedUsersTableProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.scroller} role="region" aria-label={t('license_users_table')} tabIndex={0}>
      <Table className={styles.table} aria-label={t('license_users_table')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('license_user_name')}</TableHeaderCell>
            <TableHeaderCell>{t('license_user_email')}</TableHeaderCell>
            <TableHeaderCell>{t('license_user_last_activity')}</TableHeaderCell>
            <TableHeaderCell>{t('license_user_actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => {
            const name = user.name || user.login;
            const inactive = inactiveFor(user.lastAccess, days, now);
            return (
              <TableRow key={user.login} className={inactive ? styles.inactive : undefined}>
                <TableCell className={styles.text}>{name}</TableCell>
                <TableCell className={styles.text}>{user.email}</TableCell>
                <TableCell>
                  <span className={styles.lastActivity}>
                    {neverAccessed(user.lastAccess) ? t('license_never') : licenseDay(user.lastAccess as string)}
                    {inactive && (
                      <Badge appearance="tint" color="warning">
                        {t('license_inactive')}
                      </Badge>
                    )}
                  </span>
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    icon={<PersonDeleteRegular />}
                    disabled={busy}
                    aria-label={t('license_remove_user', { name })}
                    onClick={() => onRemove(user)}
                  >
                    {t('license_remove')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
