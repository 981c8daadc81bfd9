import type { flowEnUS } from './en-US';

export const flowDeDE: Record<keyof typeof flowEnUS, string> = {
  card_age: 'Seit {duration} in dieser Spalte.',
  card_age_early: 'Vor {work} begonnen: kürzer als die Hälfte der fertigen Karten brauchte.',
  card_age_due: 'Vor {work} begonnen: länger als die Hälfte der fertigen Karten brauchte.',
  card_age_late: 'Vor {work} begonnen: länger als 85 % der fertigen Karten brauchten.',
  card_age_overdue: 'Vor {work} begonnen: länger als 95 % der fertigen Karten brauchten.',
  flow_person_load: '{count} begonnen',
  flow_person_load_of: '{count} von {limit} begonnen',
  tab_timeline: 'Zeitleiste',
  timeline_label: 'Weg durch die Spalten',
  timeline_total: 'Seit {duration} auf dem Board.',
  timeline_so_far: 'bisher {duration}',
  timeline_since: 'seit {from}',
  timeline_between: '{from} bis {to}',
  timeline_no_column: 'Keine Spalte',
  timeline_empty: 'Diese Karte hat noch keine Versionen, die ihren Weg zeigen.',
};
