import { createContext, useContext } from 'react';

/**
 * The analytics events: of the board page (spec 1 section 2), of the configuration (spec 2 section 9:
 * board creation, card size choice, swimlane and style additions and removals), and a page that failed to render.
 */
export type TelemetryEventName =
  | 'page_error'
  | 'filter_panel_opened'
  | 'task_created'
  | 'view_changed'
  | 'board_created'
  | 'card_size_chosen'
  | 'swimlane_added'
  | 'swimlane_removed'
  | 'style_added'
  | 'style_removed';

export interface TelemetryEvent {
  name: TelemetryEventName;
  properties: Record<string, string>;
}

/** Where events go: the browser console, Application Insights. */
export interface TelemetrySink {
  track(event: TelemetryEvent): void;
}

export interface Telemetry {
  track(name: TelemetryEventName, properties?: Record<string, string>): void;
}

/** Analytics must never break the page: a failing sink is skipped. */
export function createTelemetry(sinks: readonly TelemetrySink[]): Telemetry {
  return {
    track(name, properties = {}) {
      for (const sink of sinks) {
        try {
          sink.track({ name, properties });
        } catch {
          // An analytics failure is not the person's problem.
        }
      }
    },
  };
}

/** Events logged locally, so a developer (and the end-to-end tests) can see them without a telemetry service. */
export const consoleSink: TelemetrySink = {
  track: (event) => console.info(`[telemetry] ${event.name}`, JSON.stringify(event.properties)),
};

export const TelemetryContext = createContext<Telemetry>(createTelemetry([consoleSink]));

export function useTelemetry(): Telemetry {
  return useContext(TelemetryContext);
}
