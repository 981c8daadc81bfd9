import { describe, expect, it } from 'vitest';
import { InvalidStorageKeyError } from '../../ports/storageErrors';
import { encodedKey, keyOf, tableKey } from './tableClients';

describe('Table keys', () => {
  it('passes ids a key can hold', () => {
    for (const id of ['6f1c2a9e-5b7d-4c3e-9a1f-0d2e4b6c8a10', '{0A1B-CC}', 'l1', '0000000012_0000000003']) expect(tableKey(id)).toBe(id);
  });

  it('refuses / \\ # ?, control characters, lone surrogates, empty and over-long keys with InvalidStorageKeyError', () => {
    for (const id of ['a/b', '../x', 'a\\b', 'list#1', 'a?b', 'a\u0000b', 'a\u007fb', 'a\ud800', '', 'x'.repeat(513)]) {
      expect(() => tableKey(id), JSON.stringify(id)).toThrow(InvalidStorageKeyError);
    }
  });

  it('encodes text keys so that / # ? never reach the store, and refuses what cannot be encoded', () => {
    expect(keyOf('https://Demo.Example/sites/Team')).toBe('https%3A%2F%2Fdemo.example%2Fsites%2Fteam');
    expect(encodedKey('List1#12')).toBe('List1%2312');
    expect(() => keyOf('user\udc00@demo')).toThrow(InvalidStorageKeyError);
    expect(() => keyOf('x'.repeat(600))).toThrow(InvalidStorageKeyError);
  });
});
