import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleSink, createTelemetry, type TelemetryEvent } from './telemetry';

afterEach(() => vi.restoreAllMocks());

describe('createTelemetry', () => {
  it('hands every event to every sink, with empty properties by default', () => {
    const first: TelemetryEvent[] = [];
    const second: TelemetryEvent[] = [];
    const telemetry = createTelemetry([{ track: (e) => first.push(e) }, { track: (e) => second.push(e) }]);
    telemetry.track('view_changed', { boardId: 'b1', viewType: '1' });
    telemetry.track('filter_panel_opened');
    expect(first).toEqual([
      { name: 'view_changed', properties: { boardId: 'b1', viewType: '1' } },
      { name: 'filter_panel_opened', properties: {} },
    ]);
    expect(second).toEqual(first);
  });

  it('goes on past a failing sink', () => {
    const seen: string[] = [];
    const telemetry = createTelemetry([
      {
        track: () => {
          throw new Error('offline');
        },
      },
      { track: (e) => seen.push(e.name) },
    ]);
    expect(() => telemetry.track('task_created')).not.toThrow();
    expect(seen).toEqual(['task_created']);
  });

  it('logs to the console with the event name and its properties', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    consoleSink.track({ name: 'task_created', properties: { source: 'quickAdd' } });
    expect(info).toHaveBeenCalledWith('[telemetry] task_created', '{"source":"quickAdd"}');
  });
});
