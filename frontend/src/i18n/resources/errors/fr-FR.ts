import type { errorsEnUS } from './en-US';

export const errorsFrFR: Record<keyof typeof errorsEnUS, string> = {
  api_error_unauthorized: 'Votre connexion a expiré. Veuillez vous reconnecter.',
  api_error_access_denied: 'Vous n’êtes pas autorisé à faire cela.',
  api_error_drag_drop_disabled: 'Le glisser-déposer des cartes est désactivé sur ce tableau.',
  api_error_adding_cards_off: 'Ce tableau ne permet à personne d’ajouter des cartes.',
  api_error_labels_adding_off:
    'Seules les personnes qui modifient les paramètres de ce tableau peuvent ajouter des étiquettes : demandez à son propriétaire.',
  api_error_managelist_permission_denied: 'Vous devez avoir le droit de gérer cette liste.',
  api_error_not_site_member: 'Vous n’êtes pas membre de ce site.',
  api_error_board_not_found: 'Ce tableau n’existe pas (ou plus).',
  api_error_item_not_found: 'Cette carte n’existe pas (ou plus).',
  api_error_task_not_found: 'Cette carte n’existe pas (ou plus).',
  api_error_attachment_not_found: 'Ce fichier n’existe pas (ou plus).',
  api_error_column_busy: 'Quelqu’un d’autre modifie cette colonne. Veuillez réessayer dans un instant.',
  api_error_wip_limit: 'Cette colonne a atteint sa limite de travail en cours.',
  api_error_person_wip_limit: '{person} a atteint la limite de cartes commencées par personne de ce tableau ({limit}).',
  api_error_stale_item: 'Cette carte a été modifiée par quelqu’un d’autre depuis son chargement.',
  api_error_payload_too_large: 'C’est trop volumineux pour être envoyé.',
  api_error_document_too_large: 'C’est trop volumineux pour être enregistré.',
  api_error_board_too_large: 'Les paramètres du tableau sont trop volumineux pour être enregistrés.',
  api_error_empty_comment: 'Un commentaire ne peut pas être vide.',
  api_error_comments_not_configured: 'Ce tableau n’a pas de champ de commentaires.',
  api_error_subtasks_disabled: 'Ce tableau n’utilise pas de sous-tâches.',
  api_error_internal_error: 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
  api_error_tenant_not_bound:
    'Listboard n’est pas encore relié à l’organisation de ce site. Un administrateur de votre organisation peut l’y relier.',
  api_error_other_tenant: 'Ce site appartient à une autre organisation.',
  api_error_not_directory_admin: 'Seul un administrateur de votre organisation peut relier Listboard à ses sites.',
  api_error_unsubscribe_link_invalid: "Ce lien de désabonnement n'est pas valide : il a été modifié ou tronqué. Rien n'a été changé.",
  api_error_unsubscribe_link_expired: "Ce lien de désabonnement a expiré. Rien n'a été changé ; utilisez le lien d'un message plus récent.",
  api_error_notifications_off: "Ce Listboard n'envoie pas de notifications : il n'y a rien à désabonner.",
  api_error_chart_range_too_long:
    "Cette période compte trop d'intervalles pour son échelle : choisissez une échelle plus large ou une période plus courte.",
};
