import { actionsDeDE } from './actions/de-DE';
import type { StartMessages, coreEnUS } from './en-US';
import { boardDeDE } from './board/de-DE';
import { cardDeDE } from './card/de-DE';
import { dialogDeDE } from './dialog/de-DE';
import { errorsDeDE } from './errors/de-DE';
import { teamsDeDE } from './teams/de-DE';
import { trashDeDE } from './trash/de-DE';
import { undoDeDE } from './undo/de-DE';
import { selectionDeDE } from './selection/de-DE';
import { presenceDeDE } from './presence/de-DE';
import { flowDeDE } from './flow/de-DE';
import { paletteDeDE } from './palette/de-DE';
import { newsDeDE } from './news/de-DE';
import { feedbackDeDE } from './feedback/de-DE';
import { licensingDeDE } from './licensing/de-DE';
import { filtersDeDE } from './filters/de-DE';
import { consequencesDeDE } from './consequences/de-DE';
import { columnsDeDE } from './columns/de-DE';

const coreDeDE: Record<keyof typeof coreEnUS, string> = {
  loading_tasks: 'Aufgaben werden geladen…',
  loading: 'Wird geladen…',
  access_denied_error: 'Sie haben keinen Zugriff auf dieses Board.',
  wip_limit_error: 'Diese Spalte hat ihr WIP-Limit erreicht.',

  app_name: 'Listboard',
  nav_label: 'Hauptnavigation',
  nav_boards: 'Boards',
  sign_out: 'Abmelden',
  signing_in: 'Anmeldung läuft…',
  sign_in_heading: 'Bei Listboard anmelden',
  sign_in_hint: 'Wählen Sie einen Demo-Benutzer aus.',
  sign_in_no_users: 'Diese Website hat keine Demo-Benutzer.',
  sign_in_roles_hint: 'Neben jedem Namen: die Rolle auf dem Board „{board}“.',
  sign_in_role_owner: 'Besitzer',
  sign_in_role_editor: 'Bearbeiter',
  sign_in_role_ownCardsEditor: 'Bearbeitet eigene Karten',
  sign_in_role_viewer: 'Nur ansehen',
  sign_in_role_noAccess: 'Kein Zugriff',
  app_part_heading: 'Boards für einen App-Teil',
  app_part_intro:
    'Ein Board auf einer Seite zeigen: Einbettungscode kopieren und in ein Einbetten-Webpart einfügen oder in eine Seite, die Listboard einbetten darf.',
  app_part_loading: 'Boards werden geladen …',
  app_part_empty: 'Auf dieser Website gibt es keine Boards, die Sie sehen dürfen.',
  app_part_copy: 'Einbettungscode kopieren',
  app_part_copied: 'Einbettungscode kopiert.',
  app_part_copy_failed: 'Der Einbettungscode konnte nicht kopiert werden; markieren und kopieren Sie ihn selbst.',
  app_part_snippet_label: 'Einbettungscode von {name}',
  app_part_opening_form: 'Das Formular wird geöffnet…',
  app_part_new_item: 'Neues Element',
  connect_site_title: 'Listboard ist hier noch nicht verbunden',
  connect_site_action: 'Diese Website mit meiner Organisation verbinden',
  connect_site_busy: 'Wird verbunden …',
  sign_in_failed: 'Die Anmeldung ist nicht gelungen: {message}',
  sign_in_redirecting: 'Sie werden zur Anmeldung weitergeleitet …',
  startup_error: 'Listboard konnte nicht starten: {message}',

  boards_heading: 'Boards',
  boards_empty: 'Noch keine Boards',
  boards_new_board: 'Neues Board',
  boards_owner: 'Besitzer: {names}',
  boards_owners: 'Besitzer: {names}',

  alert_dismiss: 'Schließen',
  error_unexpected: 'Etwas ist schiefgelaufen.',
  service_unavailable: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
  try_again: 'Erneut versuchen',
  control_show_options: 'Optionen anzeigen',
  control_clear_search: 'Suche löschen',
  control_clear_selection: 'Auswahl löschen',
  control_increase: 'Erhöhen',
  control_decrease: 'Verringern',

  lane_collapse: '{lane} zuklappen',
  lane_expand: '{lane} aufklappen',
  lane_card_count: '{count} Karten',
  lane_one_card: '1 Karte',
  wip_limit_reached: 'WIP-Limit erreicht',
  wip_limit_exceeded: 'WIP-Limit überschritten',
  card_role_description: 'Karte',
  card_due: 'Fällig am {date}',
  card_overdue: 'Überfällig, fällig am {date}',
  card_more_people: '{count} weitere Personen',
  card_group: 'Gruppe {name}',

  details_close: 'Schließen',
  details_no_fields: 'Diese Karte hat keine Felder zum Anzeigen.',

  dnd_instructions:
    'Drücken Sie die Leertaste oder die Eingabetaste, um eine Karte aufzunehmen. Beim Ziehen verschieben die Pfeiltasten nach oben und unten die Karte innerhalb ihrer Spalte, die Pfeiltasten nach links und rechts in die benachbarte Spalte derselben Zeile, und Umschalt mit Pfeil nach oben oder unten in die Zeile darüber oder darunter. Drücken Sie erneut die Leertaste oder die Eingabetaste, um die Karte abzulegen, oder Escape, um abzubrechen.',
  dnd_picked_up: '{card} in Spalte {column} aufgenommen, Position {position} von {count}.',
  dnd_picked_up_lane: '{card} in Spalte {column}, Zeile {lane} aufgenommen, Position {position} von {count}.',
  dnd_over: '{card} befindet sich über Spalte {column}, Position {position} von {count}.',
  dnd_over_lane: '{card} befindet sich über Spalte {column}, Zeile {lane}, Position {position} von {count}.',
  dnd_not_over: '{card} befindet sich über keiner Spalte mehr.',
  dnd_dropped: '{card} in Spalte {column} abgelegt, Position {position} von {count}.',
  dnd_dropped_lane: '{card} in Spalte {column}, Zeile {lane} abgelegt, Position {position} von {count}.',
  dnd_dropped_nowhere: '{card} wurde außerhalb des Boards abgelegt und bleibt an ihrem Platz.',
  dnd_cancelled: 'Das Verschieben von {card} wurde abgebrochen.',
  dnd_over_full: '{card} befindet sich über Spalte {column}, die voll ist: ihr WIP-Limit ist {limit}.',
  dnd_over_full_lane: '{card} befindet sich über Spalte {column}, Zeile {lane}, die voll ist: ihr WIP-Limit ist {limit}.',
  wip_limit_refused: 'Spalte {column} ist voll: ihr WIP-Limit ist {limit}. Die Karte bleibt an ihrem Platz.',
  wip_cell_full: 'Voll: WIP-Limit {limit}',
  nav_licenses: 'Lizenzen',
  nav_host_site: 'Zurück zur Website',
  admin_transfer_running: 'Bitte warten Sie, bis die Datenübertragung abgeschlossen ist.',
};

export const deDE: StartMessages = {
  ...coreDeDE,
  ...dialogDeDE,
  ...cardDeDE,
  ...boardDeDE,
  ...filtersDeDE,
  ...actionsDeDE,
  ...consequencesDeDE,
  ...columnsDeDE,
  ...errorsDeDE,
  ...teamsDeDE,
  ...trashDeDE,
  ...undoDeDE,
  ...selectionDeDE,
  ...presenceDeDE,
  ...flowDeDE,
  ...paletteDeDE,
  ...newsDeDE,
  ...feedbackDeDE,
  ...licensingDeDE,
};
