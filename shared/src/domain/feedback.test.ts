import { describe, expect, it } from 'vitest';
import { FEEDBACK_RETRY_WINDOW_MS, feedbackBodyLongEnough, feedbackRequestKey } from './feedback';

describe('feedback body (spec 3 section 5)', () => {
  it('must be longer than 3 characters once trimmed', () => {
    expect(feedbackBodyLongEnough('')).toBe(false);
    expect(feedbackBodyLongEnough('abc')).toBe(false);
    expect(feedbackBodyLongEnough('  abc \n')).toBe(false);
    expect(feedbackBodyLongEnough('abcd')).toBe(true);
    expect(feedbackBodyLongEnough(' a b ')).toBe(false);
    expect(feedbackBodyLongEnough(' a bc ')).toBe(true);
  });
});

describe('which feedback requests are retries of one another', () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, 0) + ms);

  it("is the page's request id when it sends one, whenever the retry comes", () => {
    expect(feedbackRequestKey('r1', at(0))).toBe(feedbackRequestKey('r1', at(24 * 60 * 60 * 1000)));
    expect(feedbackRequestKey('r1', at(0))).not.toBe(feedbackRequestKey('r2', at(0)));
  });

  it('is the ten minutes a request came in without one, so the same words a day later are new', () => {
    expect(feedbackRequestKey(undefined, at(1_000))).toBe(feedbackRequestKey(undefined, at(5_000)));
    expect(feedbackRequestKey(undefined, at(0))).not.toBe(feedbackRequestKey(undefined, at(24 * 60 * 60 * 1000)));
    expect(feedbackRequestKey(undefined, at(0))).not.toBe(feedbackRequestKey(undefined, at(FEEDBACK_RETRY_WINDOW_MS)));
  });
});
