import type { flowEnUS } from './en-US';

export const flowEsES: Record<keyof typeof flowEnUS, string> = {
  card_age: 'En esta columna desde hace {duration}.',
  card_age_early: 'Empezada hace {work}: menos de lo que tardó la mitad de las tarjetas terminadas.',
  card_age_due: 'Empezada hace {work}: más de lo que tardó la mitad de las tarjetas terminadas.',
  card_age_late: 'Empezada hace {work}: más de lo que tardó el 85 % de las tarjetas terminadas.',
  card_age_overdue: 'Empezada hace {work}: más de lo que tardó el 95 % de las tarjetas terminadas.',
  flow_person_load: '{count} empezadas',
  flow_person_load_of: '{count} de {limit} empezadas',
};
