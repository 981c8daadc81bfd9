import type { Direction } from './undoHistory';

/** Where a key belongs to what the person types or picks: the browser's own undo of text, never the board's. */
const TYPING_TARGET = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]';

/**
 * The board's undo and redo keys (docs/board-page.md#undo): Ctrl+Z and Ctrl+Shift+Z or Ctrl+Y, with Cmd for Ctrl
 * on macOS. Not while the focus is in a field, where they undo typing, nor in a dialog, whose own work is not the
 * board's; null for every other key.
 */
export function undoKeyOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>): Direction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TYPING_TARGET) || target?.closest('[role="dialog"], [role="alertdialog"]')) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}
