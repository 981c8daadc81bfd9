import type { consequencesEnUS } from './en-US';

export const consequencesFrFR: Record<keyof typeof consequencesEnUS, string> = {
  board_consequences_label: 'Qui ce tableau concerne',
  board_consequences_sentence: '{view}, {edit} et {mail}.',
  board_consequences_view_everyone: 'Tout le monde sur le site peut voir ce tableau',
  board_consequences_view_named: 'Seuls ses propriétaires et les personnes qu’ils ont nommées peuvent voir ce tableau',
  board_consequences_view_owners: 'Seuls ses propriétaires peuvent voir ce tableau',
  board_consequences_edit_everyone: 'tous ceux qui le voient peuvent modifier les cartes',
  board_consequences_edit_ownCards: 'les autres ne peuvent modifier que les cartes qu’ils ont créées ou qui leur sont attribuées',
  board_consequences_edit_named: 'seuls ses propriétaires et les personnes qu’ils ont nommées peuvent modifier les cartes',
  board_consequences_edit_owners: 'seuls ses propriétaires peuvent modifier les cartes',
  board_consequences_mail_nobody: 'personne ne reçoit d’e-mail à son sujet',
  board_consequences_mail_assignees: 'chacun reçoit un e-mail quand une carte lui est attribuée',
  board_consequences_mail_rules: 'les e-mails partent selon les règles de notification du tableau',
  board_consequences_mail_assigneesAndRules:
    'chacun reçoit un e-mail quand une carte lui est attribuée, et selon les règles de notification du tableau',
  board_consequences_letTeamEdit: 'Laisser l’équipe modifier',
  board_consequences_turnOnMail: 'Activer les e-mails',
  board_consequences_dismiss: 'Fermer cette note',
  board_consequences_change_failed: 'La modification n’a pas été enregistrée : {message}',
};
