import type { teamsEnUS } from './en-US';

export const teamsEsES: Record<keyof typeof teamsEnUS, string> = {
  teams_config_heading: 'Mostrar un tablero en esta pestaña',
  teams_config_intro:
    'Elija el tablero que muestra esta pestaña. Todos lo ven aquí con sus propios permisos sobre el tablero y sus listas.',
  teams_config_choose: 'Elija primero un tablero.',
  teams_config_outside:
    'Esta página configura una pestaña de Microsoft Teams. Agregue Listboard como pestaña en Teams para elegir su tablero.',
  teams_sign_in_hint: 'Teams no pudo iniciar su sesión en Listboard por sí mismo. Inicie sesión una vez en la ventana que abre Teams.',
  teams_sign_in_action: 'Iniciar sesión',
  teams_sign_in_waiting: 'Esperando la ventana de inicio de sesión…',
  teams_signed_in: 'Sesión iniciada. Esta ventana se cierra sola.',
};
