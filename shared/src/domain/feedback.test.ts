import { describe, expect, it } from 'vitest';
import { feedbackBodyLongEnough } from './feedback';

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
