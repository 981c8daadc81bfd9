import type { presenceEnUS } from './en-US';

export const presenceDeDE: Record<keyof typeof presenceEnUS, string> = {
  presence_here: 'Ebenfalls hier: {names}',
  presence_more: '{count} weitere: {names}',
  presence_came: '{name} hat dieses Board geöffnet.',
  presence_left: '{name} hat dieses Board verlassen.',
  presence_card_viewing: '{name} hat diese Karte geöffnet',
  presence_card_editing: '{name} bearbeitet diese Karte',
  presence_dialog_editing: 'Diese Karte bearbeitet gerade auch: {names}. Wer als Zweites speichert, sieht zuerst die andere Änderung.',
  presence_saved_first: '{name} hat diese Karte zuerst gespeichert, am {time}.',
  presence_their_change: 'Die Änderung steht jetzt im Formular: {fields}.',
  presence_both_changed: 'Sie haben beide {fields} geändert: Das Formular zeigt Ihre Fassung.',
  presence_save_again: 'Speichern Sie erneut, um Ihre Änderungen darüber zu übernehmen, oder verwerfen Sie sie.',
  presence_discard_mine: 'Meine Änderungen verwerfen',
};
