import type { errorsEnUS } from './en-US';

export const errorsDeDE: Record<keyof typeof errorsEnUS, string> = {
  api_error_unauthorized: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  api_error_access_denied: 'Das dürfen Sie nicht.',
  api_error_drag_drop_disabled: 'Das Ziehen von Karten ist auf diesem Board ausgeschaltet.',
  api_error_adding_cards_off: 'Auf diesem Board kann niemand Karten hinzufügen.',
  api_error_labels_adding_off: 'Nur wer die Einstellungen dieses Boards ändert, kann Bezeichnungen hinzufügen: Fragen Sie den Besitzer.',
  api_error_managelist_permission_denied: 'Sie benötigen das Recht, diese Liste zu verwalten.',
  api_error_not_site_member: 'Sie sind kein Mitglied dieser Website.',
  api_error_board_not_found: 'Dieses Board gibt es nicht (mehr).',
  api_error_item_not_found: 'Diese Karte gibt es nicht (mehr).',
  api_error_task_not_found: 'Diese Karte gibt es nicht (mehr).',
  api_error_attachment_not_found: 'Diese Datei gibt es nicht (mehr).',
  api_error_column_busy: 'Jemand anderes ändert gerade diese Spalte. Bitte versuchen Sie es gleich noch einmal.',
  api_error_wip_limit: 'Diese Spalte hat ihr WIP-Limit erreicht.',
  api_error_person_wip_limit: '{person} hat das Limit dieses Boards für begonnene Karten pro Person erreicht ({limit}).',
  api_error_stale_item: 'Diese Karte wurde seit dem Laden von jemand anderem geändert.',
  api_error_payload_too_large: 'Das ist zu groß zum Senden.',
  api_error_document_too_large: 'Das ist zu groß zum Speichern.',
  api_error_board_too_large: 'Die Einstellungen des Boards sind zu groß zum Speichern.',
  api_error_empty_comment: 'Ein Kommentar darf nicht leer sein.',
  api_error_comments_not_configured: 'Dieses Board hat kein Kommentarfeld.',
  api_error_subtasks_disabled: 'Dieses Board verwendet keine Unteraufgaben.',
  api_error_internal_error: 'Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es erneut.',
  api_error_tenant_not_bound:
    'Listboard ist mit der Organisation dieser Website noch nicht verbunden. Eine Administratorin oder ein Administrator Ihrer Organisation kann die Verbindung herstellen.',
  api_error_other_tenant: 'Diese Website gehört zu einer anderen Organisation.',
  api_error_not_directory_admin:
    'Nur eine Administratorin oder ein Administrator Ihrer Organisation kann Listboard mit ihren Websites verbinden.',
  api_error_unsubscribe_link_invalid: 'Dieser Abbestell-Link ist ungültig: Er wurde verändert oder gekürzt. Es wurde nichts geändert.',
  api_error_unsubscribe_link_expired:
    'Dieser Abbestell-Link ist abgelaufen. Es wurde nichts geändert; verwenden Sie den Link in einer neueren Nachricht.',
  api_error_notifications_off: 'Dieses Listboard versendet keine Benachrichtigungen, es gibt also nichts abzubestellen.',
  api_error_chart_range_too_long:
    'Dieser Zeitraum hat zu viele Abschnitte für seine Skala: Wählen Sie eine gröbere Skala oder einen kürzeren Zeitraum.',
};
