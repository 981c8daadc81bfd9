import type { flowEnUS } from './en-US';

export const flowDeDE: Record<keyof typeof flowEnUS, string> = {
  card_age: 'Seit {duration} in dieser Spalte.',
  card_age_early: 'Vor {work} begonnen: kürzer als die Hälfte der fertigen Karten brauchte.',
  card_age_due: 'Vor {work} begonnen: länger als die Hälfte der fertigen Karten brauchte.',
  card_age_late: 'Vor {work} begonnen: länger als 85 % der fertigen Karten brauchten.',
  card_age_overdue: 'Vor {work} begonnen: länger als 95 % der fertigen Karten brauchten.',
  flow_person_load: '{count} begonnen',
  flow_person_load_of: '{count} von {limit} begonnen',
};
