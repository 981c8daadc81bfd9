import {
  API_ERROR_STATUS,
  API_PATHS,
  type BoardConfig,
  type CardOutcomes,
  PERMISSION,
  type Permission,
  type SelectionAction,
} from '@listboard/shared';
import { oneClickUnsubscribeUrl, restoreTokenFor, unsubscribeUrl } from '@listboard/functions/host-api';
import { type ApiAnswer, type ApiClient, DEMO_SITE } from '../support/apiClient';

/** The rows of the matrix: who calls, through which board, with what level there. */
export interface Actor {
  name: string;
  /** Demo alias (login `<alias>@demo.listboard.local`); none for the anonymous caller. */
  alias: string | null;
  /** 'own' is the "Matrix own" board, where everyone may edit only their own cards. */
  board: 'matrix' | 'own';
  level: Permission | null;
  owner?: boolean;
  admin?: boolean;
  /** For EditOnlyOwn: whether the card the call is about is the actor's own. */
  ownsCard?: boolean;
}

export const ACTORS: Actor[] = [
  { name: 'anonymous', alias: null, board: 'matrix', level: null },
  { name: 'NoAccess (lidia)', alias: 'lidia', board: 'matrix', level: PERMISSION.NoAccess },
  { name: 'ViewOnly (pradeep)', alias: 'pradeep', board: 'matrix', level: PERMISSION.ViewOnly },
  { name: 'Edit (alex)', alias: 'alex', board: 'matrix', level: PERMISSION.Edit },
  { name: 'owner (megan)', alias: 'megan', board: 'matrix', level: PERMISSION.Edit, owner: true },
  { name: 'tenant admin (adele)', alias: 'adele', board: 'matrix', level: PERMISSION.Edit, admin: true },
  { name: 'EditOnlyOwn on his card (nestor)', alias: 'nestor', board: 'own', level: PERMISSION.EditOnlyOwn, ownsCard: true },
  { name: 'EditOnlyOwn on another card (nestor)', alias: 'nestor', board: 'own', level: PERMISSION.EditOnlyOwn, ownsCard: false },
];

/**
 * What an endpoint needs. `public`: nothing (sign-in itself). `signedIn`: a signed-in user of the site.
 * `view`: the right to view the board; that also covers writing what is the caller's own (private
 * filters, watching a card oneself). `edit`: edit rights on the card (EditOnlyOwn: own cards only).
 * `add`: adding cards to the board (Edit or EditOnlyOwn). `settings`: board owners and tenant admins.
 * `create`: canCreateLists (the site admin on the built-in store). `manage`: the list host's manage
 * right on the list (site admins on the built-in store), refused with the spec's
 * managelist_permission_denied; the wizard's changes to lists need it.
 *
 * Site endpoints that take list ids and site URLs rather than a board (field choices and lookups,
 * members, people search) are `signedIn`: the page needs them before and outside any board, the site
 * must be in the caller's tenant, and the server refuses a list the caller may not read on the list
 * host (on the built-in store every site user reads every list, so no row is refused here).
 */
export type Kind =
  'public' | 'signedIn' | 'view' | 'edit' | 'add' | 'settings' | 'create' | 'manage' | 'licenseManager' | 'adminPanelManager';

/**
 * The licence roles the matrix's tenant is given (docs/licences.md#roles): megan manages licences, pradeep the admin
 * panel, and adele as a tenant admin both. An admin-panel manager also keeps the licence's seats.
 * Before anyone is named, the local sign-in lets everyone manage and Entra sign-in only the directory's
 * administrators: openIdSignIn.test.ts runs the `licenseManager` and `adminPanelManager` cases that way.
 */
export const LICENSE_MANAGERS = ['megan'];
export const ADMIN_PANEL_MANAGERS = ['pradeep'];

const ALLOWED: Record<Kind, (actor: Actor) => boolean> = {
  public: () => true,
  signedIn: () => true,
  view: (a) => a.level !== PERMISSION.NoAccess,
  edit: (a) => a.level === PERMISSION.Edit || (a.level === PERMISSION.EditOnlyOwn && a.ownsCard === true),
  add: (a) => a.level === PERMISSION.Edit || a.level === PERMISSION.EditOnlyOwn,
  settings: (a) => Boolean(a.owner || a.admin),
  create: (a) => Boolean(a.admin),
  manage: (a) => Boolean(a.admin),
  licenseManager: (a) => Boolean(a.admin) || [...LICENSE_MANAGERS, ...ADMIN_PANEL_MANAGERS].includes(a.alias ?? ''),
  adminPanelManager: (a) => Boolean(a.admin) || ADMIN_PANEL_MANAGERS.includes(a.alias ?? ''),
};

/** 401 without a token (but on public endpoints), else the endpoint's answer or 403 by the rule of its kind. */
export function expectedStatus(endpoint: EndpointCase, actor: Actor): number {
  if (endpoint.kind !== 'public' && actor.alias === null) return 401;
  return ALLOWED[endpoint.kind](actor) ? (endpoint.allowedStatus ?? 200) : 403;
}

/** The code of a 403: the spec's own for the list manage right, access_denied for every other right. */
export function deniedCode(endpoint: EndpointCase): string {
  return endpoint.kind === 'manage' ? 'managelist_permission_denied' : 'access_denied';
}

/** A card as the item endpoints name it, with the board it is reached through. */
export interface CardRef {
  boardID: string;
  siteURL: string;
  listID: string;
  itemID: number;
}

export interface MatrixContext {
  /** The actor's board ("Matrix" or "Matrix own") and its stored configuration. */
  boardID: string;
  config: BoardConfig;
  /** The card the call is about: a shared one for reads, a fresh one per call for writes. */
  card: CardRef;
  /** A shared card with an attachment ('notes.txt') that fresh cards get linked under as subtasks. */
  parent: CardRef;
  /** The actor's user id (0 when anonymous) and every demo user's id by alias. */
  me: number;
  ids: Record<string, number>;
  label: string;
}

export interface EndpointCase {
  /** Method and API path template, as in the route tables. */
  route: string;
  note?: string;
  kind: Kind;
  /**
   * What a caller the rule lets through gets, when not 200: the probes with a wrong payload, which
   * show that rights are settled before the input (a refused caller learns nothing but 403).
   */
  allowedStatus?: number;
  /** A fresh card per call, so no row meets the change of the row before. */
  target?: 'task' | 'taskWithAttachment' | 'subtask' | 'document';
  /** What a refused call must leave as it was, read as adele (cases with a target compare the card). */
  state?: 'boardConfig' | 'boardList' | 'latestCard' | 'privateFilters' | 'listSchemas' | 'license';
  call(client: ApiClient, ctx: MatrixContext): Promise<ApiAnswer>;
}

/**
 * A selection of one card answered as a request about that card alone: the card's refusal, with its
 * code's status, is the decision the matrix checks (a refused selection as a whole answers it itself).
 */
function outcomeAsAnswer(answer: ApiAnswer<CardOutcomes>): ApiAnswer {
  const outcome = answer.status === 200 ? answer.body.results[0] : undefined;
  if (outcome?.outcome !== 'refused') return answer;
  return { ...answer, status: API_ERROR_STATUS[outcome.code], body: { code: outcome.code, message: outcome.message } };
}

/** A selection's action on the one card of the case, judged by that card's outcome. */
function selectionCase(note: string, kind: Kind, action: SelectionAction): EndpointCase {
  return {
    route: `POST ${API_PATHS.itemSelection}`,
    note,
    kind,
    target: 'task',
    call: async (c, ctx) =>
      outcomeAsAnswer(
        await c.call<CardOutcomes>('POST', API_PATHS.itemSelection, { boardID: ctx.boardID, cards: [info(ctx.card)], action }),
      ),
  };
}

const info = (card: CardRef) => ({ siteURL: card.siteURL, listID: card.listID, itemID: card.itemID });
const cardQuery = (card: CardRef) => ({ boardID: card.boardID, siteURL: card.siteURL, listID: card.listID, itemID: String(card.itemID) });
const get =
  (path: string, query: Record<string, string> = {}) =>
  (c: ApiClient) =>
    c.call('GET', path, undefined, query);
const TASKS_OF = (ctx: MatrixContext) => ctx.parent.listID;
const STALE = '"stale"';
const FORGED_LINK = (ctx: MatrixContext) => ({
  boardId: ctx.boardID,
  listId: ctx.card.listID,
  login: 'megan@demo.listboard.local',
  expires: '4102444800',
  signature: 'forged',
});
/** A one-click unsubscribe link as the deployment signs it into mail (the stack runs in this process, with its secret). */
const ONE_CLICK_LINK = (ctx: MatrixContext, signature?: string) => {
  const target = {
    tenant: new URL(ctx.card.siteURL).origin,
    boardId: ctx.boardID,
    listId: ctx.card.listID,
    itemId: ctx.card.itemID,
    siteUrl: ctx.card.siteURL,
    login: 'megan@demo.listboard.local',
  };
  const query = Object.fromEntries(
    new URL(oneClickUnsubscribeUrl(unsubscribeUrl('https://app.test', process.env.LISTBOARD_LINK_SECRET ?? '', target))).searchParams,
  );
  return signature ? { ...query, signature } : query;
};
/**
 * A restore token as the deployment would sign one for a caller who may not delete the card (the stack runs in this
 * process, with its secret): its deleter is the caller, the card not theirs, and its recycle bin entry none.
 */
const FORGED_RESTORE = (ctx: MatrixContext) =>
  restoreTokenFor(
    process.env.LISTBOARD_LINK_SECRET ?? '',
    {
      boardId: ctx.boardID,
      listId: ctx.card.listID,
      itemId: ctx.card.itemID,
      hostToken: 'none',
      deletedBy: `${ctx.label.match(/\((\w+)\)/)?.[1] ?? 'nobody'}@demo.listboard.local`,
      owned: false,
      cellValues: {},
    },
    1,
  );
const FILTER = { name: 'Mine', conditions: [{ field: 'Status', operator: 'Eq', value: 'Review' }] };
const newField = (ctx: MatrixContext, title: string) => ({
  source: { lists: [{ url: DEMO_SITE, listID: TASKS_OF(ctx) }] },
  field: { title, type: 'Text' },
});
const labels = (ctx: MatrixContext, name: string) => ({ site: DEMO_SITE, list: TASKS_OF(ctx), field: 'Labels', labels: [name] });

/** Every route of the API, by what it needs. */
export const CASES: EndpointCase[] = [
  { route: `GET ${API_PATHS.authConfig}`, kind: 'public', call: get('auth/config') },
  { route: `GET ${API_PATHS.openApi}`, kind: 'public', call: get('openapi.json') },
  { route: `GET ${API_PATHS.authLocalUsers}`, kind: 'public', call: get('auth/local/users') },
  {
    route: `POST ${API_PATHS.authLocalToken}`,
    kind: 'public',
    call: (c) => c.call('POST', 'auth/local/token', { login: 'pradeep@demo.listboard.local' }),
  },
  { route: `GET ${API_PATHS.authMe}`, kind: 'signedIn', call: get('auth/me') },
  // The local sign-in belongs to no organisation: connecting a host is for Entra administrators (tenantBinding.test.ts).
  { route: `POST ${API_PATHS.authConnectSite}`, kind: 'signedIn', allowedStatus: 400, call: (c) => c.call('POST', 'auth/connect') },
  { route: `GET ${API_PATHS.boards}`, kind: 'signedIn', call: get('boards') },
  { route: `GET ${API_PATHS.boardsTeams}`, kind: 'signedIn', call: get('boards/teams') },
  { route: `GET ${API_PATHS.boardsAll}`, kind: 'signedIn', call: get('boards/all') },
  {
    route: `GET ${API_PATHS.siteFieldChoices}`,
    kind: 'signedIn',
    call: (c, ctx) => c.call('GET', `site/lists/${TASKS_OF(ctx)}/fields/Status/choices`, undefined, { url: DEMO_SITE }),
  },
  {
    route: `GET ${API_PATHS.siteFieldTexts}`,
    kind: 'signedIn',
    call: (c, ctx) => c.call('GET', `site/lists/${TASKS_OF(ctx)}/fields/Title/texts`, undefined, { url: DEMO_SITE }),
  },
  {
    route: `GET ${API_PATHS.siteFieldLookups}`,
    kind: 'signedIn',
    call: (c, ctx) => c.call('GET', `site/lists/${TASKS_OF(ctx)}/fields/ParentID/lookups`, undefined, { url: DEMO_SITE }),
  },
  {
    route: `GET ${API_PATHS.siteMembers}`,
    kind: 'signedIn',
    call: (c, ctx) => c.call('GET', 'site/lists/members/AssignedTo', undefined, { url: DEMO_SITE, lists: TASKS_OF(ctx) }),
  },
  { route: `GET ${API_PATHS.siteUserSearch}`, kind: 'signedIn', call: get('site/users/search/', { q: 'meg' }) },
  { route: `GET ${API_PATHS.siteUsersAll}`, kind: 'signedIn', call: get('site/users/all', { s: '5' }) },
  // Any user of the site may see a site group's members, as SharePoint's default groups let everyone see theirs.
  {
    route: `GET ${API_PATHS.siteUsersByGroup}`,
    kind: 'signedIn',
    call: get('site/users/getUsersByGroup/', { groupName: 'Marketing team' }),
  },
  { route: `GET ${API_PATHS.siteUserId}`, kind: 'signedIn', call: get('site/users/getid/', { login: 'megan@demo.listboard.local' }) },
  { route: `GET ${API_PATHS.siteUser}`, kind: 'signedIn', call: (c, ctx) => c.call('GET', `site/user/${ctx.ids.megan}`) },
  // A person's picture (docs/licences.md#avatars): anyone of the site sees the site's people's avatars.
  { route: `GET ${API_PATHS.siteUserPhoto}`, kind: 'signedIn', call: get('site/userPhoto', { login: 'megan@demo.listboard.local' }) },
  // A mailed link is its own authority (it reached the person's mailbox): any signed-in caller may use one, and a forged one is refused.
  {
    route: `GET ${API_PATHS.notificationsUnsubscribe}`,
    kind: 'signedIn',
    allowedStatus: 400,
    call: (c, ctx) => c.call('GET', 'notifications/unsubscribe', undefined, { ...FORGED_LINK(ctx), itemId: String(ctx.card.itemID) }),
  },
  {
    route: `POST ${API_PATHS.notificationsUnsubscribe}`,
    kind: 'signedIn',
    allowedStatus: 400,
    call: (c, ctx) => c.call('POST', 'notifications/unsubscribe', { ...FORGED_LINK(ctx), itemId: ctx.card.itemID }),
  },
  // One-click unsubscribe (RFC 8058): a mail client posts with no sign-in, so anyone may, but only with the deployment's signature.
  {
    route: `POST ${API_PATHS.notificationsUnsubscribeOneClick}`,
    kind: 'public',
    call: (c, ctx) => c.call('POST', 'notifications/unsubscribe/one-click', undefined, ONE_CLICK_LINK(ctx)),
  },
  {
    route: `POST ${API_PATHS.notificationsUnsubscribeOneClick}`,
    note: 'a forged signature',
    kind: 'public',
    allowedStatus: 400,
    call: (c, ctx) => c.call('POST', 'notifications/unsubscribe/one-click', undefined, ONE_CLICK_LINK(ctx, 'forged')),
  },
  // News and feedback are every signed-in person's own: anyone of the site reads the news and sends feedback.
  { route: `GET ${API_PATHS.news}`, kind: 'signedIn', call: get('news') },
  { route: `POST ${API_PATHS.news}`, kind: 'signedIn', call: (c) => c.call('POST', 'news', {}) },
  {
    route: `POST ${API_PATHS.feedbackSend}`,
    kind: 'signedIn',
    call: (c, ctx) =>
      c.call('POST', 'feedback/send', {
        subject: `Matrix ${ctx.label}`,
        body: 'Feedback from the authorisation matrix.',
        clientEmail: 'matrix@demo.listboard.local',
      }),
  },
  // Licences (docs/licences.md): the licence screen is its managers' (and the admin panel's); anyone tells the vendor about a trial.
  { route: `GET ${API_PATHS.license}`, kind: 'licenseManager', call: get('license') },
  {
    route: `POST ${API_PATHS.license}`,
    note: 'a seat kept',
    kind: 'licenseManager',
    state: 'license',
    call: (c) => c.call('POST', 'license', { addUsers: ['megan@demo.listboard.local'] }),
  },
  {
    route: `POST ${API_PATHS.license}`,
    note: 'an admin-panel setting over a stale etag',
    kind: 'adminPanelManager',
    allowedStatus: 412,
    state: 'license',
    call: (c) => c.call('POST', 'license', { etag: STALE, defaultUserPermission: 1 }),
  },
  // The admin panel (docs/licences.md): its managers and the tenant admins change any board's owners and default permission.
  { route: `GET ${API_PATHS.adminBoards}`, kind: 'adminPanelManager', call: get('admin/boards', { search: 'Matrix' }) },
  { route: `GET ${API_PATHS.adminTenantAdmins}`, kind: 'adminPanelManager', call: get('admin/tenantAdmins') },
  {
    route: `POST ${API_PATHS.adminBoardPermission}`,
    note: 'over a stale etag',
    kind: 'adminPanelManager',
    allowedStatus: 412,
    state: 'boardConfig',
    call: (c, ctx) =>
      c.call('POST', `admin/boards/${ctx.boardID}/permission`, {
        etag: STALE,
        defaultUserPermission: 1,
        boardOwners: [{ login: 'megan@demo.listboard.local', isGroup: false }],
        everyBodyCanEditSetting: false,
      }),
  },
  // A move of the data over a stale etag: the matrix's tenant stays where it is (a move would make it read-only meanwhile).
  {
    route: `POST ${API_PATHS.adminDataLocation}`,
    note: 'over a stale etag',
    kind: 'adminPanelManager',
    allowedStatus: 412,
    state: 'license',
    call: (c) => c.call('POST', 'admin/dataLocation', { dataLocation: 'westeurope', etag: STALE }),
  },
  { route: `GET ${API_PATHS.licenseStatus}`, kind: 'signedIn', call: get('license/status') },
  {
    route: `POST ${API_PATHS.kanbanTrialInfo}`,
    kind: 'signedIn',
    call: (c, ctx) =>
      c.call('POST', 'kanban/trialInfo', {
        firstName: 'Matrix',
        lastName: ctx.label,
        company: 'Contoso',
        email: 'matrix@contoso.com',
        industry: 'other',
        size: '1-20',
      }),
  },
  {
    route: `POST ${API_PATHS.feedbackSend}`,
    note: 'too short',
    kind: 'signedIn',
    allowedStatus: 400,
    call: (c) => c.call('POST', 'feedback/send', { subject: 'Matrix', body: 'abc', clientEmail: 'matrix@demo.listboard.local' }),
  },

  { route: `GET ${API_PATHS.board}`, kind: 'view', call: (c, ctx) => c.call('GET', 'board', undefined, { boardID: ctx.boardID }) },
  {
    route: `GET ${API_PATHS.boardsEditSettingPermission}`,
    kind: 'view',
    call: (c, ctx) => c.call('GET', `boards/getBoardEditSettingPermission/${ctx.boardID}`),
  },
  { route: `POST ${API_PATHS.kanbanTasks}`, kind: 'view', call: (c, ctx) => c.call('POST', 'kanban/tasks', { boardID: ctx.boardID }) },
  {
    route: `POST ${API_PATHS.kanbanTasks}`,
    note: 'packed, as the page asks',
    kind: 'view',
    call: (c, ctx) => c.call('POST', 'kanban/tasks', { boardID: ctx.boardID, packed: true }),
  },
  {
    route: `POST ${API_PATHS.kanbanTotals}`,
    kind: 'view',
    call: (c, ctx) => c.call('POST', 'kanban/totals', { boardID: ctx.boardID, rowIndex: 1, columnIndex: 0 }),
  },
  {
    route: `POST ${API_PATHS.kanbanTask}`,
    kind: 'view',
    call: (c, ctx) => c.call('POST', `kanban/${ctx.boardID}/task`, { info: info(ctx.card) }),
  },
  {
    route: `GET ${API_PATHS.kanbanLatestTask}`,
    kind: 'view',
    call: (c, ctx) => c.call('GET', `kanban/${ctx.boardID}/latestTask`, undefined, { siteURL: DEMO_SITE, listID: TASKS_OF(ctx) }),
  },
  { route: `GET ${API_PATHS.kanbanViews}`, kind: 'view', call: (c, ctx) => c.call('GET', `kanban/${ctx.boardID}/views`) },
  { route: `GET ${API_PATHS.itemValues}`, kind: 'view', call: (c, ctx) => c.call('GET', 'item/values', undefined, cardQuery(ctx.card)) },
  {
    route: `GET ${API_PATHS.itemComments}`,
    kind: 'view',
    call: (c, ctx) => c.call('GET', 'item/comments/all/', undefined, cardQuery(ctx.card)),
  },
  {
    route: `GET ${API_PATHS.itemFind}`,
    kind: 'view',
    call: (c, ctx) => c.call('GET', 'item/find/', undefined, { boardID: ctx.boardID, q: 'matrix' }),
  },
  {
    route: `GET ${API_PATHS.itemHistory}`,
    kind: 'view',
    call: (c, ctx) => c.call('GET', 'item/getItemHistory/', undefined, cardQuery(ctx.card)),
  },
  {
    route: `POST ${API_PATHS.itemBoardHistory}`,
    kind: 'view',
    call: (c, ctx) => c.call('POST', 'item/GetBoardHistory', { Fields: ['Status'] }, { boardID: ctx.boardID }),
  },
  {
    route: `POST ${API_PATHS.historyCharts}`,
    kind: 'view',
    call: (c, ctx) => c.call('POST', 'history/charts', { boardID: ctx.boardID, burndown: { range: { kind: 'last7' }, scale: 'days' } }),
  },
  {
    route: `GET ${API_PATHS.itemWatchers}`,
    kind: 'view',
    call: (c, ctx) => c.call('GET', 'item/watchers', undefined, cardQuery(ctx.card)),
  },
  {
    route: `GET ${API_PATHS.itemAttachments}`,
    kind: 'view',
    call: (c, ctx) => c.call('GET', 'item/attachments', undefined, cardQuery(ctx.parent)),
  },
  {
    route: `GET ${API_PATHS.itemAttachmentContent}`,
    kind: 'view',
    call: (c, ctx) => c.call('GET', 'item/attachments/content', undefined, { ...cardQuery(ctx.parent), name: 'notes.txt' }),
  },
  {
    route: `GET ${API_PATHS.itemSubtasks}`,
    kind: 'view',
    call: (c, ctx) => c.call('GET', 'item/getSubtasks/', undefined, cardQuery(ctx.parent)),
  },
  {
    route: `GET ${API_PATHS.siteOrder}`,
    kind: 'view',
    call: (c, ctx) => c.call('GET', 'site/order/morethan/1/', undefined, { boardID: ctx.boardID, columnValue: 'Not Started' }),
  },
  {
    route: `GET ${API_PATHS.realtimeNegotiate}`,
    kind: 'view',
    call: (c, ctx) => c.call('GET', 'realtime/negotiate', undefined, { boardID: ctx.boardID }),
  },
  {
    route: `GET ${API_PATHS.realtimeMissed}`,
    kind: 'view',
    call: (c, ctx) => c.call('GET', 'realtime/missed', undefined, { boardID: ctx.boardID, after: '0' }),
  },
  {
    route: `POST ${API_PATHS.realtimePresence}`,
    kind: 'view',
    call: (c, ctx) => c.call('POST', 'realtime/presence', { boardID: ctx.boardID, clientId: 'matrix-page', card: null, editing: false }),
  },
  {
    route: `DELETE ${API_PATHS.realtimePresence}`,
    kind: 'view',
    call: (c, ctx) => c.call('DELETE', 'realtime/presence', undefined, { boardID: ctx.boardID, clientId: 'matrix-page' }),
  },
  { route: `GET ${API_PATHS.filtersMy}`, kind: 'view', call: (c, ctx) => c.call('GET', `filters/my/${ctx.boardID}`) },
  { route: `GET ${API_PATHS.filtersAll}`, kind: 'view', call: (c, ctx) => c.call('GET', `filters/all/${ctx.boardID}`) },
  {
    route: `POST ${API_PATHS.filtersSaveMy}`,
    kind: 'view',
    state: 'privateFilters',
    call: (c, ctx) => c.call('POST', 'filters/my', { boardID: ctx.boardID, filters: [{ ...FILTER, name: ctx.label }] }),
  },
  {
    route: `POST ${API_PATHS.itemWatchers}`,
    note: 'watch it oneself',
    kind: 'view',
    target: 'task',
    call: (c, ctx) => c.call('POST', 'item/watchers', { boardID: ctx.boardID, info: info(ctx.card), userIds: [ctx.me] }),
  },

  {
    route: `POST ${API_PATHS.itemValues}`,
    note: 'update',
    kind: 'edit',
    target: 'task',
    call: (c, ctx) => c.call('POST', 'item/values', { ...ctx.card, values: [{ name: 'Title', value: `Renamed by ${ctx.label}` }] }),
  },
  {
    route: `POST ${API_PATHS.itemOrder}`,
    kind: 'edit',
    target: 'task',
    call: (c, ctx) => c.call('POST', 'item/order', { boardID: ctx.boardID, info: info(ctx.card), order: 4242.5 }),
  },
  {
    route: `POST ${API_PATHS.kanbanMoveTask}`,
    kind: 'edit',
    target: 'task',
    call: (c, ctx) =>
      c.call('POST', 'kanban/movetask', { boardID: ctx.boardID, columnValue: 'Review', rowValue: '(2) Normal', info: info(ctx.card) }),
  },
  selectionCase("one card's outcome: delete", 'edit', { kind: 'remove' }),
  selectionCase("one card's outcome: labels", 'edit', { kind: 'labels', add: ['Urgent'] }),
  selectionCase('watch them oneself', 'view', { kind: 'watch', watching: true }),
  {
    route: `POST ${API_PATHS.kanbanMoveTasks}`,
    note: "one card's outcome",
    kind: 'edit',
    target: 'task',
    call: async (c, ctx) =>
      outcomeAsAnswer(
        await c.call<CardOutcomes>('POST', API_PATHS.kanbanMoveTasks, {
          boardID: ctx.boardID,
          columnValue: 'Review',
          rowValue: '(2) Normal',
          cards: [info(ctx.card)],
        }),
      ),
  },
  {
    route: `POST ${API_PATHS.itemComment}`,
    kind: 'edit',
    target: 'task',
    call: (c, ctx) => c.call('POST', 'item/comment', { ...ctx.card, values: [{ name: 'KanbanComments', value: `Said by ${ctx.label}` }] }),
  },
  {
    route: `POST ${API_PATHS.itemRemove}`,
    kind: 'edit',
    target: 'task',
    call: (c, ctx) => c.call('POST', 'item/remove', { boardID: ctx.boardID, info: info(ctx.card) }),
  },
  {
    route: `POST ${API_PATHS.itemRestore}`,
    note: 'what the caller deleted',
    kind: 'edit',
    target: 'task',
    call: async (c, ctx) => {
      const removed = await c.call<{ restoreToken?: string }>('POST', 'item/remove', { boardID: ctx.boardID, info: info(ctx.card) });
      return c.call('POST', 'item/restore', { boardID: ctx.boardID, restoreToken: removed.body.restoreToken ?? FORGED_RESTORE(ctx) });
    },
  },
  {
    route: `POST ${API_PATHS.itemWatchers}`,
    note: 'change someone else',
    kind: 'edit',
    target: 'task',
    call: (c, ctx) => c.call('POST', 'item/watchers', { boardID: ctx.boardID, info: info(ctx.card), userIds: [ctx.ids.alex] }),
  },
  {
    route: `POST ${API_PATHS.itemAddSubtask}`,
    kind: 'edit',
    target: 'task',
    call: (c, ctx) => c.call('POST', 'item/addsubtask', { ...ctx.parent, boardID: ctx.boardID, taskID: ctx.card.itemID }),
  },
  {
    route: `POST ${API_PATHS.itemAttachments}`,
    kind: 'edit',
    target: 'task',
    call: (c, ctx) => c.upload('item/attachments', ctx.boardID, info(ctx.card), [['added.txt', 'added']]),
  },
  {
    route: `DELETE ${API_PATHS.itemAttachments}`,
    kind: 'edit',
    target: 'taskWithAttachment',
    call: (c, ctx) => c.call('DELETE', 'item/attachments', { boardID: ctx.boardID, itemInfo: info(ctx.card), names: ['old.txt'] }),
  },
  {
    route: `POST ${API_PATHS.itemCardPicture}`,
    kind: 'edit',
    target: 'taskWithAttachment',
    call: (c, ctx) => c.call('POST', 'item/attachments/picture', { boardID: ctx.boardID, itemInfo: info(ctx.card), name: null }),
  },
  {
    route: `POST ${API_PATHS.itemFiles}`,
    kind: 'edit',
    target: 'document',
    call: (c, ctx) => c.upload('item/files', ctx.card.boardID, info(ctx.card), [['replaced.txt', 'replaced']]),
  },

  {
    route: `POST ${API_PATHS.itemValues}`,
    note: 'create',
    kind: 'add',
    state: 'latestCard',
    call: (c, ctx) =>
      c.call('POST', 'item/values', {
        boardID: ctx.boardID,
        siteURL: DEMO_SITE,
        listID: TASKS_OF(ctx),
        itemID: 0,
        values: [{ name: 'Title', value: `Matrix card by ${ctx.label}` }],
      }),
  },
  {
    route: `POST ${API_PATHS.kanbanCreateItem}`,
    kind: 'add',
    state: 'latestCard',
    call: (c, ctx) =>
      c.call('POST', `kanban/${ctx.boardID}/items/${TASKS_OF(ctx)}/`, {
        siteURL: DEMO_SITE,
        values: [{ name: 'Title', value: `Matrix quick add by ${ctx.label}` }],
      }),
  },

  {
    route: `POST ${API_PATHS.boardsSave}`,
    note: 'existing board',
    kind: 'settings',
    state: 'boardConfig',
    call: (c, ctx) => c.call('POST', 'boards/board', { ...ctx.config, description: `Set by ${ctx.label}` }),
  },
  {
    route: `POST ${API_PATHS.boardsSave}`,
    note: 'new board',
    kind: 'create',
    state: 'boardList',
    call: (c, ctx) => c.call('POST', 'boards/board', { ...ctx.config, id: '', name: `Copy by ${ctx.label}` }),
  },
  {
    route: `POST ${API_PATHS.boardsAddColumn}`,
    kind: 'settings',
    state: 'boardConfig',
    call: (c, ctx) => c.call('POST', 'boards/addColumn', { boardId: ctx.boardID, name: `Column by ${ctx.label}` }),
  },
  {
    route: `POST ${API_PATHS.boardsAddColumn}`,
    note: 'no name',
    kind: 'settings',
    allowedStatus: 400,
    state: 'boardConfig',
    call: (c, ctx) => c.call('POST', 'boards/addColumn', { boardId: ctx.boardID, name: ' ' }),
  },
  {
    route: `POST ${API_PATHS.boardsDismissOwnerNote}`,
    kind: 'view',
    call: (c, ctx) => c.call('POST', `boards/dismissOwnerNote/${ctx.boardID}`),
  },
  {
    route: `POST ${API_PATHS.boardsNew}`,
    kind: 'create',
    state: 'boardList',
    call: (c, ctx) => c.call('POST', 'boards/new', { name: `Quick by ${ctx.label}` }),
  },
  // The trash bin: the edit-settings right moves, restores and removes; a selection reports each board it could not take.
  { route: `GET ${API_PATHS.boardsTrashBin}`, kind: 'signedIn', call: get('boards/trashBin') },
  {
    route: `POST ${API_PATHS.boardsMoveToTrash}`,
    note: 'and back at once',
    kind: 'settings',
    state: 'boardList',
    call: async (c, ctx) => {
      const moved = await c.call('POST', `boards/moveToTrash/${ctx.boardID}`);
      if (moved.status === 200) await c.call('POST', `boards/restoreFromTrash/${ctx.boardID}`);
      return moved;
    },
  },
  {
    route: `POST ${API_PATHS.boardsRestoreFromTrash}`,
    note: 'a board in use stays as it is',
    kind: 'settings',
    state: 'boardList',
    call: (c, ctx) => c.call('POST', `boards/restoreFromTrash/${ctx.boardID}`),
  },
  {
    route: `DELETE ${API_PATHS.boardsRemove}`,
    note: 'a board in use',
    kind: 'settings',
    allowedStatus: 409,
    state: 'boardList',
    call: (c, ctx) => c.call('DELETE', `boards/board/${ctx.boardID}`),
  },
  {
    route: `POST ${API_PATHS.boardsRestoreSelected}`,
    kind: 'signedIn',
    state: 'boardList',
    call: (c, ctx) => c.call('POST', 'boards/restoreSelected', { boardsID: [ctx.boardID] }),
  },
  {
    route: `DELETE ${API_PATHS.boardsRemoveSelected}`,
    note: 'boards in use',
    kind: 'signedIn',
    state: 'boardList',
    call: (c, ctx) => c.call('DELETE', 'boards/removeSelected', { boardsID: [ctx.boardID] }),
  },
  // The boards home: a person's own view, saved filters and stars; a star only on a board the person may view.
  { route: `GET ${API_PATHS.boardsPageInfo}`, kind: 'signedIn', call: get('boards/pageInfo') },
  { route: `POST ${API_PATHS.boardsViewType}`, kind: 'signedIn', call: (c) => c.call('POST', 'boards/boardsViewType', { viewType: 0 }) },
  {
    route: `POST ${API_PATHS.boardsHomeFilters}`,
    kind: 'signedIn',
    call: (c, ctx) => c.call('POST', 'boards/homeFilters', { filters: [{ ...FILTER, name: ctx.label }] }),
  },
  {
    route: `POST ${API_PATHS.boardsFavorite}`,
    kind: 'view',
    call: (c, ctx) => c.call('POST', 'boards/favorite', { boardID: ctx.boardID, isFavorite: true }),
  },
  { route: `GET ${API_PATHS.boardsSearch}`, kind: 'signedIn', call: get('boards/search', { searchKey: 'matrix' }) },
  {
    route: `POST ${API_PATHS.boardsFilterInfo}`,
    kind: 'signedIn',
    call: (c) => c.call('POST', 'boards/filterBoardsInfo', { searchKey: 'matrix', filter: { activeFilters: [FILTER] } }),
  },
  { route: `GET ${API_PATHS.siteWebs}`, kind: 'signedIn', call: get('site/webs', { siteURL: DEMO_SITE }) },
  { route: `GET ${API_PATHS.siteLists}`, kind: 'signedIn', call: get('site/lists', { url: DEMO_SITE }) },
  {
    route: `GET ${API_PATHS.siteList}`,
    kind: 'signedIn',
    call: (c, ctx) => c.call('GET', `site/lists/${TASKS_OF(ctx)}`, undefined, { url: DEMO_SITE }),
  },
  {
    route: `GET ${API_PATHS.siteListFields}`,
    kind: 'signedIn',
    call: (c, ctx) => c.call('GET', `site/lists/${TASKS_OF(ctx)}/fields`, undefined, { url: DEMO_SITE }),
  },
  { route: `GET ${API_PATHS.siteContentTypes}`, kind: 'signedIn', call: get('site/contenttypes', { siteURL: DEMO_SITE }) },
  { route: `GET ${API_PATHS.siteContentType}`, kind: 'signedIn', call: get('site/contenttypes/0x01', { siteURL: DEMO_SITE }) },
  {
    route: `GET ${API_PATHS.siteContentTypeFields}`,
    kind: 'signedIn',
    call: get('site/contenttypes/0x01/fields', { siteURL: DEMO_SITE }),
  },
  // The built-in Item type holds no choice field, so the case asks for its title's choices: 404 is the answer for everyone.
  {
    route: `GET ${API_PATHS.siteContentTypeFieldChoices}`,
    kind: 'signedIn',
    allowedStatus: 404,
    call: get('site/contenttypes/0x01/fields/Title/choices', { siteURL: DEMO_SITE }),
  },
  {
    route: `GET ${API_PATHS.boardsFields}`,
    kind: 'signedIn',
    call: (c, ctx) => c.call('GET', 'boards/fields', undefined, { url: DEMO_SITE, lists: TASKS_OF(ctx) }),
  },
  {
    route: `GET ${API_PATHS.siteListViews}`,
    kind: 'signedIn',
    call: (c, ctx) => c.call('GET', `site/lists/${TASKS_OF(ctx)}/views`, undefined, { url: DEMO_SITE }),
  },
  {
    route: `POST ${API_PATHS.siteListViews}`,
    kind: 'manage',
    call: (c, ctx) => c.call('POST', `site/lists/${TASKS_OF(ctx)}/views`, { url: DEMO_SITE, view: { title: `View by ${ctx.label}` } }),
  },
  // A view no one made: a list manager learns it is not there, anyone else only that they may not.
  {
    route: `DELETE ${API_PATHS.siteListView}`,
    kind: 'manage',
    allowedStatus: 404,
    call: (c, ctx) =>
      c.call('DELETE', `site/lists/${TASKS_OF(ctx)}/views/0d5c1c9e-0000-4000-8000-000000000000`, undefined, {
        url: DEMO_SITE,
        etag: `W/"datetime'2026-01-01T00%3A00%3A00.000Z'"`,
      }),
  },
  {
    route: `POST ${API_PATHS.siteEnableVersioning}`,
    kind: 'manage',
    state: 'listSchemas',
    call: (c, ctx) => c.call('POST', 'site/enableVersioning', { url: DEMO_SITE, lists: [TASKS_OF(ctx)] }),
  },
  {
    route: `POST ${API_PATHS.siteAddNewField}`,
    kind: 'manage',
    state: 'listSchemas',
    call: (c, ctx) => c.call('POST', 'site/addNewField', newField(ctx, `Field by ${ctx.label}`)),
  },
  {
    route: `POST ${API_PATHS.boardsAddNewLabel}`,
    note: 'on a board that lets editors add labels',
    kind: 'add',
    state: 'listSchemas',
    call: (c, ctx) => c.call('POST', 'boards/addNewLabel', { ...labels(ctx, `Label by ${ctx.label}`), boardId: ctx.boardID }),
  },
  {
    route: `POST ${API_PATHS.boardsAddNewLabel}`,
    note: 'for a board being created',
    kind: 'manage',
    state: 'listSchemas',
    call: (c, ctx) => c.call('POST', 'boards/addNewLabel', labels(ctx, `Wizard label by ${ctx.label}`)),
  },
  // The list manage right before the payload: a taken name or a wrong field is news only to a list manager.
  {
    route: `POST ${API_PATHS.siteAddNewField}`,
    note: 'name taken',
    kind: 'manage',
    allowedStatus: 409,
    state: 'listSchemas',
    call: (c, ctx) => c.call('POST', 'site/addNewField', newField(ctx, 'Status')),
  },
  {
    route: `POST ${API_PATHS.boardsAddNewLabel}`,
    note: 'not a labels field',
    kind: 'manage',
    allowedStatus: 400,
    state: 'listSchemas',
    call: (c, ctx) => c.call('POST', 'boards/addNewLabel', { ...labels(ctx, 'Blocked'), field: 'Status' }),
  },

  // Rights before input: a wrong payload is refused with 403 to whoever may not call at all.
  {
    route: `GET ${API_PATHS.itemComments}`,
    note: 'no card',
    kind: 'view',
    call: (c, ctx) => c.call('GET', 'item/comments/all/', undefined, { ...cardQuery(ctx.parent), itemID: '0' }),
  },
  {
    route: `POST ${API_PATHS.itemValues}`,
    note: 'invalid value',
    kind: 'edit',
    allowedStatus: 400,
    target: 'task',
    call: (c, ctx) => c.call('POST', 'item/values', { ...ctx.card, values: [{ name: 'Estimate', value: 'lots' }] }),
  },
  {
    route: `POST ${API_PATHS.itemComment}`,
    note: 'empty',
    kind: 'edit',
    allowedStatus: 400,
    target: 'task',
    call: (c, ctx) => c.call('POST', 'item/comment', { ...ctx.card, values: [{ name: 'KanbanComments', value: ' ' }] }),
  },
  {
    route: `POST ${API_PATHS.kanbanMoveTask}`,
    note: 'stale',
    kind: 'edit',
    allowedStatus: 412,
    target: 'task',
    call: (c, ctx) =>
      c.call('POST', 'kanban/movetask', { boardID: ctx.boardID, columnValue: 'Review', info: { ...info(ctx.card), etag: STALE } }),
  },
  {
    route: `POST ${API_PATHS.itemRemove}`,
    note: 'stale',
    kind: 'edit',
    allowedStatus: 412,
    target: 'task',
    call: (c, ctx) => c.call('POST', 'item/remove', { boardID: ctx.boardID, info: { ...info(ctx.card), etag: STALE } }),
  },
  {
    route: `POST ${API_PATHS.itemAddSubtask}`,
    note: 'already a subtask',
    kind: 'edit',
    allowedStatus: 409,
    target: 'subtask',
    call: (c, ctx) => c.call('POST', 'item/addsubtask', { ...ctx.parent, boardID: ctx.boardID, taskID: ctx.card.itemID }),
  },
  {
    route: `POST ${API_PATHS.itemAttachments}`,
    note: 'no files',
    kind: 'edit',
    allowedStatus: 400,
    target: 'task',
    call: (c, ctx) => c.upload('item/attachments', ctx.boardID, info(ctx.card), []),
  },

  {
    route: `POST ${API_PATHS.siteLoadTemplateData}`,
    kind: 'settings',
    call: (c, ctx) => c.call('POST', 'site/loadTemplateData', { boardId: ctx.boardID, includeContent: false }),
  },
  {
    route: `POST ${API_PATHS.siteLoadTemplateData}`,
    note: 'configured fields left out',
    kind: 'settings',
    allowedStatus: 400,
    call: (c, ctx) => c.call('POST', 'site/loadTemplateData', { boardId: ctx.boardID, templateFields: [], includeContent: false }),
  },
  {
    route: `POST ${API_PATHS.siteNewList}`,
    kind: 'create',
    state: 'listSchemas',
    call: (c, ctx) => c.call('POST', 'site/newList', { url: DEMO_SITE, title: `List by ${ctx.label}`, statuses: ['To do', 'Done'] }),
  },
  {
    route: `POST ${API_PATHS.siteImportTemplate}`,
    kind: 'create',
    state: 'boardList',
    call: (c, ctx) => c.call('POST', 'site/importTemplate', { template: matrixTemplate(ctx.config), name: `Imported by ${ctx.label}` }),
  },
  {
    route: `POST ${API_PATHS.siteImportTemplate}`,
    note: 'malformed template',
    kind: 'create',
    allowedStatus: 400,
    state: 'boardList',
    call: (c) => c.call('POST', 'site/importTemplate', { template: { version: 1 } }),
  },
];

/** A template of the actor's board carrying only the fields its configuration needs, and no items. */
function matrixTemplate(board: BoardConfig) {
  const fields = [
    { internalName: 'Title', name: 'Title', type: 'Text' },
    { internalName: 'Status', name: 'Status', type: 'Choice' },
    { internalName: 'Priority', name: 'Priority', type: 'Choice' },
    { internalName: 'AssignedTo', name: 'Assigned To', type: 'User', isMulti: true },
    { internalName: 'DueDate', name: 'Due Date', type: 'DateTime', dateOnly: true },
    { internalName: 'KanbanComments', name: 'Comments', type: 'Note', appendOnly: true },
    { internalName: 'Labels', name: 'Labels', type: 'MultiChoice' },
    { internalName: 'ParentID', name: 'Parent', type: 'Lookup' },
  ];
  return {
    version: 1,
    board,
    listData: [{ name: 'Matrix import', fields }],
    templateFields: fields.map((f) => f.internalName),
    content: [],
    includeContent: false,
  };
}
