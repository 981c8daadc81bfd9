import { describe, expect, it } from 'vitest';
import { numberToText, textToNumber } from './numberText';

describe('number text', () => {
  it('shows a percentage fraction as 0-100 and sends it back as a fraction', () => {
    expect(numberToText('0.35', true)).toBe('35');
    expect(numberToText('0.07', true)).toBe('7');
    expect(textToNumber('35', true)).toBe('0.35');
    expect(textToNumber('7,5', true)).toBe('0.075');
  });

  it('shows plain numbers in the page locale (en-US here), reading a decimal comma', () => {
    expect(numberToText('3.5', false)).toBe('3.5');
    expect(textToNumber(' 3,5 ', false)).toBe('3.5');
  });

  it('passes empty and non-numeric text through for validation', () => {
    expect(textToNumber('  ', true)).toBe('');
    expect(textToNumber('abc', true)).toBe('abc');
    expect(numberToText('', true)).toBe('');
  });
});
