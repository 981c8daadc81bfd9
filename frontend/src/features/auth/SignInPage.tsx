import { Avatar, Badge, type BadgeProps, Button, Card, Text, Title2, makeStyles, tokens, useId } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardRole, SignInUser } from '@listboard/shared';
import { signInLocal } from '../../api/endpoints';
import { useLocalUsers } from '../../api/queries';
import { startSession } from '../../api/session';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { personColorName } from '../../ui/avatars/personColor';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: { width: '100%', maxWidth: '440px', padding: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalL },
  brand: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  heading: { margin: 0 },
  users: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  userButton: {
    width: '100%',
    justifyContent: 'flex-start',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  userName: { flexGrow: 1, textAlign: 'start' },
});

const ROLE_BADGE: Record<BoardRole, BadgeProps['color']> = {
  owner: 'brand',
  editor: 'success',
  ownCardsEditor: 'success',
  viewer: 'informative',
  noAccess: 'danger',
};

/** A demo user to sign in as: the button is named by the person; their role on the demo board describes it. */
function UserChoice({ user, disabled, onPick }: { user: SignInUser; disabled: boolean; onPick: () => void }) {
  const styles = useStyles();
  const t = useT();
  const roleId = useId('role');
  const role = user.demoBoard?.role;
  return (
    <Button className={styles.userButton} disabled={disabled} aria-describedby={role ? roleId : undefined} onClick={onPick}>
      <Avatar name={user.name} color={personColorName(user.name)} size={32} aria-hidden />
      <span className={styles.userName}>{user.name}</span>
      {role && (
        // Out of the name (hidden), into the description (aria-describedby reads hidden text).
        <Badge id={roleId} appearance="tint" color={ROLE_BADGE[role]} aria-hidden>
          {t(`sign_in_role_${role}`)}
        </Badge>
      )}
    </Button>
  );
}

/** Local mode: pick one of the site's demo users and get a development token for them. */
export function SignInPage() {
  const styles = useStyles();
  const t = useT();
  const queryClient = useQueryClient();
  const users = useLocalUsers(true);
  const signIn = useMutation({
    mutationFn: signInLocal,
    onSuccess: ({ token, user }) => startSession(queryClient, token, user),
  });
  const demoBoard = users.data?.find((user) => user.demoBoard)?.demoBoard?.name;

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <Text className={styles.brand} size={400}>
          {t('app_name')}
        </Text>
        <Title2 as="h1" className={styles.heading}>
          {t('sign_in_heading')}
        </Title2>
        {users.isPending && <BusySpinner label={t('loading')} />}
        {users.isError && <InlineAlert intent="error" message={users.error.message} />}
        {signIn.isError && <InlineAlert intent="error" message={signIn.error.message} />}
        {users.data && users.data.length === 0 && <Text>{t('sign_in_no_users')}</Text>}
        {users.data && users.data.length > 0 && (
          <>
            <Text>
              {t('sign_in_hint')} {demoBoard && t('sign_in_roles_hint', { board: demoBoard })}
            </Text>
            <ul className={styles.users}>
              {users.data.map((user) => (
                <li key={user.login}>
                  <UserChoice user={user} disabled={signIn.isPending} onPick={() => signIn.mutate(user.login)} />
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </main>
  );
}
