import { errorText } from '@listboard/shared';
import { useEffect, useState } from 'react';
import { getToken } from '../../../api/token';
import { useAuthConfig } from '../../../api/queries';
import { useT } from '../../../i18n/useT';
import { InlineAlert } from '../../../ui/alerts';
import { BusySpinner } from '../../../ui/BusySpinner';

/**
 * /teams/signed-in, in Teams' authentication popup: the person has signed in here as on any page
 * (MSAL's redirect flow), and the token goes back to the tab that opened the popup; Teams closes it.
 */
export function TeamsSignedInPage() {
  const t = useT();
  const config = useAuthConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const origins = config.data?.teamsHostOrigins;
  useEffect(() => {
    const token = getToken();
    if (!origins || !token) return;
    import('../../../host/teams/teamsHost')
      .then(({ reportSignInToTeams }) => reportSignInToTeams(token, origins))
      .catch((error: unknown) => setFailure(errorText(error)));
  }, [origins]);
  if (failure) return <InlineAlert intent="error" message={t('sign_in_failed', { message: failure })} />;
  return <BusySpinner label={t('teams_signed_in')} />;
}
