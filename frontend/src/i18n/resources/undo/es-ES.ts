import type { undoEnUS } from './en-US';

export const undoEsES: Record<keyof typeof undoEnUS, string> = {
  undo_action: 'Deshacer',
  redo_action: 'Rehacer',
  undo_done: 'Deshecho: {what}',
  redo_done: 'Rehecho: {what}',
  undo_nothing: 'No hay nada que deshacer.',
  redo_nothing: 'No hay nada que rehacer.',
  undo_step_move: '«{title}» se movió a {place}',
  undo_place_in_lane: '{column} en {lane}',
  undo_step_field: 'Se cambió {field} de «{title}»',
  undo_refused_changed: 'No se ha deshecho: {name} ha cambiado «{title}» desde entonces ({fields}). Ese cambio se mantiene.',
  redo_refused_changed: 'No se ha rehecho: {name} ha cambiado «{title}» desde entonces ({fields}). Ese cambio se mantiene.',
  undo_refused_stale: 'No se ha deshecho: alguien ha cambiado «{title}» desde entonces. Ese cambio se mantiene.',
  redo_refused_stale: 'No se ha rehecho: alguien ha cambiado «{title}» desde entonces. Ese cambio se mantiene.',
  undo_refused_gone: 'No se ha deshecho: «{title}» ya no está en este tablero.',
  redo_refused_gone: 'No se ha rehecho: «{title}» ya no está en este tablero.',
  undo_field_place: 'su posición',
  keys_undo: 'Ctrl+Z (⌘Z)',
  keys_undo_what: 'Deshacer su último cambio en el tablero',
  keys_redo: 'Ctrl+Mayús+Z o Ctrl+Y (⇧⌘Z)',
  keys_redo_what: 'Rehacer el cambio deshecho',
};
