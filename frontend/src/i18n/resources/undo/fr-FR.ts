import type { undoEnUS } from './en-US';

export const undoFrFR: Record<keyof typeof undoEnUS, string> = {
  undo_action: 'Annuler',
  redo_action: 'Rétablir',
  undo_done: 'Annulé : {what}',
  redo_done: 'Rétabli : {what}',
  undo_nothing: 'Il n’y a rien à annuler.',
  redo_nothing: 'Il n’y a rien à rétablir.',
  undo_step_move: 'Déplacement de « {title} » vers {place}',
  undo_place_in_lane: '{column} dans {lane}',
  undo_step_field: 'Modification de {field} de « {title} »',
  undo_refused_changed: 'Non annulé : {name} a modifié « {title} » entre-temps ({fields}). Sa modification est conservée.',
  redo_refused_changed: 'Non rétabli : {name} a modifié « {title} » entre-temps ({fields}). Sa modification est conservée.',
  undo_refused_stale: 'Non annulé : quelqu’un a modifié « {title} » entre-temps. Sa modification est conservée.',
  redo_refused_stale: 'Non rétabli : quelqu’un a modifié « {title} » entre-temps. Sa modification est conservée.',
  undo_refused_gone: 'Non annulé : « {title} » n’est plus sur ce tableau.',
  redo_refused_gone: 'Non rétabli : « {title} » n’est plus sur ce tableau.',
  undo_field_place: 'sa position',
  keys_undo: 'Ctrl+Z (⌘Z)',
  keys_undo_what: 'Annuler votre dernière modification sur le tableau',
  keys_redo: 'Ctrl+Maj+Z ou Ctrl+Y (⇧⌘Z)',
  keys_redo_what: 'Rétablir la modification annulée',
};
