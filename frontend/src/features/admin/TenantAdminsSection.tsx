import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAvatar } from '../../ui/avatars/PersonAvatar';
import type { TenantAdmin } from '../../api/adminEndpoints';
import { useT } from '../../i18n/useT';
import { SectionPanel } from '../../ui/SectionPanel';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  person: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, minWidth: 0 },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  email: { color: tokens.colorNeutralForeground2 },
});

/** Spec 3 sections 2 and 6: the tenant admins, who may edit any board; read only, as the host site defines them. */
export function TenantAdminsSection({ admins }: { admins: readonly TenantAdmin[] }) {
  const styles = useStyles();
  const t = useT();
  return (
    <SectionPanel title={t('admin_tenant_admins')} hint={t('admin_tenant_admins_hint')}>
      {admins.length === 0 ? (
        <Text>{t('admin_tenant_admins_empty')}</Text>
      ) : (
        <ul className={styles.list} aria-label={t('admin_tenant_admins')}>
          {admins.map((admin) => (
            <li key={admin.login} className={styles.person}>
              <PersonAvatar name={admin.name || admin.login} login={admin.login} size={32} aria-hidden />
              <span className={styles.names}>
                <Text weight="semibold">{admin.name || admin.login}</Text>
                {admin.email && (
                  <Text size={200} className={styles.email}>
                    {admin.email}
                  </Text>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionPanel>
  );
}
