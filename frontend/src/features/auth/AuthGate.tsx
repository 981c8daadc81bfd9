import { Suspense, lazy, type ReactNode } from 'react';
import type { AuthConfig } from '@listboard/shared';
import { useMe } from '../../api/queries';
import { useToken } from '../../api/hooks/useToken';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { ApiError } from '../../api/client';
import { ConnectSitePrompt } from './ConnectSitePrompt';
import { OpenIdGate } from './openId/OpenIdGate';
import { TeamsPopupSignIn, TeamsSingleSignOn } from './teams/TeamsSignIn';
import { teamsHost } from '../../host/teams/teamsLaunch';

// The local sign-in page loads only when someone has to sign in there: the board page does not carry its code (docs/performance.md).
const SignInPage = lazy(() => import('./SignInPage').then((module) => ({ default: module.SignInPage })));

/**
 * Shows its children only for a signed-in user: with the local sign-in, its page until there is a
 * token; with Entra ID (or the local OpenID provider), MSAL's sign-in first, or in a Teams tab, Teams' single sign-on. While the person is
 * being confirmed, a busy message.
 */
export function AuthGate({ config, children }: { config: AuthConfig; children: ReactNode }) {
  const teams = teamsHost();
  if (config.openId && teams) {
    return (
      <TeamsSingleSignOn host={teams}>
        <SignedInOnly signInPage={<TeamsPopupSignIn host={teams} />}>{children}</SignedInOnly>
      </TeamsSingleSignOn>
    );
  }
  if (config.openId) {
    return (
      <OpenIdGate config={config.openId}>
        <SignedInOnly>{children}</SignedInOnly>
      </OpenIdGate>
    );
  }
  return (
    <SignedInOnly
      signInPage={
        <Suspense fallback={null}>
          <SignInPage />
        </Suspense>
      }
    >
      {children}
    </SignedInOnly>
  );
}

/** The children once the token's person is known; without a token the sign-in page (local) or a busy message while MSAL renews. */
function SignedInOnly({ signInPage, children }: { signInPage?: ReactNode; children: ReactNode }) {
  const t = useT();
  const token = useToken();
  const me = useMe(token !== null);
  if (token === null) return signInPage ?? <BusySpinner label={t('signing_in')} />;
  if (me.isPending) return <BusySpinner label={t('signing_in')} />;
  if (me.isError && me.error instanceof ApiError && me.error.code === 'tenant_not_bound') return <ConnectSitePrompt />;
  if (me.isError) return <InlineAlert intent="error" message={t('startup_error', { message: me.error.message })} />;
  return children;
}
