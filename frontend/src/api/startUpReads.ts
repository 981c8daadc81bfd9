import { API_PATHS, PACKING_LEVEL } from '@listboard/shared';
import { currentBoardView, tasksRequestOf, type BoardView } from './boardView';
import { getToken } from './token';
import { type ApiRequestOptions, hostSiteUrl, startEarlyRead } from './transport';
import type { Locale } from '../i18n/localeChoice';

/** A read as the page sends it: the endpoints and the start-up share it, so an early read matches the app's. */
export interface ReadRequest {
  path: string;
  options: ApiRequestOptions;
}

export const authConfigRead = (): ReadRequest => ({ path: API_PATHS.authConfig, options: { anonymous: true } });

export const meRead = (language: Locale): ReadRequest => ({ path: API_PATHS.authMe, options: { query: { language } } });

export const boardRead = (boardID: string): ReadRequest => ({ path: API_PATHS.board, options: { query: { boardID } } });

/** The board's cards, asked for in the newest packed shape (a quarter of the bytes). */
export const tasksRead = (boardID: string, view: BoardView): ReadRequest => ({
  path: API_PATHS.kanbanTasks,
  options: { body: { ...tasksRequestOf(boardID, view), packed: PACKING_LEVEL }, readOnly: true },
});

const BOARD_PATH = /^\/(?:kanban|unsubscribe)\/([^/]+)/;

/** The board a page address opens, if any. */
export function boardOfPath(pathname: string): string | null {
  const boardId = BOARD_PATH.exec(pathname)?.[1];
  return boardId ? decodeURIComponent(boardId) : null;
}

/**
 * Whom and what the first screen reads for: null without a kept token (there is no one to ask for) or without the
 * host site (every call is refused, and the start-up adds it to the address first); else the board the address
 * opens, if any. The entry module's early reads and the app's start-up follow the same rule.
 */
export function startUpScope(pathname: string): { boardId: string | null } | null {
  if (getToken() === null || !hostSiteUrl()) return null;
  return { boardId: boardOfPath(pathname) };
}

/** The reads of the first screen, as the page would ask them, for the app to ask again. */
export function startUpReads(pathname: string, language: Locale): ReadRequest[] {
  const scope = startUpScope(pathname);
  if (!scope) return [authConfigRead()];
  const { boardId } = scope;
  const board = boardId ? [boardRead(boardId), tasksRead(boardId, currentBoardView(boardId))] : [];
  return [authConfigRead(), meRead(language), ...board];
}

/**
 * Starts the first screen's reads from the entry module, before the framework, the router and the board's code
 * have loaded (docs/performance.md#start-up); the app's own start-up then takes their answers.
 */
export function startEarlyReads(pathname: string, language: Locale): void {
  for (const read of startUpReads(pathname, language)) startEarlyRead(read.path, read.options);
}
