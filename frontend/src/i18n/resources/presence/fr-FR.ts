import type { presenceEnUS } from './en-US';

export const presenceFrFR: Record<keyof typeof presenceEnUS, string> = {
  presence_here: 'Également ici : {names}',
  presence_more: '{count} de plus : {names}',
  presence_came: '{name} a ouvert ce tableau.',
  presence_left: '{name} a quitté ce tableau.',
  presence_card_viewing: '{name} a ouvert cette carte',
  presence_card_editing: '{name} modifie cette carte',
  presence_dialog_editing: 'Modifie aussi cette carte : {names}. Qui enregistre en second voit d’abord l’autre modification.',
  presence_saved_first: '{name} a enregistré cette carte en premier, le {time}.',
  presence_their_change: 'Sa modification figure maintenant dans le formulaire : {fields}.',
  presence_both_changed: 'Vous avez tous deux modifié {fields} : le formulaire affiche votre version.',
  presence_save_again: 'Enregistrez à nouveau pour appliquer vos modifications par-dessus, ou abandonnez-les.',
  presence_discard_mine: 'Abandonner mes modifications',
};
