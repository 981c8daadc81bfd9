import type { cardEnUS } from './en-US';

export const cardFrFR: Record<keyof typeof cardEnUS, string> = {
  card_more_options: 'Plus d’options pour {title}',
  card_menu_open: 'Ouvrir',
  card_menu_clone: 'Cloner',
  card_menu_copy_link: 'Copier le lien',
  card_menu_delete: 'Supprimer',
  card_link_copied: 'Le lien vers la carte est dans le presse-papiers.',
  card_link_copy_failed: 'Le lien n’a pas pu être copié dans le presse-papiers.',
  card_delete_title: 'Supprimer la carte',
  card_confirm_delete_task: 'Voulez-vous supprimer « {title} » ? Cette action est définitive.',
  card_delete: 'Supprimer',
  card_cancel: 'Annuler',

  card_field_edit: 'Modifier {field} : {value}',
  card_field_empty: 'vide',
  value_yes: 'Oui',
  value_no: 'Non',
  card_none_choice: '(aucun)',
  card_required_field: 'Ce champ est obligatoire.',

  card_subtasks_completed: '{completed} sous-tâches terminées sur {total}',
  card_one_comment: '1 commentaire',
  card_comment_count: '{count} commentaires',

  card_details: 'Détails de {title}',
  card_callout_fields: 'Champs',
  card_callout_comments: 'Commentaires',
  card_callout_no_fields: 'Aucun champ à afficher.',
  card_callout_no_comments: 'Pas encore de commentaire.',

  card_add_to_column: 'Ajouter une carte à {column}',
  quick_add_label: 'Nouvelle carte dans {column}',
  quick_add_save: 'Ajouter',
  card_new: 'Nouvelle carte',
  card_some_read_only: 'Vous ne pouvez pas modifier certaines de ces cartes : elles ne peuvent être ni déplacées ni modifiées.',
  card_all_read_only: 'Vous pouvez consulter ce tableau, mais pas modifier ses cartes.',
  card_callout_history: 'Historique',
  card_callout_watchers: 'Observateurs',
  card_callout_no_history: 'Aucune modification enregistrée pour l’instant.',
  card_callout_no_watchers: 'Personne ne suit cette carte.',
};
