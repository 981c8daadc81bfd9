import { describe, expect, it } from 'vitest';
import { boardCommandOf, labelNumberOf, opensPalette } from './boardCommands';

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

  it('open the command palette on Ctrl+K or Cmd+K, but not in a dialog or rich text, nor held', () => {
    const press = (patch: Partial<KeyboardEvent>, target: EventTarget | null = document.body) =>
      opensPalette({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, repeat: false, target, ...patch });
    expect(press({ ctrlKey: true })).toBe(true);
    expect(press({ metaKey: true, key: 'K' })).toBe(true);
    expect(press({})).toBe(false);
    expect(press({ ctrlKey: true, shiftKey: true })).toBe(false);
    expect(press({ ctrlKey: true, repeat: true })).toBe(false);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const field = dialog.appendChild(document.createElement('input'));
    expect(press({ ctrlKey: true }, field)).toBe(false);
    expect(press({ ctrlKey: true }, document.createElement('input'))).toBe(true);
  });
});
