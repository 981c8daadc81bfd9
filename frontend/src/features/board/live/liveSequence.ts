import type { MissedEventsResponse, RealtimeEvent } from '@listboard/shared';

/** What the board's live sequence needs of the page. */
export interface LiveSequenceDeps {
  /** GET realtime/missed: the board's events after `after`. */
  fetchMissed(after: number): Promise<MissedEventsResponse>;
  /** Handles an event in order, as one that came on the channel. */
  deliver(event: RealtimeEvent): void;
  /** Reads the board again: what the page missed is no longer kept, or cannot be asked for. */
  reread(): void;
}

export interface LiveSequence {
  /** A board read landed, with the board's sequence number when it began (undefined: the server gave none). */
  onRead(sequence: number | undefined): void;
  /** The live channel has joined the board's group, the first time or again after a loss. */
  onJoined(): void;
  /** An event came on the channel. */
  onEvent(event: RealtimeEvent): void;
}

/**
 * Keeps the page's board complete with the board's numbered live events (docs/live-updates.md#catching-up).
 * The page knows the number its board holds everything up to: the board read's, then each event's in
 * turn. When the channel joins, after a read that began before an event it has passed, and on a gap in
 * the numbers, it asks for the events after that number; an event it has already had is dropped. When
 * the server no longer keeps them, the request fails or the read carried no number, it reads the board again.
 */
export function createLiveSequence(deps: LiveSequenceDeps): LiveSequence {
  let known: number | null = null;
  let unnumbered = false;
  let joined = false;
  let rereading = false;
  let catchingUp = false;
  let askAgain = false;

  const reread = () => {
    rereading = true;
    deps.reread();
  };

  async function catchUp(): Promise<void> {
    if (catchingUp) {
      askAgain = true;
      return;
    }
    catchingUp = true;
    try {
      do {
        askAgain = false;
        if (known === null || rereading) return;
        const missed = await deps.fetchMissed(known);
        if (!missed.complete) return reread();
        for (const event of missed.events) onEvent(event);
      } while (askAgain);
    } catch (error) {
      console.warn('Live updates: could not ask for missed events; reading the board again', error);
      reread();
    } finally {
      catchingUp = false;
    }
  }

  function onEvent(event: RealtimeEvent): void {
    // Untracked until a numbered read lands, and while a read is on its way: the card versions keep the board right.
    if (event.sequence === undefined || known === null || rereading) return deps.deliver(event);
    if (event.sequence <= known) return;
    if (event.sequence > known + 1) return void catchUp();
    known = event.sequence;
    deps.deliver(event);
  }

  return {
    onRead(sequence) {
      rereading = false;
      if (sequence === undefined) {
        unnumbered = true;
        return;
      }
      unnumbered = false;
      const before = known;
      known = sequence;
      // A read that began before an event the page has passed may lack it (and the events before it).
      if (joined && (before === null || before > sequence)) void catchUp();
    },
    onJoined() {
      joined = true;
      if (known !== null) void catchUp();
      else if (unnumbered) reread();
    },
    onEvent,
  };
}
