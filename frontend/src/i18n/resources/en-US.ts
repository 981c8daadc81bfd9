import { actionsEnUS } from './actions/en-US';
import { boardEnUS } from './board/en-US';
import { cardEnUS } from './card/en-US';
import { dialogEnUS } from './dialog/en-US';
import { errorsEnUS } from './errors/en-US';
import { teamsEnUS } from './teams/en-US';
import { trashEnUS } from './trash/en-US';
import { undoEnUS } from './undo/en-US';
import { selectionEnUS } from './selection/en-US';
import { presenceEnUS } from './presence/en-US';
import { flowEnUS } from './flow/en-US';
import { paletteEnUS } from './palette/en-US';
import { newsEnUS } from './news/en-US';
import { feedbackEnUS } from './feedback/en-US';
import { licensingEnUS } from './licensing/en-US';
import { filtersEnUS } from './filters/en-US';
import { consequencesEnUS } from './consequences/en-US';
import { columnsEnUS } from './columns/en-US';
import type { pagesEnUS } from './en-US.pages';

/** English texts; the other locales must provide every key of this file. */
export const coreEnUS = {
  // Message keys named by the spec (spec 1, section 8).
  loading_tasks: 'Loading tasks…',
  loading: 'Loading…',
  access_denied_error: 'You do not have access to this board.',
  wip_limit_error: 'This column has reached its work-in-progress limit.',

  app_name: 'Listboard',
  nav_label: 'Main',
  nav_boards: 'Boards',
  sign_out: 'Sign out',
  signing_in: 'Signing in…',
  sign_in_heading: 'Sign in to Listboard',
  sign_in_hint: 'Choose a demo user to continue.',
  sign_in_no_users: 'This site has no demo users.',
  sign_in_roles_hint: 'Beside each name: their role on the board “{board}”.',
  sign_in_role_owner: 'Owner',
  sign_in_role_editor: 'Editor',
  sign_in_role_ownCardsEditor: 'Edits own cards',
  sign_in_role_viewer: 'View only',
  sign_in_role_noAccess: 'No access',
  app_part_heading: 'Boards for an app part',
  app_part_intro:
    'Show a board in a page: copy its embed code and paste it into an Embed web part, or into any page allowed to frame Listboard.',
  app_part_loading: 'Loading boards…',
  app_part_empty: 'There are no boards you may view on this site.',
  app_part_copy: 'Copy embed code',
  app_part_copied: 'Embed code copied.',
  app_part_copy_failed: 'The embed code could not be copied; select it and copy it yourself.',
  app_part_snippet_label: 'Embed code of {name}',
  app_part_opening_form: 'Opening the form…',
  app_part_new_item: 'New item',
  connect_site_title: 'Listboard is not connected here yet',
  connect_site_action: 'Connect this site to my organisation',
  connect_site_busy: 'Connecting…',
  sign_in_failed: 'Sign-in did not succeed: {message}',
  sign_in_redirecting: 'Taking you to sign in…',
  startup_error: 'Listboard could not start: {message}',

  boards_heading: 'Boards',
  boards_empty: 'No boards yet',
  boards_new_board: 'New board',
  boards_owner: 'Owner: {names}',
  boards_owners: 'Owners: {names}',

  alert_dismiss: 'Dismiss',
  error_unexpected: 'Something went wrong.',
  service_unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  try_again: 'Try again',
  control_show_options: 'Show options',
  control_clear_search: 'Clear search',
  control_clear_selection: 'Clear selection',
  control_increase: 'Increase',
  control_decrease: 'Decrease',

  lane_collapse: 'Collapse {lane}',
  lane_expand: 'Expand {lane}',
  lane_card_count: '{count} cards',
  lane_one_card: '1 card',
  wip_limit_reached: 'WIP limit reached',
  wip_limit_exceeded: 'WIP limit exceeded',
  card_role_description: 'card',
  card_due: 'Due {date}',
  card_overdue: 'Overdue, due {date}',
  card_more_people: '{count} more people',
  card_group: 'Group {name}',

  details_close: 'Close',
  details_no_fields: 'This card has no fields to show.',

  dnd_instructions:
    'To pick up a card, press Space or Enter. While dragging, the Up and Down Arrow keys move the card within its column, the Left and Right Arrow keys move it to the neighbouring column in the same lane, and Shift with Up or Down Arrow moves it to the lane above or below. Press Space or Enter again to drop the card, or press Escape to cancel.',
  dnd_picked_up: 'Picked up {card} in column {column}, position {position} of {count}.',
  dnd_picked_up_lane: 'Picked up {card} in column {column}, lane {lane}, position {position} of {count}.',
  dnd_over: '{card} is over column {column}, position {position} of {count}.',
  dnd_over_lane: '{card} is over column {column}, lane {lane}, position {position} of {count}.',
  dnd_not_over: '{card} is no longer over a column.',
  dnd_dropped: 'Dropped {card} into column {column}, position {position} of {count}.',
  dnd_dropped_lane: 'Dropped {card} into column {column}, lane {lane}, position {position} of {count}.',
  dnd_dropped_nowhere: 'Dropped {card} outside the board; it stays where it was.',
  dnd_cancelled: 'Moving {card} was cancelled.',
  dnd_over_full: '{card} is over column {column}, which is full: its work-in-progress limit is {limit}.',
  dnd_over_full_lane: '{card} is over column {column}, lane {lane}, which is full: its work-in-progress limit is {limit}.',
  wip_limit_refused: 'Column {column} is full: its work-in-progress limit is {limit}. The card stays where it was.',
  wip_cell_full: 'Full: WIP limit {limit}',
  nav_licenses: 'Licences',
  nav_host_site: 'Back to site',
  admin_transfer_running: 'Please wait until the data transfer is complete.',
};

export const enUS = {
  ...coreEnUS,
  ...dialogEnUS,
  ...cardEnUS,
  ...boardEnUS,
  ...filtersEnUS,
  ...actionsEnUS,
  ...consequencesEnUS,
  ...columnsEnUS,
  ...errorsEnUS,
  ...teamsEnUS,
  ...trashEnUS,
  ...undoEnUS,
  ...selectionEnUS,
  ...presenceEnUS,
  ...flowEnUS,
  ...paletteEnUS,
  ...newsEnUS,
  ...feedbackEnUS,
  ...licensingEnUS,
};

/** The texts a page needs from its start; the texts only other pages read load with them (en-US.pages.ts). */
export type StartMessages = Record<keyof typeof enUS, string>;
export type PageMessages = Record<keyof typeof pagesEnUS, string>;
export type MessageKey = keyof StartMessages | keyof PageMessages;
export type Messages = Record<MessageKey, string>;
