import type { consequencesEnUS } from './en-US';

export const consequencesDeDE: Record<keyof typeof consequencesEnUS, string> = {
  board_consequences_label: 'Wen dieses Board erreicht',
  board_consequences_sentence: '{view}, {edit} und {mail}.',
  board_consequences_view_everyone: 'Alle auf der Website können dieses Board sehen',
  board_consequences_view_named: 'Nur seine Besitzer und die von ihnen genannten Personen können dieses Board sehen',
  board_consequences_view_owners: 'Nur seine Besitzer können dieses Board sehen',
  board_consequences_edit_everyone: 'alle, die es sehen, können Karten ändern',
  board_consequences_edit_ownCards: 'andere können nur die Karten ändern, die sie erstellt haben oder die ihnen zugewiesen sind',
  board_consequences_edit_named: 'nur seine Besitzer und die von ihnen genannten Personen können Karten ändern',
  board_consequences_edit_owners: 'nur seine Besitzer können Karten ändern',
  board_consequences_mail_nobody: 'niemand bekommt E-Mails dazu',
  board_consequences_mail_assignees: 'wem eine Karte zugewiesen wird, bekommt eine E-Mail',
  board_consequences_mail_rules: 'E-Mails gehen nach den Benachrichtigungsregeln des Boards hinaus',
  board_consequences_mail_assigneesAndRules:
    'wem eine Karte zugewiesen wird, bekommt eine E-Mail, ebenso nach den Benachrichtigungsregeln des Boards',
  board_consequences_letTeamEdit: 'Team bearbeiten lassen',
  board_consequences_turnOnMail: 'E-Mails einschalten',
  board_consequences_dismiss: 'Hinweis schließen',
  board_consequences_change_failed: 'Die Änderung wurde nicht gespeichert: {message}',
};
