import { useCallback, useSyncExternalStore } from 'react';
import { API_PATHS, type PresenceReport, type PresenceResponse, type PresentPage } from '@listboard/shared';
import { apiRequest } from './client';
import { CLIENT_ID } from './clientId';
import { createKeyedListeners } from './keyedListeners';

/** POST realtime/presence: this page has the board (and a card's dialog) open; answers who has it. */
export function reportPresence(report: PresenceReport, signal?: AbortSignal): Promise<PresenceResponse> {
  return apiRequest(API_PATHS.realtimePresence, { body: report, signal });
}

/** DELETE realtime/presence, sent so that it outlives a closing page. */
export function leavePresence(boardID: string, clientId: string): Promise<PresenceResponse> {
  return apiRequest(API_PATHS.realtimePresence, { method: 'DELETE', query: { boardID, clientId }, keepalive: true });
}

/** A page present on the board, with the time (this page's clock) it lapses unless told again. */
interface HeldPage {
  page: PresentPage;
  lapsesAt: number;
}

const boards = new Map<string, HeldPage[]>();
/** Listeners of a board (key: its id) and of one card of it (key: board id, a line break, card id). */
const listeners = createKeyedListeners();
const snapshots = new Map<string, PresentPage[]>();
let sweep: ReturnType<typeof setTimeout> | undefined;
const NOBODY: PresentPage[] = [];

const cardKey = (boardId: string, card: string) => `${boardId}\n${card}`;
/** What a card shows of a page: who, and whether they edit it. */
const onCard = (pages: readonly PresentPage[], card: string) =>
  pages
    .filter((page) => page.card === card)
    .map((page) => `${page.clientId} ${page.userId} ${page.editing}`)
    .join();

function notify(key: string): void {
  snapshots.delete(key);
  listeners.notify(key);
}

/** Tells the board's listeners, and those of each card whose people changed. */
function replace(boardId: string, held: HeldPage[]): void {
  const before = boards.get(boardId)?.map((entry) => entry.page) ?? NOBODY;
  const after = held.map((entry) => entry.page);
  if (held.length > 0) boards.set(boardId, held);
  else boards.delete(boardId);
  const cards = new Set([...before, ...after].flatMap((page) => (page.card ? [page.card] : [])));
  for (const card of cards) if (onCard(before, card) !== onCard(after, card)) notify(cardKey(boardId, card));
  notify(boardId);
}

/** Drops the pages whose time has passed, and waits for the next one to pass. */
function sweepLapsed(): void {
  clearTimeout(sweep);
  sweep = undefined;
  const now = Date.now();
  let next = Infinity;
  for (const [boardId, held] of [...boards]) {
    const kept = held.filter((entry) => entry.lapsesAt > now);
    if (kept.length !== held.length) replace(boardId, kept);
    for (const entry of kept) next = Math.min(next, entry.lapsesAt);
  }
  if (next !== Infinity) sweep = setTimeout(sweepLapsed, next - now);
}

/**
 * Who has the board open, as the latest report's answer or presence event told it (docs/live-updates.md#presence):
 * the whole list each time, each page kept until its own time runs out.
 */
/** Each open board's way to report its page's presence now (usePresenceReports sets it). */
const reporters = new Map<string, () => void>();

export function setPresenceReporter(boardId: string, report: (() => void) | null): void {
  if (report) reporters.set(boardId, report);
  else reporters.delete(boardId);
}

/**
 * Reports the page's presence on `boardId` again, whose answer lists every page present: a live channel that just
 * joined missed the arrivals and departures told before (they are not kept for catching up, docs/live-updates.md#presence).
 */
export function reportPresenceNow(boardId: string): void {
  reporters.get(boardId)?.();
}

export function receivePresence(boardId: string, pages: readonly PresentPage[]): void {
  const now = Date.now();
  replace(
    boardId,
    pages.map((page) => ({ page, lapsesAt: now + page.expiresInMs })),
  );
  sweepLapsed();
}

/** The page closed the board: it shows nobody there any more. */
export function forgetPresence(boardId: string): void {
  replace(boardId, []);
}

/** The same array until the key is told of a change, as useSyncExternalStore needs. */
function snapshotOf(key: string, read: () => PresentPage[]): PresentPage[] {
  const snapshot = snapshots.get(key) ?? read();
  snapshots.set(key, snapshot);
  return snapshot;
}

const pagesOf = (boardId: string) => boards.get(boardId)?.map((entry) => entry.page) ?? NOBODY;

/**
 * Other people than this page's, once each in the list's order: a person with two pages open counts once, as
 * editing when one of them edits. This page's person is the one its own report was answered for.
 */
export function otherPeople(pages: readonly PresentPage[]): PresentPage[] {
  const self = pages.find((page) => page.clientId === CLIENT_ID)?.userId;
  const people = new Map<number, PresentPage>();
  for (const page of pages) {
    if (page.userId === self || page.clientId === CLIENT_ID) continue;
    const known = people.get(page.userId);
    if (!known) people.set(page.userId, page);
    else if (page.editing && !known.editing) people.set(page.userId, { ...known, editing: true });
  }
  return people.size > 0 ? [...people.values()] : NOBODY;
}

/** The other people who have the board open. */
export function usePresentPeople(boardId: string): PresentPage[] {
  const subscribe = useCallback((listener: () => void) => listeners.subscribe(boardId, listener), [boardId]);
  return useSyncExternalStore(subscribe, () => snapshotOf(boardId, () => otherPeople(pagesOf(boardId))));
}

/** The other people whose page shows the card's dialog; the component re-renders only when they change. */
export function usePeopleOnCard(boardId: string, card: string): PresentPage[] {
  const key = cardKey(boardId, card);
  const subscribe = useCallback((listener: () => void) => listeners.subscribe(key, listener), [key]);
  return useSyncExternalStore(subscribe, () =>
    snapshotOf(key, () => {
      const pages = pagesOf(boardId);
      const self = pages.find((page) => page.clientId === CLIENT_ID);
      return otherPeople([...(self ? [self] : []), ...pages.filter((page) => page.card === card)]);
    }),
  );
}
