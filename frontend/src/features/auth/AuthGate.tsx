import type { ReactNode } from 'react';
import type { AuthConfig } from '@listboard/shared';
import { useMe } from '../../api/queries';
import { useToken } from '../../api/token';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { SignInPage } from './SignInPage';

/**
 * Shows its children only for a signed-in user: without a token (or after a 401 dropped it) the
 * sign-in page, while the token is being checked a busy message.
 */
export function AuthGate({ mode, children }: { mode: AuthConfig['mode']; children: ReactNode }) {
  const t = useT();
  const token = useToken();
  const me = useMe(token !== null);

  if (token === null) {
    return mode === 'local' ? <SignInPage /> : <InlineAlert intent="error" message={t('sign_in_entra_unsupported')} />;
  }
  if (me.isPending) return <BusySpinner label={t('signing_in')} />;
  if (me.isError) return <InlineAlert intent="error" message={t('startup_error', { message: me.error.message })} />;
  return children;
}
