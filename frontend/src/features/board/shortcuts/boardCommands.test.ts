import { describe, expect, it } from 'vitest';
import { boardCommandOf, labelNumberOf } from './boardCommands';

describe('the board’s single-key commands', () => {
  it('know their keys, letters in either case, and nothing else', () => {
    expect(['?', '/', 'f', 'N', 'o', 'l', 'Delete', 'Backspace', 'X', 'a', '.', '>', ',', '<', '3'].map(boardCommandOf)).toEqual([
      'help',
      'search',
      'filters',
      'newCard',
      'open',
      'labels',
      'delete',
      'delete',
      'select',
      'assignMe',
      'nextColumn',
      'nextColumn',
      'previousColumn',
      'previousColumn',
      'label',
    ]);
    expect(['q', 'Enter', ' ', 'Escape', 'ArrowLeft', '0'].map(boardCommandOf)).toEqual([null, null, null, null, null, null]);
    expect(['1', '9', '0', 'a'].map(labelNumberOf)).toEqual([1, 9, null, null]);
    expect(boardCommandOf(null)).toBeNull();
  });
});
