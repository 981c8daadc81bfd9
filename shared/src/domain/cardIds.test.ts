import { describe, expect, it } from 'vitest';
import { cardIdOf, parseCardId } from './cardIds';

describe('card ids', () => {
  it('round-trips a list id and an item id', () => {
    expect(cardIdOf('Tasks-1', 42)).toBe('Tasks-1#42');
    expect(parseCardId(cardIdOf('Tasks-1', 42))).toEqual({ listId: 'Tasks-1', itemId: 42 });
  });
  it('refuses text that names no item', () => {
    for (const text of ['', '#4', 'list#', 'list#0', 'list#-2', 'list#1.5', 'list#4a', 'list', 'list# 4'])
      expect(parseCardId(text), text).toBeNull();
  });
});
