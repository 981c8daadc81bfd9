import { Button, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInLocal } from '../../api/endpoints';
import { useLocalUsers } from '../../api/queries';
import { startSession } from '../../api/session';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';

const useStyles = makeStyles({
  page: {
    maxWidth: '480px',
    margin: '0 auto',
    padding: tokens.spacingVerticalXXXL,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalL,
  },
  users: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  userButton: { width: '100%', justifyContent: 'flex-start' },
});

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

  return (
    <main className={styles.page}>
      <Title1 as="h1">{t('sign_in_heading')}</Title1>
      {users.isPending && <BusySpinner label={t('loading')} />}
      {users.isError && <InlineAlert intent="error" message={users.error.message} />}
      {signIn.isError && <InlineAlert intent="error" message={signIn.error.message} />}
      {users.data && users.data.length === 0 && <Text>{t('sign_in_no_users')}</Text>}
      {users.data && users.data.length > 0 && (
        <>
          <Text>{t('sign_in_hint')}</Text>
          <ul className={styles.users}>
            {users.data.map((user) => (
              <li key={user.login}>
                <Button className={styles.userButton} disabled={signIn.isPending} onClick={() => signIn.mutate(user.login)}>
                  {user.name}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
