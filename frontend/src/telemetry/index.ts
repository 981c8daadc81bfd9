export { TelemetryContext, consoleSink, createTelemetry, useTelemetry, type Telemetry, type TelemetryEventName } from './telemetry';
export { appInsightsSink } from './appInsightsSink';
