import { z } from 'zod';

/**
 * Every code a failed API call can answer, with the one HTTP status it is sent with. Both sides use
 * this table: the functions can only throw a code listed here (and with its status, see
 * `ApiErrorCodeOf`), the page compares codes of the same union, and the published contract
 * (`GET /api/openapi.json`) lists the codes of each status.
 */
export const API_ERROR_STATUS = {
  // 400: the request cannot be served as it was sent.
  invalid_request: 400,
  invalid_json: 400,
  invalid_value: 400,
  invalid_configuration: 400,
  invalid_form: 400,
  invalid_file_name: 400,
  /** A file uploaded as an image (attachmentType img) is not a png, gif, jpg, jpeg or bmp image by name and content. */
  attachment_not_image: 400,
  invalid_key: 400,
  invalid_lane: 400,
  invalid_swimlane: 400,
  invalid_template: 400,
  /** A card's restore token that was not signed by this service, or was made for another board or person. */
  invalid_restore_token: 400,
  template_missing_fields: 400,
  missing_sphost: 400,
  invalid_sphost: 400,
  comments_not_configured: 400,
  empty_comment: 400,
  file_empty: 400,
  library_item: 400,
  not_a_library: 400,
  not_labels_field: 400,
  /** A column added on the board needs a name. */
  column_name_required: 400,
  /** Columns can be added on the board only when its column field is a Choice field. */
  column_field_not_choice: 400,
  no_row_totals: 400,
  /** A list view whose filter uses what Listboard cannot apply (a CAML element it does not support). */
  unsupported_view: 400,
  /** Views are changed where the list lives: SharePoint's in SharePoint, the built-in store's here. */
  view_not_editable: 400,
  no_totals: 400,
  one_file_only: 400,
  subtasks_disabled: 400,
  unknown_cell: 400,
  unknown_column: 400,
  unknown_lane: 400,
  unknown_user: 400,
  /** An unsubscribe link that is not one the deployment signed (changed or cut short). */
  unsubscribe_link_invalid: 400,
  /** An unsubscribe link past its validity. */
  unsubscribe_link_expired: 400,
  /** Feedback whose body is 3 characters or fewer (spec 3 section 5). */
  feedback_too_short: 400,
  /** A chart's range holds more periods than a chart draws (3,700): a longer scale or a shorter range. */
  chart_range_too_long: 400,
  /** A licence key that is not a licence the vendor signed for this tenant. */
  invalid_license_key: 400,
  /** Answered by the local host itself to a request it cannot parse (Azure's front end has its own answer). */
  bad_request: 400,
  // 401: no valid sign-in.
  unauthorized: 401,
  // 403: signed in, but not allowed.
  access_denied: 403,
  /** The board does not let anyone add cards (allowCreateNewItem off), whatever their rights. */
  adding_cards_off: 403,
  drag_drop_disabled: 403,
  managelist_permission_denied: 403,
  /** The board does not let its editors add labels (allowAddLabels off): only those who change its settings may. */
  labels_adding_off: 403,
  not_site_member: 403,
  other_tenant: 403,
  /** The person's organisation has not connected Listboard to this site's host yet (the tenant binding). */
  tenant_not_bound: 403,
  /** Connecting a host to an organisation is for its directory administrators. */
  not_directory_admin: 403,
  /** The person has no seat in the tenant's licence (and none was left to assign). */
  no_license: 403,
  /** The tenant's licence (or trial) has ended. */
  license_expired: 403,
  /** The tenant's stored licence is not one the vendor signed. */
  license_invalid: 403,
  // 404: what the request names does not exist.
  not_found: 404,
  site_not_found: 404,
  board_not_found: 404,
  list_not_found: 404,
  list_not_on_board: 404,
  view_not_found: 404,
  item_not_found: 404,
  task_not_found: 404,
  field_not_found: 404,
  content_type_not_found: 404,
  attachment_not_found: 404,
  user_not_found: 404,
  /** The site has no group of that name. */
  group_not_found: 404,
  order_field_missing: 404,
  local_signin_disabled: 404,
  /** The deployment sends no mail (LISTBOARD_MAIL_TRANSPORT is off), so there is nothing to unsubscribe from. */
  notifications_off: 404,
  // 405: the path exists, not for this method.
  method_not_allowed: 405,
  // 409: the request conflicts with the data as it is (the spec's subtask rules among them).
  column_busy: 409,
  wip_limit: 409,
  /** A person already has as many started cards as the board's limit per person (details: person, limit). */
  person_wip_limit: 409,
  field_exists: 409,
  /** The board already has a column of that name (in any letter case). */
  column_exists: 409,
  same_item: 409,
  already_subtask: 409,
  cyclic_dependency: 409,
  multi_level_disabled: 409,
  list_needs_index: 409,
  /** The site already has a list of that title (in any letter case), and the call names the title it wants. */
  list_title_taken: 409,
  /** Removing a board for good takes it from the trash bin: a board in use goes to the trash first. */
  board_not_in_trash: 409,
  /** A deleted card that is no longer in the recycle bin: restored already, emptied, or past its time there. */
  card_not_restorable: 409,
  /** Every seat of the licence is taken. */
  no_free_seat: 409,
  /** The data location asked for has no storage account in this deployment. */
  data_location_unavailable: 409,
  // 410: it was there and is gone for now.
  /** The board is in the trash bin: it can be restored from there by those who may edit its settings. */
  board_in_trash: 410,
  // 412: someone changed it since the client read it (its ETag is stale).
  stale_item: 412,
  stale_configuration: 412,
  stale_license: 412,
  // 413: too large to take or to store.
  payload_too_large: 413,
  document_too_large: 413,
  board_too_large: 413,
  // 415: a body of a type the route does not take.
  unsupported_media_type: 415,
  file_not_allowed: 415,
  // 500: a fault of ours (logged).
  internal_error: 500,
  // 503: a service we depend on is unavailable for now (storage answers with Retry-After).
  storage_unavailable: 503,
  realtime_unavailable: 503,
  /** The identity provider's keys could not be read, so no token can be checked for now. */
  identity_unavailable: 503,
  /** The tenant's data is moving to another location (docs/data-location.md): nothing of it can be written until the move is over. */
  data_transfer_running: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
export type ApiErrorStatus = (typeof API_ERROR_STATUS)[ApiErrorCode];

/** The codes sent with `status`: `ApiErrorCodeOf<404>` is 'not_found' | 'site_not_found' | ... */
export type ApiErrorCodeOf<S extends ApiErrorStatus> = {
  [C in ApiErrorCode]: (typeof API_ERROR_STATUS)[C] extends S ? C : never;
}[ApiErrorCode];

export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as [ApiErrorCode, ...ApiErrorCode[]];

/** The codes sent with `status`, in the table's order. */
export function apiErrorCodesOf<S extends ApiErrorStatus>(status: S): ApiErrorCodeOf<S>[] {
  return API_ERROR_CODES.filter((code): code is ApiErrorCodeOf<S> => API_ERROR_STATUS[code] === status);
}

/**
 * A schema check that refuses with a code of its own rather than invalid_request:
 * `.refine(check, { message, ...refusedAs('feedback_too_short') })`. The functions answer the first such
 * failed check's code (see `refusalCodeOf`), so the page can tell a rule of the spec from a malformed request.
 */
export function refusedAs(code: ApiErrorCodeOf<400>): { params: { code: ApiErrorCodeOf<400> } } {
  return { params: { code } };
}

/** The code a failed check of `refusedAs` carries, or null. */
export function refusalCodeOf(issue: { code: string; params?: unknown }): ApiErrorCodeOf<400> | null {
  const code = issue.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
  return typeof code === 'string' && (API_ERROR_STATUS as Record<string, number>)[code] === 400 ? (code as ApiErrorCodeOf<400>) : null;
}

const apiErrorCodeSchema = z.enum(API_ERROR_CODES);

/** One problem of a rejected save: the field, the spec's message key and the message. */
const fieldProblemSchema = z.object({ field: z.string(), key: z.string(), message: z.string() });

/** The JSON body of every 4xx/5xx answer. */
export const apiErrorBodySchema = z.object({
  code: apiErrorCodeSchema,
  message: z.string(),
  /** Per-field problems of a save, with the spec's message keys. */
  errors: z.array(fieldProblemSchema).optional(),
  /** The values a page puts into its own text of the code: a person's name, a limit. */
  details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
