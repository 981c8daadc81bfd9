import { describe, expect, it } from 'vitest';
import { asciiJson, storedLength } from './storedDocuments';

describe('stored JSON documents', () => {
  it('escape every non-ASCII character and parse back unchanged', () => {
    const value = { name: 'Überblick 日程 😀', n: 1 };
    const json = asciiJson(value);
    expect(json).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('count a non-ASCII character as the six characters of its escape', () => {
    expect(storedLength('abc')).toBe(5);
    expect(storedLength('é'.repeat(10))).toBe(62);
    expect(storedLength('😀')).toBe(14);
  });
});
