/**
 * How long a closing surface's exit motion runs: `fullMs` as Fluent plays it, or nothing for a person who asks
 * for reduced motion (Fluent shortens its motion to a millisecond then). Whatever waits for the exit, such as a
 * route change, then follows at once, so a reload right after does not meet the closed surface again.
 */
export function exitMotionMs(fullMs: number): number {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : fullMs;
}
