import {
  API_PATHS,
  type AuthConfig,
  type BoardResponse,
  type BoardSummary,
  type EditSettingPermissionResponse,
  type ItemInfo,
  type Item,
  type MissedEventsResponse,
  type MoveTaskRequest,
  type MoveTasksRequest,
  type CardOutcomes,
  type NegotiateResponse,
  type PackedTasksResponse,
  type TaskRequest,
  type TasksResponse,
  type TotalsRequest,
  type TotalsResponse,
  type SignInUser,
  type SiteConnection,
  type User,
  unpackTasks,
} from '@listboard/shared';
import { type BoardView, currentBoardView, tasksRequestOf, viewRequestOf } from './boardView';
import { type ReadRequest, authConfigRead, boardRead, meRead, tasksRead } from './startUpReads';
import { apiPath, apiRequest } from './client';
import { appLocale } from '../i18n/locale';

/** A start-up read, with the caller's signal. */
function read<T>({ path, options }: ReadRequest, signal?: AbortSignal): Promise<T> {
  return apiRequest(path, { ...options, signal });
}

export function fetchAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  return read(authConfigRead(), signal);
}

export function fetchLocalUsers(signal?: AbortSignal): Promise<SignInUser[]> {
  return apiRequest(API_PATHS.authLocalUsers, { anonymous: true, signal });
}

export function signInLocal(login: string): Promise<{ token: string; user: User }> {
  return apiRequest(API_PATHS.authLocalToken, { anonymous: true, body: { login } });
}

/** Connects the site's host to the signed-in administrator's organisation (the tenant binding). */
export function connectSite(): Promise<SiteConnection> {
  return apiRequest(API_PATHS.authConnectSite, { method: 'POST' });
}

/** The signed-in user; the page's language goes along, and the person's mail is written in it. */
export function fetchMe(signal?: AbortSignal): Promise<User> {
  return read(meRead(appLocale), signal);
}

export function fetchBoards(signal?: AbortSignal): Promise<BoardSummary[]> {
  return apiRequest(API_PATHS.boards, { signal });
}

export function fetchEditSettingPermission(boardId: string): Promise<EditSettingPermissionResponse> {
  return apiRequest(apiPath(API_PATHS.boardsEditSettingPermission, { id: boardId }));
}

export function fetchTeamsBoards(signal?: AbortSignal): Promise<BoardSummary[]> {
  return apiRequest(API_PATHS.boardsTeams, { signal });
}

export function fetchBoard(boardID: string, signal?: AbortSignal): Promise<BoardResponse> {
  return read(boardRead(boardID), signal);
}

/** The board's cards, unpacked here: the page sees full Items. */
export async function fetchTasks(boardID: string, view: BoardView, signal?: AbortSignal): Promise<TasksResponse> {
  return unpackTasks(await read<PackedTasksResponse>(tasksRead(boardID, view), signal));
}

export function fetchTask(boardId: string, info: ItemInfo, signal?: AbortSignal): Promise<Item> {
  const body: TaskRequest = { info, ...viewRequestOf(currentBoardView(boardId)) };
  return apiRequest(apiPath(API_PATHS.kanbanTask, { boardId }), { body, readOnly: true, signal });
}

export function moveTask(request: MoveTaskRequest): Promise<Item> {
  return apiRequest(API_PATHS.kanbanMoveTask, { body: request });
}

/** A selection's move: each card moved or refused on its own (docs/board-page.md#selection). */
export function moveTasks(request: MoveTasksRequest): Promise<CardOutcomes> {
  return apiRequest(API_PATHS.kanbanMoveTasks, { body: request });
}

export function negotiateLiveChannel(boardId: string): Promise<NegotiateResponse> {
  return apiRequest(API_PATHS.realtimeNegotiate, { query: { boardID: boardId } });
}

/** The board's live events after the sequence number the page has (docs/live-updates.md#catching-up). */
export function fetchMissedEvents(boardId: string, after: number): Promise<MissedEventsResponse> {
  return apiRequest(API_PATHS.realtimeMissed, { query: { boardID: boardId, after: String(after) } });
}

export function fetchTotals(
  boardId: string,
  cell: { rowIndex: number; columnIndex?: number },
  signal?: AbortSignal,
): Promise<TotalsResponse> {
  const body: TotalsRequest = { ...tasksRequestOf(boardId, currentBoardView(boardId)), ...cell };
  return apiRequest(API_PATHS.kanbanTotals, { body, readOnly: true, signal });
}
