import { describe, expect, it } from 'vitest';
import { dialogMode, itemPath, parseItemRoute, saveTargetId } from './itemRoute';

describe('parseItemRoute', () => {
  it('opens an existing item for an id above 0', () => {
    expect(parseItemRoute('12', '?SPHostUrl=x')).toEqual({ kind: 'existing', itemId: 12, form: null });
  });

  it('reads the list form an item was opened as', () => {
    expect(parseItemRoute('12', '?form=view')).toEqual({ kind: 'existing', itemId: 12, form: 'view' });
    expect(parseItemRoute('12', '?form=print')).toEqual({ kind: 'existing', itemId: 12, form: null });
  });

  it('reads a new item with its column, lane and parent', () => {
    expect(parseItemRoute('0', '?column=Review&lane=%281%29%20High&parent=7')).toEqual({
      kind: 'new',
      column: 'Review',
      lane: '(1) High',
      parentId: 7,
    });
    expect(parseItemRoute('0', '')).toEqual({ kind: 'new', column: null, lane: null, parentId: null });
  });

  it('keeps an empty lane (the default lane) but ignores a parent that is no item id', () => {
    expect(parseItemRoute('0', '?lane=&parent=abc')).toEqual({ kind: 'new', column: null, lane: '', parentId: null });
  });

  it('reads a negative id as a copy of that item', () => {
    expect(parseItemRoute('-5', '')).toEqual({ kind: 'copy', sourceId: 5 });
  });

  it('refuses ids that are not whole numbers', () => {
    expect(parseItemRoute('abc', '')).toBeNull();
    expect(parseItemRoute('1.5', '')).toBeNull();
  });
});

describe('dialogMode', () => {
  it('follows the route when the user may edit', () => {
    expect(dialogMode({ kind: 'existing', itemId: 1, form: null }, true)).toBe('edit');
    expect(dialogMode({ kind: 'copy', sourceId: 1 }, true)).toBe('copy');
    expect(dialogMode({ kind: 'new', column: null, lane: null, parentId: 3 }, true)).toBe('subtask');
    expect(dialogMode({ kind: 'new', column: null, lane: null, parentId: null }, true)).toBe('new');
  });

  it('is read-only as the view form', () => {
    expect(dialogMode({ kind: 'existing', itemId: 1, form: 'view' }, true)).toBe('readOnly');
    expect(dialogMode({ kind: 'existing', itemId: 1, form: 'edit' }, true)).toBe('edit');
  });

  it('is read-only whenever the user may not edit', () => {
    expect(dialogMode({ kind: 'existing', itemId: 1, form: null }, false)).toBe('readOnly');
    expect(dialogMode({ kind: 'new', column: null, lane: null, parentId: null }, false)).toBe('readOnly');
  });

  it('recomputes to edit once a save has given a new item its id', () => {
    const saved = parseItemRoute(String(42), '');
    expect(saved && dialogMode(saved, true)).toBe('edit');
  });
});

describe('saveTargetId and itemPath', () => {
  it('sends 0 for new, -N for a copy and the id for an update', () => {
    expect(saveTargetId({ kind: 'new', column: null, lane: null, parentId: 4 })).toBe(0);
    expect(saveTargetId({ kind: 'copy', sourceId: 9 })).toBe(-9);
    expect(saveTargetId({ kind: 'existing', itemId: 9, form: null })).toBe(9);
  });

  it('builds item routes with their query', () => {
    expect(itemPath('b 1', 'list', 0, { parent: '3' })).toBe('/kanban/b%201/list/0?parent=3');
    expect(itemPath('b1', 'list', -3)).toBe('/kanban/b1/list/-3');
  });
});
