import type { undoEnUS } from './en-US';

export const undoDeDE: Record<keyof typeof undoEnUS, string> = {
  undo_action: 'Rückgängig',
  redo_action: 'Wiederholen',
  undo_done: 'Rückgängig gemacht: {what}',
  redo_done: 'Wiederholt: {what}',
  undo_nothing: 'Es gibt nichts rückgängig zu machen.',
  redo_nothing: 'Es gibt nichts zu wiederholen.',
  undo_step_move: '„{title}“ nach {place} verschoben',
  undo_place_in_lane: '{column} in {lane}',
  undo_step_field: '{field} von „{title}“ geändert',
  undo_refused_changed: 'Nicht rückgängig gemacht: {name} hat „{title}“ inzwischen geändert ({fields}). Diese Änderung bleibt erhalten.',
  redo_refused_changed: 'Nicht wiederholt: {name} hat „{title}“ inzwischen geändert ({fields}). Diese Änderung bleibt erhalten.',
  undo_refused_stale: 'Nicht rückgängig gemacht: Jemand hat „{title}“ inzwischen geändert. Diese Änderung bleibt erhalten.',
  redo_refused_stale: 'Nicht wiederholt: Jemand hat „{title}“ inzwischen geändert. Diese Änderung bleibt erhalten.',
  undo_refused_gone: 'Nicht rückgängig gemacht: „{title}“ ist nicht mehr auf diesem Board.',
  redo_refused_gone: 'Nicht wiederholt: „{title}“ ist nicht mehr auf diesem Board.',
  undo_field_place: 'die Position',
  keys_undo: 'Strg+Z (⌘Z)',
  keys_undo_what: 'Die letzte Änderung auf dem Board rückgängig machen',
  keys_redo: 'Strg+Umschalt+Z oder Strg+Y (⇧⌘Z)',
  keys_redo_what: 'Die rückgängig gemachte Änderung wiederholen',
};
