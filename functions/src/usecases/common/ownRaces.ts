import { setTimeout as sleep } from 'node:timers/promises';
import { ConcurrencyError } from '../../ports/listHost';

/**
 * Each lost attempt means another write to the card landed, so this many lets about ten people
 * write one card at the same instant; past it the caller gets the 412 after all.
 */
const ATTEMPTS = 10;
/** A random pause before a retry, growing with each, so that the losers do not collide again in step. */
const BACKOFF_STEP_MS = 10;

/**
 * A request without an ETag asks for no condition, yet the service reads the item, checks its rules
 * against that read and writes with that read's ETag, so a write landing in between makes the store
 * refuse. That race is the server's own: the whole read-check-write runs again on the fresh item.
 * A request with an ETag keeps its 412, because the person decided on an older card.
 */
export async function retryOwnRaces<T>(requestEtag: string | undefined, readCheckWrite: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await readCheckWrite();
    } catch (error) {
      if (requestEtag || !(error instanceof ConcurrencyError) || attempt >= ATTEMPTS) throw error;
      await sleep(Math.random() * BACKOFF_STEP_MS * attempt);
    }
  }
}
