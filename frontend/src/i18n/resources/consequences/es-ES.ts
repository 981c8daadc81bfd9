import type { consequencesEnUS } from './en-US';

export const consequencesEsES: Record<keyof typeof consequencesEnUS, string> = {
  board_consequences_label: 'A quién llega este tablero',
  board_consequences_sentence: '{view}, {edit} y {mail}.',
  board_consequences_view_everyone: 'Todos en el sitio pueden ver este tablero',
  board_consequences_view_named: 'Solo sus propietarios y las personas que ellos indicaron pueden ver este tablero',
  board_consequences_view_owners: 'Solo sus propietarios pueden ver este tablero',
  board_consequences_edit_everyone: 'todos los que lo ven pueden cambiar las tarjetas',
  board_consequences_edit_ownCards: 'los demás solo pueden cambiar las tarjetas que crearon o que tienen asignadas',
  board_consequences_edit_named: 'solo sus propietarios y las personas que ellos indicaron pueden cambiar las tarjetas',
  board_consequences_edit_owners: 'solo sus propietarios pueden cambiar las tarjetas',
  board_consequences_mail_nobody: 'nadie recibe correos sobre él',
  board_consequences_mail_assignees: 'cada persona recibe un correo cuando se le asigna una tarjeta',
  board_consequences_mail_rules: 'los correos salen según las reglas de notificación del tablero',
  board_consequences_mail_assigneesAndRules:
    'cada persona recibe un correo cuando se le asigna una tarjeta, y según las reglas de notificación del tablero',
  board_consequences_letTeamEdit: 'Dejar editar al equipo',
  board_consequences_turnOnMail: 'Activar los correos',
  board_consequences_dismiss: 'Cerrar esta nota',
  board_consequences_change_failed: 'El cambio no se guardó: {message}',
};
