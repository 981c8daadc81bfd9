import type { licensingEnUS } from './en-US';

export const licensingDeDE: Record<keyof typeof licensingEnUS, string> = {
  nav_admins: 'Verwaltung',
  license_no_seat: 'Ihr Konto ist nicht in der Listboard-Lizenz enthalten. Bitten Sie einen Lizenzverwalter, Ihnen eine Lizenz zuzuweisen.',
  license_no_seat_action: 'Lizenz zuweisen',
  license_expired: 'Ihre Listboard-Lizenz ist abgelaufen.',
  license_expired_action: 'Upgrade',
  license_invalid:
    'Ihre Listboard-Lizenz ist ungültig: Sie wurde nicht für diese Organisation signiert. Ein Lizenzverwalter kann den Lizenzschlüssel erneut installieren.',
  license_invalid_action: 'Lizenzen öffnen',
  trial_valid_days: 'Ihre Listboard-Testversion ist noch {days} Tage gültig.',
  trial_expires_today: 'Ihre Listboard-Testversion läuft heute ab.',
  trial_action: 'Lizenz kaufen',
  license_indicator_trial_days: 'Testversion: noch {days} Tage',
  license_indicator_trial_today: 'Testversion: endet heute',
  license_indicator_valid: 'Lizenziert',
  license_indicator_invalid: 'Lizenz ungültig',
  license_indicator_label: 'Lizenzstatus: {status}',
};
