/**
 * The board's single-key commands (docs/board-page.md#keyboard-commands), as Trello's people know them: the key,
 * then what it does. Toolbar commands act on the toolbar's marked controls; card commands on the focused card.
 */
export type BoardCommand =
  | 'help'
  | 'search'
  | 'filters'
  | 'newCard'
  | 'open'
  | 'labels'
  | 'delete'
  | 'select'
  | 'assignMe'
  | 'nextColumn'
  | 'previousColumn'
  | 'label';

const COMMANDS: Readonly<Record<string, BoardCommand>> = {
  '?': 'help',
  '/': 'search',
  f: 'filters',
  n: 'newCard',
  o: 'open',
  l: 'labels',
  x: 'select',
  a: 'assignMe',
  '.': 'nextColumn',
  '>': 'nextColumn',
  ',': 'previousColumn',
  '<': 'previousColumn',
  Delete: 'delete',
  // A Mac keyboard's delete key is Backspace.
  Backspace: 'delete',
};

/** The command of a single key (letters in either case; 1-9 a label by its number), or null. */
export function boardCommandOf(key: string | null): BoardCommand | null {
  if (key === null) return null;
  if (labelNumberOf(key) !== null) return 'label';
  return COMMANDS[key] ?? COMMANDS[key.toLowerCase()] ?? null;
}

/** The label a number key names (1 is the board's first label), or null for any other key. */
export function labelNumberOf(key: string): number | null {
  return /^[1-9]$/.test(key) ? Number(key) : null;
}

/** The toolbar controls commands reach, marked with this attribute and the command's name. */
export const SHORTCUT_ATTRIBUTE = 'data-shortcut';

/** The marked control of a toolbar command: the attribute to put on it. */
export const shortcutTarget = (command: Extract<BoardCommand, 'search' | 'filters' | 'newCard'>) => ({ [SHORTCUT_ATTRIBUTE]: command });

/** Where Ctrl+K belongs to what has the focus: a dialog's or a menu's own keys, and rich text (its link command). */
const KEEPS_CTRL_K = '[role="dialog"], [role="alertdialog"], [role="menu"], [contenteditable=""], [contenteditable="true"]';

type PaletteKeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'repeat' | 'target'>;

/**
 * Whether a key press opens the command palette: Ctrl+K, or ⌘K on a Mac, also from a field (it types no
 * character, so it stays on when single keys are off), but not inside a dialog, a menu or rich text.
 */
export function opensPalette(event: PaletteKeyPress): boolean {
  if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.repeat) return false;
  return !(event.target instanceof Element && event.target.closest(KEEPS_CTRL_K));
}
