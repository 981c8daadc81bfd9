import { errorText } from '@listboard/shared';
/** What the clock runs: a timer's job (functions/src/jobs/index.ts). */
export interface TimerJob {
  run(now?: Date): Promise<void>;
}

/** After the tick starts, so that the run's window takes the slot on the tick itself. */
const AFTER_TICK_MS = 1_000;

/**
 * A timer trigger as the Functions host runs it (the reminders' `0 *\/5 * * * *`): the same job, every
 * `tickMs` on the tick, and once at start, which catches up what the stack missed while it was stopped.
 */
export function startTimerClock(name: string, job: TimerJob, tickMs: number, log: (message: string) => void): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const runOnce = () => {
    running = job.run().catch((error: unknown) => log(`The ${name} run failed: ${errorText(error)}`));
    return running;
  };
  const scheduleNext = () => {
    if (stopped) return;
    const wait = tickMs - (Date.now() % tickMs) + AFTER_TICK_MS;
    timer = setTimeout(() => void runOnce().then(scheduleNext), wait);
  };
  void runOnce().then(scheduleNext);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
