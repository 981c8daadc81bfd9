import type { flowEnUS } from './en-US';

export const flowFrFR: Record<keyof typeof flowEnUS, string> = {
  card_age: 'Dans cette colonne depuis {duration}.',
  card_age_early: 'Commencée il y a {work} : moins que la moitié des cartes terminées.',
  card_age_due: 'Commencée il y a {work} : plus que la moitié des cartes terminées.',
  card_age_late: 'Commencée il y a {work} : plus que 85 % des cartes terminées.',
  card_age_overdue: 'Commencée il y a {work} : plus que 95 % des cartes terminées.',
  flow_person_load: '{count} en cours',
  flow_person_load_of: '{count} en cours sur {limit}',
  tab_timeline: 'Chronologie',
  timeline_label: 'Parcours à travers les colonnes',
  timeline_total: 'Sur le tableau depuis {duration}.',
  timeline_so_far: '{duration} jusqu’ici',
  timeline_since: 'depuis le {from}',
  timeline_between: 'du {from} au {to}',
  timeline_no_column: 'Aucune colonne',
  timeline_empty: 'Cette carte n’a pas encore de versions pour retracer son parcours.',
};
