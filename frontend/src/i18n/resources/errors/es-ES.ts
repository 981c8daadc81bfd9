import type { errorsEnUS } from './en-US';

export const errorsEsES: Record<keyof typeof errorsEnUS, string> = {
  api_error_unauthorized: 'Su sesión ha terminado. Vuelva a iniciar sesión.',
  api_error_access_denied: 'No tiene permiso para hacer esto.',
  api_error_drag_drop_disabled: 'Arrastrar tarjetas está desactivado en este tablero.',
  api_error_adding_cards_off: 'Este tablero no permite que nadie añada tarjetas.',
  api_error_labels_adding_off: 'Solo quienes cambian la configuración de este tablero pueden añadir etiquetas: pregunte a su propietario.',
  api_error_managelist_permission_denied: 'Necesita el derecho de administrar esta lista.',
  api_error_not_site_member: 'No es miembro de este sitio.',
  api_error_board_not_found: 'Este tablero no existe (o ya no existe).',
  api_error_item_not_found: 'Esta tarjeta no existe (o ya no existe).',
  api_error_task_not_found: 'Esta tarjeta no existe (o ya no existe).',
  api_error_attachment_not_found: 'Este archivo no existe (o ya no existe).',
  api_error_column_busy: 'Otra persona está cambiando esta columna. Vuelva a intentarlo en un momento.',
  api_error_wip_limit: 'Esta columna ha alcanzado su límite de trabajo en curso.',
  api_error_person_wip_limit: '{person} ha alcanzado el límite de tarjetas empezadas por persona de este tablero ({limit}).',
  api_error_stale_item: 'Otra persona ha cambiado esta tarjeta desde que la cargó.',
  api_error_payload_too_large: 'Es demasiado grande para enviarlo.',
  api_error_document_too_large: 'Es demasiado grande para guardarlo.',
  api_error_board_too_large: 'La configuración del tablero es demasiado grande para guardarla.',
  api_error_empty_comment: 'Un comentario no puede estar vacío.',
  api_error_comments_not_configured: 'Este tablero no tiene campo de comentarios.',
  api_error_subtasks_disabled: 'Este tablero no usa subtareas.',
  api_error_internal_error: 'Algo ha fallado por nuestra parte. Vuelva a intentarlo.',
  api_error_tenant_not_bound:
    'Listboard aún no está conectado con la organización de este sitio. Un administrador de su organización puede conectarlo.',
  api_error_other_tenant: 'Este sitio pertenece a otra organización.',
  api_error_not_directory_admin: 'Solo un administrador de su organización puede conectar Listboard con sus sitios.',
  api_error_unsubscribe_link_invalid:
    'Este enlace para cancelar la suscripción no es válido: se modificó o se cortó. No se ha cambiado nada.',
  api_error_unsubscribe_link_expired:
    'Este enlace para cancelar la suscripción ha caducado. No se ha cambiado nada; usa el enlace de un mensaje más reciente.',
  api_error_notifications_off: 'Este Listboard no envía notificaciones, así que no hay nada que cancelar.',
  api_error_chart_range_too_long: 'Este periodo tiene demasiados intervalos para su escala: elija una escala mayor o un periodo más corto.',
};
