import type { licensingEnUS } from './en-US';

export const licensingFrFR: Record<keyof typeof licensingEnUS, string> = {
  nav_admins: 'Administration',
  license_no_seat:
    'Votre compte n’est pas inclus dans la licence Listboard. Demandez à un gestionnaire de licences de vous attribuer une licence.',
  license_no_seat_action: 'Attribuer une licence',
  license_expired: 'Votre licence Listboard a expiré.',
  license_expired_action: 'Mettre à niveau',
  license_invalid:
    'Votre licence Listboard n’est pas valide : elle n’a pas été signée pour cette organisation. Un gestionnaire de licences peut réinstaller la clé de licence.',
  license_invalid_action: 'Ouvrir les licences',
  trial_valid_days: 'Votre essai de Listboard est valable encore {days} jours.',
  trial_expires_today: 'Votre essai de Listboard expire aujourd’hui.',
  trial_action: 'Acheter une licence',
  license_indicator_trial_days: 'Essai : {days} jours restants',
  license_indicator_trial_today: 'Essai : se termine aujourd’hui',
  license_indicator_valid: 'Sous licence',
  license_indicator_invalid: 'Licence non valide',
  license_indicator_label: 'État de la licence : {status}',
};
