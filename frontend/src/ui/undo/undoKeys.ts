import { keyBelongsToControl } from '../keys/keyTargets';
import type { Direction } from './undoHistory';

/**
 * The board's undo and redo keys (docs/board-page.md#undo): Ctrl+Z and Ctrl+Shift+Z or Ctrl+Y, with Cmd for Ctrl
 * on macOS. Not while the focus is in a field, where they undo typing, nor in a dialog, whose own work is not the
 * board's; null for every other key.
 */
export function undoKeyOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>): Direction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  if (keyBelongsToControl(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}
