import type { newsEnUS } from './en-US';

export const newsEsES: Record<keyof typeof newsEnUS, string> = {
  news_bell: 'Novedades',
  news_bell_unread: 'Novedades, {count} sin leer',
  news_heading: 'Novedades',
  news_new: 'Nueva',
  news_none: 'No hay novedades',
  news_failed: 'No se pudieron cargar las novedades.',
  news_show_all: 'Mostrar todas ({count})',
  news_read_more: 'Más información',
  news_read_more_about: 'Más información: {title}',
  whats_new_open: 'Qué hay de nuevo',
  whats_new_title: 'Qué hay de nuevo en Listboard',
  whats_new_slide: 'Novedad {index} de {count}',
  whats_new_slide_role: 'diapositiva',
  whats_new_previous: 'Anterior',
  whats_new_next: 'Siguiente',
  whats_new_done: 'Listo',
  whats_new_close: 'Cerrar',
};
