import { describe, expect, it } from 'vitest';
import { recycledCardOf, restoreTokenFor } from './restoreTokens';

const SECRET = 's'.repeat(32);
const CARD = {
  boardId: 'b1',
  listId: 'l1',
  itemId: 7,
  hostToken: 'guid-1',
  deletedBy: 'adele@contoso.test',
  owned: true,
  cellValues: { Status: 'Done', Priority: '(1) High' },
};
const NOW = new Date('2026-11-30T10:00:00Z');

describe('restore tokens', () => {
  it('give back the card they were made for, until their days are over', () => {
    const token = restoreTokenFor(SECRET, CARD, 30, NOW);
    expect(recycledCardOf(SECRET, token, NOW)).toMatchObject(CARD);
    expect(recycledCardOf(SECRET, token, new Date('2026-12-30T09:59:59Z'))).toMatchObject(CARD);
    expect(recycledCardOf(SECRET, token, new Date('2026-12-30T10:00:01Z'))).toBe('expired');
  });

  it('are refused when changed, cut, signed with another secret, or not tokens at all', () => {
    const token = restoreTokenFor(SECRET, CARD, 30, NOW);
    const [payload, signature] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...CARD, itemId: 8, expires: 9_999_999_999 })).toString('base64url');
    expect(recycledCardOf(SECRET, `${changed}.${signature}`, NOW)).toBeNull();
    expect(recycledCardOf(SECRET, `${payload}.${signature.slice(1)}`, NOW)).toBeNull();
    expect(recycledCardOf(SECRET, payload, NOW)).toBeNull();
    expect(recycledCardOf('t'.repeat(32), token, NOW)).toBeNull();
    expect(recycledCardOf(SECRET, `${token}.x`, NOW)).toBeNull();
    expect(recycledCardOf(SECRET, '', NOW)).toBeNull();
  });
});
