import type { adminEnUS } from './en-US';

export const adminDeDE: Record<keyof typeof adminEnUS, string> = {
  admin_heading: 'Admin-Bereich',
  admin_loading: 'Admin-Bereich wird geladen…',
  admin_access_denied: 'Zugriff verweigert. Sie haben keine Berechtigung, diese Aktion auszuführen oder auf diese Ressource zuzugreifen...',
  admin_save: 'Speichern',
  admin_save_named: '{name} speichern',
  admin_saving: 'Wird gespeichert…',
  admin_nothing_changed: 'Noch wurde nichts geändert.',
  admin_cancel: 'Abbrechen',
  admin_license_stale:
    'Jemand anderes hat diese Einstellungen inzwischen geändert. Sie wurden neu geladen: Bitte nehmen Sie Ihre Änderung erneut vor.',

  admin_tenant_admins: 'Mandantenadministratoren',
  admin_tenant_admins_hint: 'Die Administratoren der Host-Websitesammlung. Sie dürfen jedes Board bearbeiten.',
  admin_tenant_admins_empty: 'Die Host-Website nennt keine Administratoren.',

  admin_license_managers: 'Lizenzmanager',
  admin_license_managers_hint: 'Benutzer oder Gruppen, die die Lizenz verwalten. Ist niemand eingetragen, darf es jeder.',
  admin_license_managers_hint_directory:
    'Benutzer oder Gruppen, die die Lizenz verwalten. Ist niemand eingetragen, dürfen es nur die Administratorinnen und Administratoren Ihrer Organisation.',
  admin_license_managers_saved: 'Die Lizenzmanager sind gespeichert.',
  admin_panel_managers: 'Manager des Admin-Bereichs',
  admin_panel_managers_hint: 'Benutzer oder Gruppen, die diesen Admin-Bereich öffnen dürfen. Ist niemand eingetragen, darf es jeder.',
  admin_panel_managers_hint_directory:
    'Benutzer oder Gruppen, die diesen Admin-Bereich öffnen dürfen. Ist niemand eingetragen, dürfen es nur die Administratorinnen und Administratoren Ihrer Organisation.',
  admin_panel_managers_saved: 'Die Manager des Admin-Bereichs sind gespeichert.',

  admin_seats: 'Benutzer mit Lizenz',
  admin_seats_left: 'Freie Plätze: {count} von {total}.',
  admin_seats_unlimited: 'Die Lizenz hat keine Platzbegrenzung.',
  admin_seats_list: 'Personen mit einem Platz',
  admin_seats_empty: 'Noch hat niemand einen Platz.',
  admin_seats_give_to: 'Einen Platz geben an',
  admin_seats_give: 'Plätze vergeben',
  admin_seats_too_many: 'Es sind nur noch {count} Plätze frei.',
  admin_seats_given: 'Vergebene Plätze: {count}.',
  admin_seat_remove: 'Entfernen',
  admin_seat_remove_named: 'Den Platz von {name} entfernen',
  admin_seat_remove_title: 'Einen Platz entfernen',
  admin_seat_remove_question:
    '{name} den Platz wieder nehmen? Die Person kann die Boards erst wieder nutzen, wenn sie erneut einen erhält.',
  admin_seat_removed: '{name} hat keinen Platz mehr.',

  admin_default_permission: 'Standardberechtigungen für Benutzer',
  admin_default_permission_hint:
    'Gilt für neue Boards, deren Websitesammlung keine Berechtigung festlegt. „Nur anzeigen“, solange hier nichts geändert wird.',
  admin_default_permission_level: 'Berechtigung auf neuen Boards',
  admin_default_permission_saved: 'Die Standardberechtigung für Benutzer ist gespeichert.',

  admin_avatars: 'Avatare',
  admin_avatars_site: 'Avatare der Website',
  admin_avatars_office365: 'Office 365-Avatare',
  admin_avatars_saved: 'Die Quelle der Avatare ist gespeichert.',

  admin_location: 'Speicherort der Daten',
  admin_location_hint:
    'Wo Listboard die Daten Ihrer Boards speichert. Der Umzug dauert eine Weile; solange können die Boards nicht geändert werden.',
  admin_location_westus: 'USA West',
  admin_location_westeurope: 'Westeuropa',
  admin_location_current: '{location} (aktuell)',
  admin_location_move: 'Daten umziehen',
  admin_location_confirm_title: 'Daten umziehen',
  admin_location_confirm:
    'Alle Daten Ihrer Boards nach {location} umziehen? Bis die Übertragung abgeschlossen ist, kann niemand die Boards ändern.',
  admin_location_starting: 'Übertragung wird gestartet…',

  admin_boards: 'Board-Berechtigungen',
  admin_boards_hint:
    'Alle Boards Ihrer Organisation: ihre Standardberechtigung, ihre Besitzer und ob alle ihre Einstellungen bearbeiten dürfen.',
  admin_boards_search_label: 'Boards suchen',
  admin_boards_search: 'Board-Name',
  admin_boards_search_hint: 'Teil eines Namens, dann Eingabetaste',
  admin_boards_search_button: 'Suchen',
  admin_boards_owner: 'Board-Besitzer',
  admin_boards_loading: 'Boards werden geladen…',
  admin_boards_none: 'Es gibt noch keine Boards.',
  admin_boards_none_match: 'Kein Board entspricht der Suche.',
  admin_boards_range: 'Boards {from} bis {to} von {total}',
  admin_boards_pages: 'Seiten der Boards',
  admin_board_site: 'Website: {site}',
  admin_board_in_trash: 'Im Papierkorb',
  admin_board_default_permission: 'Standardberechtigung',
  admin_board_saved: 'Die Berechtigungen von {name} sind gespeichert.',
  admin_board_stale: 'Jemand anderes hat {name} inzwischen gespeichert. Es wurde neu geladen: Bitte nehmen Sie Ihre Änderung erneut vor.',
  admin_board_owner_required: 'Ein Board braucht mindestens einen Board-Besitzer.',
  admin_board_listed_once:
    'Ein Benutzer oder eine Gruppe darf in den Berechtigungslisten des Boards nur einmal vorkommen. Korrigieren Sie sie in den Einstellungen des Boards.',

  pager_first: 'Erste Seite',
  pager_previous: 'Vorherige Seite',
  pager_previous_group: 'Vorherige zehn Seiten',
  pager_next: 'Nächste Seite',
  pager_next_group: 'Nächste zehn Seiten',
  pager_last: 'Letzte Seite',
  pager_page: 'Seite {page}',
};
