/** Spec 3 section 9: a swipe moves more than 20 px sideways and less than 15 px up or down. */
export const SWIPE_MIN_HORIZONTAL_PX = 20;
export const SWIPE_MAX_VERTICAL_PX = 15;

export interface TouchPoint {
  x: number;
  y: number;
}

/** 'next' when the finger moved to the left (the next column comes in from the right), 'previous' to the right. */
export function swipeDirection(start: TouchPoint, end: TouchPoint): 'next' | 'previous' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= SWIPE_MIN_HORIZONTAL_PX || Math.abs(dy) >= SWIPE_MAX_VERTICAL_PX) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** The column shown after a step, staying within the board's columns. */
export function stepColumn(index: number, count: number, step: 'next' | 'previous'): number {
  const next = step === 'next' ? index + 1 : index - 1;
  return Math.min(Math.max(next, 0), Math.max(count - 1, 0));
}
