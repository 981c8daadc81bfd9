import type { adminEnUS } from './en-US';

export const adminEsES: Record<keyof typeof adminEnUS, string> = {
  admin_heading: 'Panel de administración',
  admin_loading: 'Cargando el panel de administración…',
  admin_access_denied: 'Acceso denegado. No tiene permiso para realizar esta acción ni para acceder a este recurso...',
  admin_save: 'Guardar',
  admin_save_named: 'Guardar {name}',
  admin_saving: 'Guardando…',
  admin_nothing_changed: 'Todavía no ha cambiado nada.',
  admin_cancel: 'Cancelar',
  admin_license_stale: 'Otra persona ha cambiado estos ajustes mientras tanto. Se han vuelto a cargar: vuelva a hacer su cambio.',

  admin_tenant_admins: 'Administradores del inquilino',
  admin_tenant_admins_hint: 'Los administradores de la colección de sitios anfitriona. Pueden editar cualquier tablero.',
  admin_tenant_admins_empty: 'El sitio anfitrión no nombra administradores.',

  admin_license_managers: 'Administradores de licencias',
  admin_license_managers_hint: 'Usuarios o grupos que administran la licencia. Si no figura nadie, cualquiera puede hacerlo.',
  admin_license_managers_hint_directory:
    'Usuarios o grupos que administran la licencia. Si no figura nadie, solo pueden hacerlo los administradores de su organización.',
  admin_license_managers_saved: 'Los administradores de licencias se han guardado.',
  admin_panel_managers: 'Administradores del panel de administración',
  admin_panel_managers_hint:
    'Usuarios o grupos que pueden abrir este panel de administración. Si no figura nadie, cualquiera puede hacerlo.',
  admin_panel_managers_hint_directory:
    'Usuarios o grupos que pueden abrir este panel de administración. Si no figura nadie, solo pueden hacerlo los administradores de su organización.',
  admin_panel_managers_saved: 'Los administradores del panel de administración se han guardado.',

  admin_seats: 'Usuarios con licencia',
  admin_seats_left: 'Puestos libres: {count} de {total}.',
  admin_seats_unlimited: 'La licencia no tiene límite de puestos.',
  admin_seats_list: 'Personas con un puesto',
  admin_seats_empty: 'Todavía nadie tiene un puesto.',
  admin_seats_give_to: 'Dar un puesto a',
  admin_seats_give: 'Dar puestos',
  admin_seats_too_many: 'Solo quedan {count} puestos.',
  admin_seats_given: 'Puestos asignados: {count}.',
  admin_seat_remove: 'Quitar',
  admin_seat_remove_named: 'Quitar el puesto de {name}',
  admin_seat_remove_title: 'Quitar un puesto',
  admin_seat_remove_question: '¿Retirar el puesto a {name}? No podrá usar los tableros hasta que vuelva a tener uno.',
  admin_seat_removed: '{name} ya no tiene un puesto.',

  admin_default_permission: 'Permisos predeterminados de los usuarios',
  admin_default_permission_hint:
    'Se aplica a los tableros nuevos cuya colección de sitios no define ningún permiso. Solo ver, salvo que se cambie aquí.',
  admin_default_permission_level: 'Permiso en los tableros nuevos',
  admin_default_permission_saved: 'El permiso predeterminado de los usuarios se ha guardado.',

  admin_avatars: 'Avatares',
  admin_avatars_site: 'Avatares del sitio',
  admin_avatars_office365: 'Avatares de Office 365',
  admin_avatars_saved: 'El origen de los avatares se ha guardado.',

  admin_location: 'Ubicación de los datos',
  admin_location_hint:
    'Dónde guarda Listboard los datos de sus tableros. El traslado lleva un tiempo; mientras tanto, los tableros no se pueden cambiar.',
  admin_location_westus: 'Oeste de EE. UU.',
  admin_location_westeurope: 'Europa Occidental',
  admin_location_current: '{location} (actual)',
  admin_location_move: 'Trasladar los datos',
  admin_location_confirm_title: 'Trasladar los datos',
  admin_location_confirm:
    '¿Trasladar todos los datos de sus tableros a {location}? Nadie podrá cambiar los tableros hasta que termine la transferencia.',
  admin_location_starting: 'Iniciando la transferencia…',

  admin_boards: 'Permisos de los tableros',
  admin_boards_hint:
    'Todos los tableros de su organización: su permiso predeterminado, sus propietarios y si todos pueden editar sus ajustes.',
  admin_boards_search_label: 'Buscar tableros',
  admin_boards_search: 'Nombre del tablero',
  admin_boards_search_hint: 'Parte de un nombre y luego Entrar',
  admin_boards_search_button: 'Buscar',
  admin_boards_owner: 'Propietario del tablero',
  admin_boards_loading: 'Cargando tableros…',
  admin_boards_none: 'Todavía no hay tableros.',
  admin_boards_none_match: 'Ningún tablero coincide con la búsqueda.',
  admin_boards_range: 'Tableros {from} a {to} de {total}',
  admin_boards_pages: 'Páginas de tableros',
  admin_board_site: 'Sitio: {site}',
  admin_board_in_trash: 'En la papelera',
  admin_board_default_permission: 'Permiso predeterminado',
  admin_board_saved: 'Los permisos de {name} se han guardado.',
  admin_board_stale: 'Otra persona ha guardado {name} mientras tanto. Se ha vuelto a cargar: vuelva a hacer su cambio.',
  admin_board_owner_required: 'Un tablero necesita al menos un propietario.',
  admin_board_listed_once:
    'Un usuario o grupo solo puede figurar una vez en las listas de permisos del tablero. Corríjalas en los ajustes del tablero.',

  pager_first: 'Primera página',
  pager_previous: 'Página anterior',
  pager_previous_group: 'Diez páginas anteriores',
  pager_next: 'Página siguiente',
  pager_next_group: 'Diez páginas siguientes',
  pager_last: 'Última página',
  pager_page: 'Página {page}',
};
