/** The Teams tab: its configuration page and its sign-in. */
export const teamsEnUS = {
  teams_config_heading: 'Show a board in this tab',
  teams_config_intro: 'Choose the board this tab shows. Everyone here sees it with their own rights on the board and its lists.',
  teams_config_choose: 'Choose a board first.',
  teams_config_outside: 'This page sets up a Microsoft Teams tab. Add Listboard as a tab in Teams to choose its board.',
  teams_sign_in_hint: 'Teams could not sign you in to Listboard by itself. Sign in once in the window Teams opens.',
  teams_sign_in_action: 'Sign in',
  teams_sign_in_waiting: 'Waiting for the sign-in window…',
  teams_signed_in: 'Signed in. This window closes by itself.',
};
