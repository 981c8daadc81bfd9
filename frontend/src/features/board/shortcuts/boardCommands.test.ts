import { describe, expect, it } from 'vitest';
import { boardCommandOf } from './boardCommands';

describe('the board’s single-key commands', () => {
  it('know their keys, letters in either case, and nothing else', () => {
    expect(['?', '/', 'f', 'N', 'o', 'l', 'Delete', 'X'].map(boardCommandOf)).toEqual([
      'help',
      'search',
      'filters',
      'newCard',
      'open',
      'labels',
      'delete',
      'select',
    ]);
    expect(['q', 'Enter', ' ', 'Escape', 'ArrowLeft'].map(boardCommandOf)).toEqual([null, null, null, null, null]);
    expect(boardCommandOf(null)).toBeNull();
  });
});
