import { describe, expect, it, vi } from 'vitest';
import type { MissedEventsResponse, RealtimeEvent } from '@listboard/shared';
import { createLiveSequence } from './liveSequence';

const event = (sequence: number | undefined): RealtimeEvent => ({
  type: 'itemRemoved',
  boardID: 'b',
  listID: 'l',
  itemID: sequence ?? 0,
  timestamp: 1,
  sequence,
});

/** A server stand-in: each request for missed events waits until the test answers it. */
function setup() {
  const asked: { after: number; answer(response: MissedEventsResponse | Error): void }[] = [];
  const deps = {
    fetchMissed: (after: number) =>
      new Promise<MissedEventsResponse>((resolve, reject) => {
        asked.push({ after, answer: (response) => (response instanceof Error ? reject(response) : resolve(response)) });
      }),
    deliver: vi.fn(),
    reread: vi.fn(),
  };
  const delivered = () => deps.deliver.mock.calls.map(([e]) => (e as RealtimeEvent).sequence);
  return { sequence: createLiveSequence(deps), deps, asked, delivered };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("catching up with the board's numbered live events", () => {
  it('asks for what came after the board read once the channel has joined, and drops what it already had', async () => {
    const { sequence, asked, delivered } = setup();
    sequence.onRead(4);
    expect(asked).toEqual([]);
    sequence.onJoined();
    expect(asked.map((a) => a.after)).toEqual([4]);
    sequence.onEvent(event(6));
    asked[0].answer({ events: [event(5), event(6)], complete: true });
    await settle();
    sequence.onEvent(event(6));
    sequence.onEvent(event(7));
    expect(delivered()).toEqual([5, 6, 7]);
  });

  it('asks again from where it is when a number is left out', async () => {
    const { sequence, asked, delivered } = setup();
    sequence.onRead(1);
    sequence.onEvent(event(2));
    sequence.onEvent(event(4));
    expect(asked.map((a) => a.after)).toEqual([2]);
    asked[0].answer({ events: [event(3), event(4)], complete: true });
    await settle();
    expect(delivered()).toEqual([2, 3, 4]);
  });

  it('reads the board again when what it missed is no longer kept, or cannot be asked for', async () => {
    const first = setup();
    first.sequence.onRead(1);
    first.sequence.onJoined();
    first.asked[0].answer({ events: [], complete: false });
    await settle();
    expect(first.deps.reread).toHaveBeenCalledTimes(1);

    const second = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    second.sequence.onRead(1);
    second.sequence.onJoined();
    second.asked[0].answer(new Error('503'));
    await settle();
    expect(second.deps.reread).toHaveBeenCalledTimes(1);
  });

  it('catches up when the read lands after the join, and after a read older than the events it has passed', async () => {
    const { sequence, asked } = setup();
    sequence.onJoined();
    expect(asked).toEqual([]);
    sequence.onRead(3);
    expect(asked.map((a) => a.after)).toEqual([3]);
    asked[0].answer({ events: [event(4), event(5)], complete: true });
    await settle();
    sequence.onRead(4);
    expect(asked.map((a) => a.after)).toEqual([3, 4]);
    sequence.onRead(6);
    expect(asked).toHaveLength(2);
  });

  it('reads the board again on joining when its read carried no number, and passes unnumbered events on', () => {
    const { sequence, deps, delivered } = setup();
    sequence.onRead(undefined);
    sequence.onJoined();
    expect(deps.reread).toHaveBeenCalledTimes(1);
    sequence.onEvent(event(undefined));
    expect(delivered()).toEqual([undefined]);
  });
});
