import { actionsFrFR } from './actions/fr-FR';
import type { StartMessages, coreEnUS } from './en-US';
import { boardFrFR } from './board/fr-FR';
import { cardFrFR } from './card/fr-FR';
import { dialogFrFR } from './dialog/fr-FR';
import { errorsFrFR } from './errors/fr-FR';
import { teamsFrFR } from './teams/fr-FR';
import { trashFrFR } from './trash/fr-FR';
import { undoFrFR } from './undo/fr-FR';
import { selectionFrFR } from './selection/fr-FR';
import { presenceFrFR } from './presence/fr-FR';
import { flowFrFR } from './flow/fr-FR';
import { paletteFrFR } from './palette/fr-FR';
import { newsFrFR } from './news/fr-FR';
import { feedbackFrFR } from './feedback/fr-FR';
import { licensingFrFR } from './licensing/fr-FR';
import { filtersFrFR } from './filters/fr-FR';
import { consequencesFrFR } from './consequences/fr-FR';
import { columnsFrFR } from './columns/fr-FR';

const coreFrFR: Record<keyof typeof coreEnUS, string> = {
  loading_tasks: 'Chargement des tâches…',
  loading: 'Chargement…',
  access_denied_error: "Vous n'avez pas accès à ce tableau.",
  wip_limit_error: 'Cette colonne a atteint sa limite de travail en cours.',

  app_name: 'Listboard',
  nav_label: 'Navigation principale',
  nav_boards: 'Tableaux',
  sign_out: 'Se déconnecter',
  signing_in: 'Connexion…',
  sign_in_heading: 'Se connecter à Listboard',
  sign_in_hint: 'Choisissez un utilisateur de démonstration.',
  sign_in_no_users: "Ce site n'a pas d'utilisateurs de démonstration.",
  sign_in_roles_hint: 'À côté de chaque nom : son rôle sur le tableau « {board} ».',
  sign_in_role_owner: 'Propriétaire',
  sign_in_role_editor: 'Éditeur',
  sign_in_role_ownCardsEditor: 'Modifie ses cartes',
  sign_in_role_viewer: 'Lecture seule',
  sign_in_role_noAccess: 'Aucun accès',
  app_part_heading: 'Tableaux pour un composant d’application',
  app_part_intro:
    'Afficher un tableau dans une page : copiez son code d’intégration et collez-le dans un composant WebPart Incorporer, ou dans une page autorisée à intégrer Listboard.',
  app_part_loading: 'Chargement des tableaux…',
  app_part_empty: 'Aucun tableau de ce site ne vous est visible.',
  app_part_copy: 'Copier le code d’intégration',
  app_part_copied: 'Code d’intégration copié.',
  app_part_copy_failed: 'Le code d’intégration n’a pas pu être copié ; sélectionnez-le et copiez-le vous-même.',
  app_part_snippet_label: 'Code d’intégration de {name}',
  app_part_opening_form: 'Ouverture du formulaire…',
  app_part_new_item: 'Nouvel élément',
  connect_site_title: 'Listboard n’est pas encore relié ici',
  connect_site_action: 'Relier ce site à mon organisation',
  connect_site_busy: 'Liaison en cours…',
  sign_in_failed: 'La connexion a échoué : {message}',
  sign_in_redirecting: 'Redirection vers la connexion…',
  startup_error: "Listboard n'a pas pu démarrer : {message}",

  boards_heading: 'Tableaux',
  boards_empty: 'Aucun tableau pour le moment',
  boards_new_board: 'Nouveau tableau',
  boards_owner: 'Propriétaire : {names}',
  boards_owners: 'Propriétaires : {names}',

  alert_dismiss: 'Fermer',
  error_unexpected: "Une erreur s'est produite.",
  service_unavailable: 'Le service est temporairement indisponible. Veuillez réessayer dans un instant.',
  try_again: 'Réessayer',
  control_show_options: 'Afficher les options',
  control_clear_search: 'Effacer la recherche',
  control_clear_selection: 'Effacer la sélection',
  control_increase: 'Augmenter',
  control_decrease: 'Diminuer',

  lane_collapse: 'Réduire {lane}',
  lane_expand: 'Développer {lane}',
  lane_card_count: '{count} cartes',
  lane_one_card: '1 carte',
  wip_limit_reached: 'Limite WIP atteinte',
  wip_limit_exceeded: 'Limite WIP dépassée',
  card_role_description: 'carte',
  card_due: 'Échéance {date}',
  card_overdue: 'En retard, échéance {date}',
  card_more_people: '{count} autres personnes',
  card_group: 'Groupe {name}',

  details_close: 'Fermer',
  details_no_fields: "Cette carte n'a aucun champ à afficher.",

  dnd_instructions:
    'Pour prendre une carte, appuyez sur Espace ou Entrée. Pendant le déplacement, les flèches haut et bas déplacent la carte dans sa colonne, les flèches gauche et droite vers la colonne voisine de la même ligne, et Maj avec la flèche haut ou bas vers la ligne au-dessus ou en dessous. Appuyez de nouveau sur Espace ou Entrée pour déposer la carte, ou sur Échap pour annuler.',
  dnd_picked_up: '{card} prise dans la colonne {column}, position {position} sur {count}.',
  dnd_picked_up_lane: '{card} prise dans la colonne {column}, ligne {lane}, position {position} sur {count}.',
  dnd_over: '{card} est au-dessus de la colonne {column}, position {position} sur {count}.',
  dnd_over_lane: '{card} est au-dessus de la colonne {column}, ligne {lane}, position {position} sur {count}.',
  dnd_not_over: "{card} n'est plus au-dessus d'une colonne.",
  dnd_dropped: '{card} déposée dans la colonne {column}, position {position} sur {count}.',
  dnd_dropped_lane: '{card} déposée dans la colonne {column}, ligne {lane}, position {position} sur {count}.',
  dnd_dropped_nowhere: '{card} a été déposée hors du tableau et reste à sa place.',
  dnd_cancelled: 'Le déplacement de {card} a été annulé.',
  dnd_over_full: '{card} est au-dessus de la colonne {column}, qui est pleine : sa limite de travail en cours est {limit}.',
  dnd_over_full_lane:
    '{card} est au-dessus de la colonne {column}, ligne {lane}, qui est pleine : sa limite de travail en cours est {limit}.',
  wip_limit_refused: 'La colonne {column} est pleine : sa limite de travail en cours est {limit}. La carte reste à sa place.',
  wip_cell_full: 'Pleine : limite WIP {limit}',
  nav_licenses: 'Licences',
  nav_host_site: 'Retour au site',
  admin_transfer_running: 'Veuillez patienter jusqu’à la fin du transfert des données.',
};

export const frFR: StartMessages = {
  ...coreFrFR,
  ...dialogFrFR,
  ...cardFrFR,
  ...boardFrFR,
  ...filtersFrFR,
  ...actionsFrFR,
  ...consequencesFrFR,
  ...columnsFrFR,
  ...errorsFrFR,
  ...teamsFrFR,
  ...trashFrFR,
  ...undoFrFR,
  ...selectionFrFR,
  ...presenceFrFR,
  ...flowFrFR,
  ...paletteFrFR,
  ...newsFrFR,
  ...feedbackFrFR,
  ...licensingFrFR,
};
