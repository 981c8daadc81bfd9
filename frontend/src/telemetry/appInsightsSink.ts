import type { TelemetryEvent, TelemetrySink } from './telemetry';

/**
 * Sends events to Application Insights. The SDK is loaded on the first event only, so pages without
 * a connection string never download it; events of the meantime wait in a queue.
 */
export function appInsightsSink(connectionString: string): TelemetrySink {
  const waiting: TelemetryEvent[] = [];
  let send: ((event: TelemetryEvent) => void) | null = null;
  let loading = false;

  const load = async () => {
    loading = true;
    const { ApplicationInsights } = await import('@microsoft/applicationinsights-web');
    const insights = new ApplicationInsights({
      config: { connectionString, disableAjaxTracking: true, disableFetchTracking: true, disableCookiesUsage: true },
    });
    insights.loadAppInsights();
    send = (event) => insights.trackEvent({ name: event.name }, event.properties);
    for (const event of waiting.splice(0)) send(event);
  };

  return {
    track(event) {
      if (send) return send(event);
      waiting.push(event);
      if (!loading) load().catch(() => waiting.splice(0));
    },
  };
}
