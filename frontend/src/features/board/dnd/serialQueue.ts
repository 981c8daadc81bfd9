/** Runs async jobs strictly one after another, in the order they were enqueued. */
export interface SerialQueue {
  /** Runs `job` after every job enqueued before it has settled; resolves or rejects with the job's result. */
  enqueue<T>(job: () => Promise<T>): Promise<T>;
  /** Resolves once no job is queued or running, including jobs enqueued while waiting. */
  whenIdle(): Promise<void>;
  /** Jobs queued or running. */
  readonly size: number;
}

export function createSerialQueue(): SerialQueue {
  let tail: Promise<void> = Promise.resolve();
  let size = 0;

  function enqueue<T>(job: () => Promise<T>): Promise<T> {
    size++;
    const result = tail.then(job);
    // A failed job must not stop the ones behind it: the chain continues on either outcome.
    tail = result.then(
      () => {
        size--;
      },
      () => {
        size--;
      },
    );
    return result;
  }

  async function whenIdle(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = tail;
      await seen;
    } while (seen !== tail);
  }

  return {
    enqueue,
    whenIdle,
    get size() {
      return size;
    },
  };
}
