import type { adminEnUS } from './en-US';

export const adminFrFR: Record<keyof typeof adminEnUS, string> = {
  admin_heading: 'Panneau d’administration',
  admin_loading: 'Chargement du panneau d’administration…',
  admin_access_denied: 'Accès refusé. Vous n’êtes pas autorisé à effectuer cette action ni à accéder à cette ressource...',
  admin_save: 'Enregistrer',
  admin_save_named: 'Enregistrer {name}',
  admin_saving: 'Enregistrement…',
  admin_nothing_changed: 'Rien n’a encore été modifié.',
  admin_cancel: 'Annuler',
  admin_license_stale: 'Quelqu’un d’autre a modifié ces réglages entre-temps. Ils ont été rechargés : veuillez refaire votre modification.',

  admin_tenant_admins: 'Administrateurs du client',
  admin_tenant_admins_hint: 'Les administrateurs de la collection de sites hôte. Ils peuvent modifier n’importe quel tableau.',
  admin_tenant_admins_empty: 'Le site hôte ne désigne aucun administrateur.',

  admin_license_managers: 'Gestionnaires de licence',
  admin_license_managers_hint: 'Utilisateurs ou groupes qui gèrent la licence. Si personne n’est indiqué, tout le monde le peut.',
  admin_license_managers_hint_directory:
    'Utilisateurs ou groupes qui gèrent la licence. Si personne n’est indiqué, seuls les administrateurs de votre organisation le peuvent.',
  admin_license_managers_saved: 'Les gestionnaires de licence sont enregistrés.',
  admin_panel_managers: 'Gestionnaires du panneau d’administration',
  admin_panel_managers_hint:
    'Utilisateurs ou groupes qui peuvent ouvrir ce panneau d’administration. Si personne n’est indiqué, tout le monde le peut.',
  admin_panel_managers_hint_directory:
    'Utilisateurs ou groupes qui peuvent ouvrir ce panneau d’administration. Si personne n’est indiqué, seuls les administrateurs de votre organisation le peuvent.',
  admin_panel_managers_saved: 'Les gestionnaires du panneau d’administration sont enregistrés.',

  admin_seats: 'Utilisateurs avec une licence',
  admin_seats_left: 'Places restantes : {count} sur {total}.',
  admin_seats_unlimited: 'La licence n’a pas de limite de places.',
  admin_seats_list: 'Personnes ayant une place',
  admin_seats_empty: 'Personne n’a encore de place.',
  admin_seats_give_to: 'Donner une place à',
  admin_seats_give: 'Donner des places',
  admin_seats_too_many: 'Il ne reste que {count} places.',
  admin_seats_given: 'Places données : {count}.',
  admin_seat_remove: 'Retirer',
  admin_seat_remove_named: 'Retirer la place de {name}',
  admin_seat_remove_title: 'Retirer une place',
  admin_seat_remove_question:
    'Reprendre la place de {name} ? Cette personne ne peut plus utiliser les tableaux tant qu’elle n’en a pas de nouveau.',
  admin_seat_removed: '{name} n’a plus de place.',

  admin_default_permission: 'Autorisations par défaut des utilisateurs',
  admin_default_permission_hint:
    'S’applique aux nouveaux tableaux dont la collection de sites ne définit aucune autorisation. Lecture seule sauf modification ici.',
  admin_default_permission_level: 'Autorisation sur les nouveaux tableaux',
  admin_default_permission_saved: 'L’autorisation par défaut des utilisateurs est enregistrée.',

  admin_avatars: 'Avatars',
  admin_avatars_site: 'Avatars du site',
  admin_avatars_office365: 'Avatars Office 365',
  admin_avatars_saved: 'La source des avatars est enregistrée.',

  admin_location: 'Emplacement des données',
  admin_location_hint:
    'L’endroit où Listboard conserve les données de vos tableaux. Le déplacement prend un certain temps ; les tableaux ne peuvent pas être modifiés pendant ce temps.',
  admin_location_westus: 'Ouest des États-Unis',
  admin_location_westeurope: 'Europe de l’Ouest',
  admin_location_current: '{location} (actuel)',
  admin_location_move: 'Déplacer les données',
  admin_location_confirm_title: 'Déplacer les données',
  admin_location_confirm:
    'Déplacer toutes les données de vos tableaux vers {location} ? Personne ne peut modifier les tableaux avant la fin du transfert.',
  admin_location_starting: 'Démarrage du transfert…',

  admin_boards: 'Autorisations des tableaux',
  admin_boards_hint:
    'Tous les tableaux de votre organisation : leur autorisation par défaut, leurs propriétaires et si tout le monde peut modifier leurs réglages.',
  admin_boards_search_label: 'Rechercher des tableaux',
  admin_boards_search: 'Nom du tableau',
  admin_boards_search_hint: 'Une partie du nom, puis Entrée',
  admin_boards_search_button: 'Rechercher',
  admin_boards_owner: 'Propriétaire du tableau',
  admin_boards_loading: 'Chargement des tableaux…',
  admin_boards_none: 'Il n’y a encore aucun tableau.',
  admin_boards_none_match: 'Aucun tableau ne correspond à la recherche.',
  admin_boards_range: 'Tableaux {from} à {to} sur {total}',
  admin_boards_pages: 'Pages des tableaux',
  admin_board_site: 'Site : {site}',
  admin_board_in_trash: 'Dans la corbeille',
  admin_board_default_permission: 'Autorisation par défaut',
  admin_board_saved: 'Les autorisations de {name} sont enregistrées.',
  admin_board_stale: 'Quelqu’un d’autre a enregistré {name} entre-temps. Il a été rechargé : veuillez refaire votre modification.',
  admin_board_owner_required: 'Un tableau a besoin d’au moins un propriétaire.',
  admin_board_listed_once:
    'Un utilisateur ou un groupe ne peut figurer qu’une seule fois dans les listes d’autorisations du tableau. Corrigez-les dans les réglages du tableau.',

  pager_first: 'Première page',
  pager_previous: 'Page précédente',
  pager_previous_group: 'Dix pages précédentes',
  pager_next: 'Page suivante',
  pager_next_group: 'Dix pages suivantes',
  pager_last: 'Dernière page',
  pager_page: 'Page {page}',
};
