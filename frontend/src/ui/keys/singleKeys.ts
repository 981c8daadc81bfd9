import { keyBelongsToControl } from './keyTargets';

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat' | 'isComposing' | 'target'>;

/**
 * The key of a single-key command (docs/board-page.md#keyboard-commands): a key pressed on its own (Shift is part
 * of characters such as ?), once, outside fields, dialogs and menus; null for anything else. A person who turned
 * the single keys off (WCAG 2.1.4) gets null for every key.
 */
export function singleKeyOf(event: KeyPress, enabled: boolean): string | null {
  if (!enabled || event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.isComposing) return null;
  if (keyBelongsToControl(event.target)) return null;
  return event.key;
}
