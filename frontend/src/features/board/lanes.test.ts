import { describe, expect, it } from 'vitest';
import { card, column, row } from './dnd/testBoard';
import { hasReadOnlyCards } from './lanes';

describe('hasReadOnlyCards', () => {
  it('tells whether some loaded card may not be changed', () => {
    const editable = { users: [], rows: [row('', [column('todo', [card('A', 'todo', 1)]), column('done', [])], true)] };
    expect(hasReadOnlyCards(editable)).toBe(false);
    const locked = { users: [], rows: [row('', [column('todo', [card('A', 'todo', 1)]), column('done', [{ ...card('B', 'done', 1), allowEdit: false }])], true)] };
    expect(hasReadOnlyCards(locked)).toBe(true);
  });
});
