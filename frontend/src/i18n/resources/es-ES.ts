import { actionsEsES } from './actions/es-ES';
import type { StartMessages, coreEnUS } from './en-US';
import { boardEsES } from './board/es-ES';
import { cardEsES } from './card/es-ES';
import { dialogEsES } from './dialog/es-ES';
import { errorsEsES } from './errors/es-ES';
import { teamsEsES } from './teams/es-ES';
import { trashEsES } from './trash/es-ES';
import { undoEsES } from './undo/es-ES';
import { selectionEsES } from './selection/es-ES';
import { presenceEsES } from './presence/es-ES';
import { flowEsES } from './flow/es-ES';
import { paletteEsES } from './palette/es-ES';
import { newsEsES } from './news/es-ES';
import { feedbackEsES } from './feedback/es-ES';
import { licensingEsES } from './licensing/es-ES';
import { filtersEsES } from './filters/es-ES';
import { consequencesEsES } from './consequences/es-ES';
import { columnsEsES } from './columns/es-ES';

const coreEsES: Record<keyof typeof coreEnUS, string> = {
  loading_tasks: 'Cargando tareas…',
  loading: 'Cargando…',
  access_denied_error: 'No tiene acceso a este tablero.',
  wip_limit_error: 'Esta columna ha alcanzado su límite de trabajo en curso.',

  app_name: 'Listboard',
  nav_label: 'Navegación principal',
  nav_boards: 'Tableros',
  sign_out: 'Cerrar sesión',
  signing_in: 'Iniciando sesión…',
  sign_in_heading: 'Iniciar sesión en Listboard',
  sign_in_hint: 'Elija un usuario de demostración.',
  sign_in_no_users: 'Este sitio no tiene usuarios de demostración.',
  sign_in_roles_hint: 'Junto a cada nombre: su rol en el tablero «{board}».',
  sign_in_role_owner: 'Propietario',
  sign_in_role_editor: 'Editor',
  sign_in_role_ownCardsEditor: 'Edita sus tarjetas',
  sign_in_role_viewer: 'Solo lectura',
  sign_in_role_noAccess: 'Sin acceso',
  app_part_heading: 'Tableros para un elemento de aplicación',
  app_part_intro:
    'Mostrar un tablero en una página: copie su código para insertar y péguelo en un elemento web Insertar, o en una página que pueda enmarcar Listboard.',
  app_part_loading: 'Cargando tableros…',
  app_part_empty: 'No hay tableros de este sitio que pueda ver.',
  app_part_copy: 'Copiar código para insertar',
  app_part_copied: 'Código para insertar copiado.',
  app_part_copy_failed: 'No se pudo copiar el código para insertar; selecciónelo y cópielo usted.',
  app_part_snippet_label: 'Código para insertar de {name}',
  app_part_opening_form: 'Abriendo el formulario…',
  app_part_new_item: 'Nuevo elemento',
  connect_site_title: 'Listboard aún no está conectado aquí',
  connect_site_action: 'Conectar este sitio con mi organización',
  connect_site_busy: 'Conectando…',
  sign_in_failed: 'No se pudo iniciar sesión: {message}',
  sign_in_redirecting: 'Le llevamos al inicio de sesión…',
  startup_error: 'Listboard no pudo iniciarse: {message}',

  boards_heading: 'Tableros',
  boards_empty: 'Todavía no hay tableros',
  boards_new_board: 'Nuevo tablero',
  boards_owner: 'Propietario: {names}',
  boards_owners: 'Propietarios: {names}',

  alert_dismiss: 'Descartar',
  error_unexpected: 'Algo salió mal.',
  service_unavailable: 'El servicio no está disponible temporalmente. Vuelva a intentarlo en un momento.',
  try_again: 'Reintentar',
  control_show_options: 'Mostrar opciones',
  control_clear_search: 'Borrar la búsqueda',
  control_clear_selection: 'Borrar la selección',
  control_increase: 'Aumentar',
  control_decrease: 'Disminuir',

  lane_collapse: 'Contraer {lane}',
  lane_expand: 'Expandir {lane}',
  lane_card_count: '{count} tarjetas',
  lane_one_card: '1 tarjeta',
  wip_limit_reached: 'Límite WIP alcanzado',
  wip_limit_exceeded: 'Límite WIP superado',
  card_role_description: 'tarjeta',
  card_due: 'Vence el {date}',
  card_overdue: 'Vencida, vencía el {date}',
  card_more_people: '{count} personas más',
  card_group: 'Grupo {name}',

  details_close: 'Cerrar',
  details_no_fields: 'Esta tarjeta no tiene campos que mostrar.',

  dnd_instructions:
    'Para tomar una tarjeta, pulse Espacio o Intro. Mientras arrastra, las flechas arriba y abajo mueven la tarjeta dentro de su columna, las flechas izquierda y derecha a la columna vecina de la misma fila, y Mayús con la flecha arriba o abajo a la fila de arriba o de abajo. Pulse de nuevo Espacio o Intro para soltar la tarjeta, o Escape para cancelar.',
  dnd_picked_up: 'Se tomó {card} en la columna {column}, posición {position} de {count}.',
  dnd_picked_up_lane: 'Se tomó {card} en la columna {column}, fila {lane}, posición {position} de {count}.',
  dnd_over: '{card} está sobre la columna {column}, posición {position} de {count}.',
  dnd_over_lane: '{card} está sobre la columna {column}, fila {lane}, posición {position} de {count}.',
  dnd_not_over: '{card} ya no está sobre ninguna columna.',
  dnd_dropped: 'Se soltó {card} en la columna {column}, posición {position} de {count}.',
  dnd_dropped_lane: 'Se soltó {card} en la columna {column}, fila {lane}, posición {position} de {count}.',
  dnd_dropped_nowhere: '{card} se soltó fuera del tablero y se queda donde estaba.',
  dnd_cancelled: 'Se canceló el movimiento de {card}.',
  dnd_over_full: '{card} está sobre la columna {column}, que está llena: su límite de trabajo en curso es {limit}.',
  dnd_over_full_lane: '{card} está sobre la columna {column}, fila {lane}, que está llena: su límite de trabajo en curso es {limit}.',
  wip_limit_refused: 'La columna {column} está llena: su límite de trabajo en curso es {limit}. La tarjeta se queda donde estaba.',
  wip_cell_full: 'Llena: límite WIP {limit}',
  nav_licenses: 'Licencias',
  nav_host_site: 'Volver al sitio',
  admin_transfer_running: 'Espere hasta que termine la transferencia de datos.',
};

export const esES: StartMessages = {
  ...coreEsES,
  ...dialogEsES,
  ...cardEsES,
  ...boardEsES,
  ...filtersEsES,
  ...actionsEsES,
  ...consequencesEsES,
  ...columnsEsES,
  ...errorsEsES,
  ...teamsEsES,
  ...trashEsES,
  ...undoEsES,
  ...selectionEsES,
  ...presenceEsES,
  ...flowEsES,
  ...paletteEsES,
  ...newsEsES,
  ...feedbackEsES,
  ...licensingEsES,
};
