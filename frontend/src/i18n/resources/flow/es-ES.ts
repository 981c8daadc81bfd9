import type { flowEnUS } from './en-US';

export const flowEsES: Record<keyof typeof flowEnUS, string> = {
  card_age: 'En esta columna desde hace {duration}.',
  card_age_early: 'Empezada hace {work}: menos de lo que tardó la mitad de las tarjetas terminadas.',
  card_age_due: 'Empezada hace {work}: más de lo que tardó la mitad de las tarjetas terminadas.',
  card_age_late: 'Empezada hace {work}: más de lo que tardó el 85 % de las tarjetas terminadas.',
  card_age_overdue: 'Empezada hace {work}: más de lo que tardó el 95 % de las tarjetas terminadas.',
  flow_person_load: '{count} empezadas',
  flow_person_load_of: '{count} de {limit} empezadas',
  tab_timeline: 'Cronología',
  timeline_label: 'Recorrido por las columnas',
  timeline_total: 'En el tablero desde hace {duration}.',
  timeline_so_far: '{duration} hasta ahora',
  timeline_since: 'desde el {from}',
  timeline_between: 'del {from} al {to}',
  timeline_no_column: 'Sin columna',
  timeline_empty: 'Esta tarjeta aún no tiene versiones que muestren su recorrido.',
};
