import { errorText } from '@listboard/shared';
import { type ReactNode, useEffect, useState } from 'react';
import type { OpenIdSignIn } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { InlineAlert } from '../../../ui/alerts';
import { BusySpinner } from '../../../ui/BusySpinner';

type GateState = { step: 'starting' | 'redirecting' | 'signed-in' } | { step: 'failed'; message: string };

/**
 * Spec 1 section 2: a busy message while authorization is pending, and the app only after the
 * person is signed in. MSAL loads with this gate, so the local sign-in never downloads it.
 */
export function OpenIdGate({ config, children }: { config: OpenIdSignIn; children: ReactNode }) {
  const t = useT();
  const [state, setState] = useState<GateState>({ step: 'starting' });

  useEffect(() => {
    let current = true;
    import('./openIdSession')
      .then(({ startOpenIdSession }) => startOpenIdSession(config))
      .then((step) => current && setState({ step }))
      .catch((error: unknown) => current && setState({ step: 'failed', message: errorText(error) }));
    return () => {
      current = false;
    };
  }, [config]);

  if (state.step === 'failed') return <InlineAlert intent="error" message={t('sign_in_failed', { message: state.message })} />;
  if (state.step === 'redirecting') return <BusySpinner label={t('sign_in_redirecting')} />;
  if (state.step === 'starting') return <BusySpinner label={t('signing_in')} />;
  return children;
}
