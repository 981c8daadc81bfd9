import { describe, expect, it } from 'vitest';
import { entryPathOf, itemOfQuery, withoutOpeningParameters } from './openingParameters';

describe('entryPathOf', () => {
  it('stays on the boards list without a board or edit mode', () => {
    expect(entryPathOf({ SPHostUrl: 'https://site' }, 'fullPage')).toBeNull();
    expect(entryPathOf({ editmode: '0' }, 'appPart')).toBeNull();
  });

  it('opens the named board, and the named item on it', () => {
    expect(entryPathOf({ boardID: 'b1' }, 'appPart')).toBe('/kanban/b1');
    expect(entryPathOf({ boardID: 'b1', listId: 'l 2', itemId: '17' }, 'fullPage')).toBe('/kanban/b1/l%202/17');
  });

  it('opens the board alone when the item is not a whole one', () => {
    expect(entryPathOf({ boardID: 'b1', itemId: '17' }, 'fullPage')).toBe('/kanban/b1');
    expect(entryPathOf({ boardID: 'b1', listId: 'l', itemId: '-3' }, 'fullPage')).toBe('/kanban/b1');
    expect(entryPathOf({ boardID: 'b1', listId: 'l', itemId: 'x' }, 'fullPage')).toBe('/kanban/b1');
  });

  it('opens the configuration in edit mode: the overview in an app part, the wizard on a full page', () => {
    expect(entryPathOf({ boardID: 'b1', editmode: '1' }, 'appPart')).toBe('/edit/b1');
    expect(entryPathOf({ editmode: '1' }, 'appPart')).toBe('/edit');
    expect(entryPathOf({ boardID: 'b1', editmode: '1' }, 'fullPage')).toBe('/newboard/b1');
    expect(entryPathOf({ editmode: '1' }, 'teamsTab')).toBe('/edit');
  });

  it('keeps a board id from leaving the path', () => {
    expect(entryPathOf({ boardID: '../admins' }, 'fullPage')).toBe('/kanban/..%2Fadmins');
  });
});

describe('itemOfQuery', () => {
  it('needs both a list id and a positive item id', () => {
    expect(itemOfQuery({ listId: 'l', itemId: '4' })).toEqual({ listId: 'l', itemId: '4' });
    expect(itemOfQuery({ listId: ' ', itemId: '4' })).toBeNull();
    expect(itemOfQuery({ listId: 'l', itemId: '0' })).toBeNull();
  });
});

describe('withoutOpeningParameters', () => {
  it('drops what the path now says and keeps the host parameters', () => {
    expect(withoutOpeningParameters('?SPHostUrl=https%3A%2F%2Fs&boardID=b&itemId=3&listId=l&editmode=0&SenderId=9')).toBe(
      '?SPHostUrl=https%3A%2F%2Fs&SenderId=9',
    );
    expect(withoutOpeningParameters('?boardID=b')).toBe('');
  });
});
