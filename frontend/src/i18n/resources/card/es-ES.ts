import type { cardEnUS } from './en-US';

export const cardEsES: Record<keyof typeof cardEnUS, string> = {
  card_more_options: 'Más opciones para {title}',
  card_menu_open: 'Abrir',
  card_menu_clone: 'Clonar',
  card_menu_copy_link: 'Copiar vínculo',
  card_menu_delete: 'Eliminar',
  card_link_copied: 'El vínculo a la tarjeta está en el portapapeles.',
  card_link_copy_failed: 'No se pudo copiar el vínculo al portapapeles.',
  card_delete_title: 'Eliminar tarjeta',
  card_confirm_delete_task: '¿Quiere eliminar «{title}»? No se puede deshacer.',
  card_delete: 'Eliminar',
  card_cancel: 'Cancelar',

  card_field_edit: 'Editar {field}: {value}',
  card_field_empty: 'vacío',
  value_yes: 'Sí',
  value_no: 'No',
  card_none_choice: '(ninguno)',
  card_required_field: 'Este campo es obligatorio.',

  card_subtasks_completed: '{completed} de {total} subtareas completadas',
  card_one_comment: '1 comentario',
  card_comment_count: '{count} comentarios',

  card_details: 'Detalles de {title}',
  card_callout_fields: 'Campos',
  card_callout_comments: 'Comentarios',
  card_callout_no_fields: 'No hay campos que mostrar.',
  card_callout_no_comments: 'Aún no hay comentarios.',

  card_add_to_column: 'Agregar una tarjeta a {column}',
  quick_add_label: 'Nueva tarjeta en {column}',
  quick_add_save: 'Agregar',
  card_new: 'Nueva tarjeta',
  card_some_read_only: 'No puede cambiar algunas de estas tarjetas: no se pueden mover ni editar.',
  card_all_read_only: 'Puede ver este tablero, pero no cambiar sus tarjetas.',
  card_callout_history: 'Historial',
  card_callout_watchers: 'Observadores',
  card_callout_no_history: 'Aún no hay cambios registrados.',
  card_callout_no_watchers: 'Nadie sigue esta tarjeta.',
};
