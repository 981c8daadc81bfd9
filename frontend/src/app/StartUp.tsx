import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthGate } from '../features/auth/AuthGate';
import { useAuthConfig } from '../api/queries';
import { useT } from '../i18n/useT';
import { InlineAlert } from '../ui/alerts';
import { BusySpinner } from '../ui/BusySpinner';
import { TelemetryContext, appInsightsSink, consoleSink, createTelemetry } from '../telemetry';
import { addHostSite, readPageParameters } from '../host/hostQuery';
import { preloadStartPage } from './shellPages';

/**
 * Reads the sign-in configuration, sends a page without a host site to the default demo site,
 * sets up the analytics sinks, then lets the auth gate decide between the sign-in page and the app.
 */
export function StartUp({ children }: { children: ReactNode }) {
  const t = useT();
  const config = useAuthConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const defaultSiteUrl = config.data?.defaultSiteUrl ?? null;
  const insights = config.data?.appInsightsConnectionString ?? null;
  const telemetry = useMemo(() => createTelemetry(insights ? [consoleSink, appInsightsSink(insights)] : [consoleSink]), [insights]);
  const needsHostSite = defaultSiteUrl !== null && !readPageParameters(location.search).SPHostUrl;

  useEffect(() => {
    if (!needsHostSite) return;
    navigate({ pathname: location.pathname, search: addHostSite(location.search, defaultSiteUrl), hash: location.hash }, { replace: true });
  }, [needsHostSite, defaultSiteUrl, location.pathname, location.search, location.hash, navigate]);

  const ready = config.isSuccess && !needsHostSite;
  useEffect(() => {
    if (ready) preloadStartPage(location.pathname);
  }, [ready, location.pathname]);

  if (config.isError) return <InlineAlert intent="error" message={t('startup_error', { message: config.error.message })} />;
  if (config.isPending || needsHostSite) return <BusySpinner label={t('signing_in')} />;
  return (
    <TelemetryContext.Provider value={telemetry}>
      <AuthGate config={config.data}>{children}</AuthGate>
    </TelemetryContext.Provider>
  );
}
