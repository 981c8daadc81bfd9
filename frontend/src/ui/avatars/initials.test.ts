import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  jean   paul  sartre ')).toBe('JS');
    expect(initials('Émile')).toBe('É');
  });

  it('skips words that do not start with a letter', () => {
    expect(initials('Ada (Admin)')).toBe('A');
    expect(initials('42')).toBe('4');
  });
});
