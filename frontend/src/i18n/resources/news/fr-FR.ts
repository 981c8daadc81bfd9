import type { newsEnUS } from './en-US';

export const newsFrFR: Record<keyof typeof newsEnUS, string> = {
  news_bell: 'Nouveautés',
  news_bell_unread: 'Nouveautés, {count} non lues',
  news_heading: 'Nouveautés',
  news_new: 'Nouveau',
  news_none: 'Il n’y a pas de nouveautés',
  news_failed: 'Les nouveautés n’ont pas pu être chargées.',
  news_show_all: 'Tout afficher ({count})',
  news_read_more: 'En savoir plus',
  news_read_more_about: 'En savoir plus : {title}',
  whats_new_open: 'Quoi de neuf ?',
  whats_new_title: 'Quoi de neuf dans Listboard ?',
  whats_new_slide: 'Nouveauté {index} sur {count}',
  whats_new_slide_role: 'diapositive',
  whats_new_previous: 'Précédente',
  whats_new_next: 'Suivante',
  whats_new_done: 'Terminé',
  whats_new_close: 'Fermer',
};
