/** The licence's alerts and the navigation bar's licence indicator (spec 3 sections 2, 4 and 8). */
export const licensingEnUS = {
  nav_admins: 'Admin panel',
  license_no_seat: 'Your account is not included to the Listboard license. Ask a licence manager to assign a license to you.',
  license_no_seat_action: 'Assign a license',
  license_expired: 'Your license of Listboard is expired.',
  license_expired_action: 'Upgrade',
  license_invalid:
    'Your license of Listboard is not valid: it was not signed for this organisation. A licence manager can install the licence key again.',
  license_invalid_action: 'Open licences',
  trial_valid_days: 'Your Listboard trial is valid for {days} days.',
  trial_expires_today: 'Your Listboard trial expires today.',
  trial_action: 'Buy a license',
  license_indicator_trial_days: 'Trial: {days} days left',
  license_indicator_trial_today: 'Trial: ends today',
  license_indicator_valid: 'Licensed',
  license_indicator_invalid: 'License not valid',
  license_indicator_label: 'License status: {status}',
};
