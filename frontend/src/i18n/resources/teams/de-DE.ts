import type { teamsEnUS } from './en-US';

export const teamsDeDE: Record<keyof typeof teamsEnUS, string> = {
  teams_config_heading: 'Ein Board in dieser Registerkarte anzeigen',
  teams_config_intro:
    'Wählen Sie das Board, das diese Registerkarte zeigt. Alle hier sehen es mit ihren eigenen Rechten am Board und an seinen Listen.',
  teams_config_choose: 'Wählen Sie zuerst ein Board.',
  teams_config_outside:
    'Diese Seite richtet eine Microsoft Teams-Registerkarte ein. Fügen Sie Listboard in Teams als Registerkarte hinzu, um ihr Board zu wählen.',
  teams_sign_in_hint: 'Teams konnte Sie nicht selbst bei Listboard anmelden. Melden Sie sich einmal in dem Fenster an, das Teams öffnet.',
  teams_sign_in_action: 'Anmelden',
  teams_sign_in_waiting: 'Warten auf das Anmeldefenster…',
  teams_signed_in: 'Angemeldet. Dieses Fenster schließt sich von selbst.',
};
