import { describe, expect, it } from 'vitest';
import {
  formatLookupIds,
  formatLookupString,
  formatMultiChoice,
  formatUrlValue,
  formatUserValue,
  parseLookupIds,
  parseLookupString,
  parseMultiChoice,
  parseUrlValue,
  parseUserValue,
} from './valueFormats';

describe('value string formats', () => {
  it('writes users as ids, or the login when there is no id above 0', () => {
    expect(formatUserValue([{ id: 3 }, { id: 0 }, { login: 'ann@contoso.com' }])).toBe('3,ann@contoso.com');
    expect(parseUserValue('3, ann@contoso.com,,0')).toEqual([{ id: 3 }, { login: 'ann@contoso.com' }]);
  });
  it('writes lookups as ids, multi as a comma list, and reads id;#name', () => {
    expect(formatLookupIds([4, 0, 7])).toBe('4,7');
    expect(parseLookupIds('4,,0,x,7')).toEqual([4, 7]);
    expect(formatLookupString({ id: 4, name: 'Plan' })).toBe('4;#Plan');
    expect(parseLookupString('4;#Plan;#B')).toEqual({ id: 4, name: 'Plan;#B' });
    expect(parseLookupString('0;#x')).toBeNull();
    expect(parseLookupString('plain')).toBeNull();
  });
  it('joins multi-choice values with ;# and drops empty entries', () => {
    expect(formatMultiChoice(['Bug', '', 'UI'])).toBe('Bug;#UI');
    expect(parseMultiChoice(';#Bug;#;#UI;#')).toEqual(['Bug', 'UI']);
  });
  it('writes URLs as description;#|url', () => {
    expect(formatUrlValue({ url: 'https://x.test', description: 'Docs' })).toBe('Docs;#|https://x.test');
    expect(formatUrlValue({ url: 'https://x.test', description: '' })).toBe('https://x.test;#|https://x.test');
    expect(parseUrlValue('Docs;#|https://x.test')).toEqual({ url: 'https://x.test', description: 'Docs' });
    expect(parseUrlValue('https://y.test')).toEqual({ url: 'https://y.test', description: 'https://y.test' });
  });
});
