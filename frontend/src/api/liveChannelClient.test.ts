import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for Web PubSub's client: start() answers as the test says, and the test fires its events. */
const fake = vi.hoisted(() => ({
  starts: [] as { resolve(): void; reject(error: Error): void }[],
  listeners: new Map<string, (argument?: unknown) => void>(),
}));

vi.mock('@azure/web-pubsub-client', () => ({
  WebPubSubJsonProtocol: () => ({}),
  WebPubSubClient: class {
    start() {
      return new Promise<void>((resolve, reject) => fake.starts.push({ resolve, reject }));
    }
    stop() {
      return Promise.resolve();
    }
    on(event: string, listener: (argument?: unknown) => void) {
      fake.listeners.set(event, listener);
    }
  },
}));
vi.mock('./endpoints', () => ({ negotiateLiveChannel: vi.fn() }));

const { connectLiveChannel } = await import('./liveChannelClient');

const fire = (event: string) => fake.listeners.get(event)?.();

describe('the live channel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.starts.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('tells the page each time it has joined the board, the first time too: events sent since its read may have been missed', async () => {
    const handlers = { onEvent: vi.fn(), onJoined: vi.fn(), onPresence: vi.fn() };
    const channel = connectLiveChannel('b1', handlers);
    fake.starts[0].resolve();
    fire('connected');
    expect(handlers.onJoined).toHaveBeenCalledTimes(1);
    fire('stopped');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.starts).toHaveLength(2);
    fire('connected');
    expect(handlers.onJoined).toHaveBeenCalledTimes(2);
    channel.close();
  });

  it('tries again after a first connection that failed, and stops trying once closed', async () => {
    const handlers = { onEvent: vi.fn(), onJoined: vi.fn(), onPresence: vi.fn() };
    const channel = connectLiveChannel('b1', handlers);
    fake.starts[0].reject(new Error('refused'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.starts).toHaveLength(2);
    fire('connected');
    expect(handlers.onJoined).toHaveBeenCalledTimes(1);
    fire('stopped');
    channel.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.starts).toHaveLength(2);
  });
});

describe('live events', () => {
  it('passes on the kinds the page knows, presence apart, and skips any other message', () => {
    const handlers = { onEvent: vi.fn(), onJoined: vi.fn(), onPresence: vi.fn() };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const channel = connectLiveChannel('b1', handlers);
    const event = { type: 'boardChanged', boardID: 'b1', timestamp: 1 };
    const presence = { type: 'presenceChanged', boardID: 'b1', timestamp: 2, pages: [] };
    fake.listeners.get('server-message')?.({ message: { data: event } });
    fake.listeners.get('server-message')?.({ message: { data: presence } });
    fake.listeners.get('server-message')?.({ message: { data: { type: 'somethingNew' } } });
    fake.listeners.get('server-message')?.({ message: { data: 'text' } });
    expect(handlers.onEvent.mock.calls).toEqual([[event]]);
    expect(handlers.onPresence.mock.calls).toEqual([[presence]]);
    expect(warn.mock.calls.filter(([text]) => text === 'Live updates: unknown message')).toHaveLength(2);
    channel.close();
  });
});
