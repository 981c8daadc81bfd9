import { type ReactNode, useEffect, useState } from 'react';
import { Button, MessageBar, MessageBarBody, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { SP_HOST_PARAM, errorText } from '@listboard/shared';
import { setToken, setTokenRenewer } from '../../../api/token';
import type { TeamsHost } from '../../../host/teams/teamsTab';
import { useT } from '../../../i18n/useT';
import { BusySpinner } from '../../../ui/BusySpinner';

/** Where Teams' sign-in popup opens: a signed-in page of ours that hands its token back to the tab. */
export const TEAMS_SIGN_IN_PATH = '/teams/signed-in';

/**
 * Teams single sign-on: Teams hands the tab an access token for our API without a prompt, and a new
 * one whenever the server refuses the old. Where Teams cannot (no consent yet, another client), the
 * person signs in once in Teams' popup instead (TeamsPopupSignIn).
 */
export function TeamsSingleSignOn({ host, children }: { host: TeamsHost; children: ReactNode }) {
  const t = useT();
  const [tried, setTried] = useState(false);
  useEffect(() => {
    let current = true;
    host
      .getAuthToken()
      .then((token) => {
        setToken(token, { remember: false });
        setTokenRenewer(() => host.getAuthToken());
      })
      .catch(() => setTokenRenewer(null))
      .finally(() => current && setTried(true));
    return () => {
      current = false;
    };
  }, [host]);
  return tried ? children : <BusySpinner label={t('signing_in')} />;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    maxWidth: '640px',
  },
});

/** Sign-in in Teams' authentication popup, started by the person (Teams opens popups only on a click). */
export function TeamsPopupSignIn({ host }: { host: TeamsHost }) {
  const t = useT();
  const styles = useStyles();
  const [state, setState] = useState<{ step: 'idle' | 'waiting' } | { step: 'failed'; message: string }>({ step: 'idle' });
  const signIn = () => {
    setState({ step: 'waiting' });
    // The popup is a page of its own (not a tab): it keeps only the host site.
    const popup = new URL(TEAMS_SIGN_IN_PATH, window.location.origin);
    const site = new URLSearchParams(window.location.search).get(SP_HOST_PARAM);
    if (site) popup.searchParams.set(SP_HOST_PARAM, site);
    host
      .authenticate(popup.href)
      .then((token) => setToken(token, { remember: false }))
      .catch((error: unknown) => setState({ step: 'failed', message: errorText(error) }));
  };
  return (
    <div className={styles.root}>
      <Title2 as="h1">{t('sign_in_heading')}</Title2>
      <Text>{t('teams_sign_in_hint')}</Text>
      {state.step === 'failed' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('sign_in_failed', { message: state.message })}</MessageBarBody>
        </MessageBar>
      )}
      <Button appearance="primary" disabled={state.step === 'waiting'} onClick={signIn}>
        {state.step === 'waiting' ? t('teams_sign_in_waiting') : t('teams_sign_in_action')}
      </Button>
    </div>
  );
}
