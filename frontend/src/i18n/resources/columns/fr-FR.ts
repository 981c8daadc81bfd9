import type { columnsEnUS } from './en-US';

export const columnsFrFR: Record<keyof typeof columnsEnUS, string> = {
  add_column: 'Ajouter une colonne',
  add_column_name: 'Nom de la colonne',
  add_column_save: 'Ajouter',
  add_column_cancel: 'Annuler',
  add_column_name_required: 'Veuillez donner un nom à la colonne.',
  add_column_exists: 'Le tableau a déjà une colonne nommée {name}.',
  add_column_not_choice:
    'Les colonnes de ce tableau viennent d’un champ qui n’est pas un champ de choix : modifiez-les dans les paramètres du tableau.',
};
