import type { newsEnUS } from './en-US';

export const newsDeDE: Record<keyof typeof newsEnUS, string> = {
  news_bell: 'Neuigkeiten',
  news_bell_unread: 'Neuigkeiten, {count} ungelesen',
  news_heading: 'Neuigkeiten',
  news_new: 'Neu',
  news_none: 'Es gibt keine Neuigkeiten',
  news_failed: 'Die Neuigkeiten konnten nicht geladen werden.',
  news_show_all: 'Alle anzeigen ({count})',
  news_read_more: 'Mehr dazu',
  news_read_more_about: 'Mehr dazu: {title}',
  whats_new_open: 'Was ist neu?',
  whats_new_title: 'Was ist neu in Listboard?',
  whats_new_slide: 'Neuigkeit {index} von {count}',
  whats_new_slide_role: 'Folie',
  whats_new_previous: 'Zurück',
  whats_new_next: 'Weiter',
  whats_new_done: 'Fertig',
  whats_new_close: 'Schließen',
};
