import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Permission, RealtimeEvent, TasksResponse, User } from '@listboard/shared';
import { currentBoardView, isBoardOwnView } from '../../../api/boardView';
import { CLIENT_ID } from '../../../api/clientId';
import { isCardHeld } from '../../../api/heldCards';
import { fetchMissedEvents } from '../../../api/endpoints';
import { openLiveChannel } from '../../../api/liveChannel';
import { receivePresence, reportPresenceNow } from '../../../api/presence';
import { queryKeys } from '../../../api/queryKeys';
import { hasRowFor } from '../dnd/moveCache';
import { applyLiveEvents, cardEventsOf, cardOfEvent } from './applyLiveEvents';
import { createLiveSequence } from './liveSequence';

/** Spec 1 section 9: remote updates are handled after 2 s, so a card someone is dragging here is not yanked away. */
export const REMOTE_UPDATE_DELAY_MS = 2000;
/** How soon an event about a card whose move is still on its way is looked at again. */
export const HELD_CARD_RETRY_MS = 250;

/** What the page does with an event: apply it to a card later, reload the cards or the configuration, or drop it. */
export type LiveAction = 'queue' | 'reloadTasks' | 'reloadBoard' | 'drop';

export function actionFor(event: RealtimeEvent, clientId: string): LiveAction {
  if (event.originId === clientId) return 'drop';
  if (event.type === 'itemsReordered') return 'reloadTasks';
  if (event.type === 'boardChanged') return 'reloadBoard';
  return 'queue';
}

export interface Pending {
  receivedAt: number;
  dueAt: number;
  event: RealtimeEvent;
}

/**
 * A reload of the board holds every change whose event arrived before the reload began, so such
 * events are dropped rather than applied over it: a parent's event carries the time it was sent
 * (its own Modified does not change when a subtask is linked), which would make an old event look
 * newer than the reloaded card.
 */
export function eventsAfterReload(due: readonly Pending[], reloadStartedAt: number): RealtimeEvent[] {
  return due.filter((p) => p.receivedAt >= reloadStartedAt).map((p) => p.event);
}

/**
 * Keeps the cached board in step with other people's changes. Card events wait 2 s and are then
 * applied together, one cache write (one render) per batch; the page's own writes are dropped; what
 * the page missed before its channel joined, or while it was lost, is asked for by number (liveSequence);
 * a renumbered column reloads the board, a saved configuration reloads the configuration. The channel
 * opens once the board's cards are in (`cardsIn`).
 */
export function useLiveBoard(boardId: string, level: Permission | undefined, cardsIn: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    // The channel opens once the cards are in, so its client's code never holds up the first card.
    if (level === undefined || !cardsIn) return undefined;
    const pending: Pending[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reloadInFlightSince: number | null = null;
    let lastReloadStartedAt = 0;
    const sequence = createLiveSequence({
      fetchMissed: (after) => fetchMissedEvents(boardId, after),
      deliver: (event) => handle(event),
      reread() {
        // Whatever was missed, cards or the board's settings (a boardChanged), is read again.
        void queryClient.invalidateQueries({ queryKey: queryKeys.allTasks(boardId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.board(boardId) });
      },
    });
    const stopWatchingReloads = queryClient.getQueryCache().subscribe((cacheEvent) => {
      const [root, board] = cacheEvent.query.queryKey as unknown[];
      if (cacheEvent.type !== 'updated' || root !== 'tasks' || board !== boardId) return;
      const action = cacheEvent.action;
      if (action.type === 'fetch') reloadInFlightSince ??= Date.now();
      else if (action.type === 'success' && !action.manual) {
        sequence.onRead((cacheEvent.query.state.data as TasksResponse | undefined)?.sequence);
        if (reloadInFlightSince !== null) lastReloadStartedAt = reloadInFlightSince;
        reloadInFlightSince = null;
      } else if (action.type === 'error') reloadInFlightSince = null;
    });
    // The board may have been read before this effect ran (the start-up's read).
    const shownRead = queryClient.getQueryState<TasksResponse>(queryKeys.tasks(boardId));
    if (shownRead?.status === 'success' && shownRead.fetchStatus === 'idle') sequence.onRead(shownRead.data?.sequence);

    const flush = () => {
      timer = undefined;
      const now = Date.now();
      // A card whose move is still on its way keeps its place: its events wait for the move's answer, then count by version.
      const isHeld = ({ event }: Pending) => {
        const card = cardOfEvent(event);
        return card !== null && isCardHeld(boardId, card);
      };
      const ready = pending.filter((p) => p.dueAt <= now);
      const waiting = ready.filter(isHeld).map((p) => ({ ...p, dueAt: now + HELD_CARD_RETRY_MS }));
      pending.splice(0, pending.length, ...waiting, ...pending.filter((p) => p.dueAt > now));
      const due = eventsAfterReload(
        ready.filter((p) => !isHeld(p)),
        lastReloadStartedAt,
      );
      const me = queryClient.getQueryData<User>(queryKeys.me);
      // Cards arrive laid out for the board's own view; other views reload instead, as does a card for a lane the page does not show.
      const shown = queryClient.getQueryData<TasksResponse>(queryKeys.tasks(boardId));
      const laneMissing =
        shown !== undefined && due.some((event) => event.type === 'itemCreatedOrUpdated' && !hasRowFor(shown, event.item.rowValue));
      if (due.length > 0 && (!isBoardOwnView(currentBoardView(boardId)) || laneMissing)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.tasks(boardId) });
      } else if (due.length > 0 && me) {
        queryClient.setQueryData<TasksResponse>(queryKeys.tasks(boardId), (data) =>
          data ? applyLiveEvents(data, due, { userId: me.id, level }) : data,
        );
      }
      schedule();
    };
    const schedule = () => {
      if (timer !== undefined || pending.length === 0) return;
      timer = setTimeout(flush, Math.max(0, Math.min(...pending.map((p) => p.dueAt)) - Date.now()));
    };

    function handle(event: RealtimeEvent): void {
      const action = actionFor(event, CLIENT_ID);
      if (action === 'reloadTasks') void queryClient.invalidateQueries({ queryKey: queryKeys.allTasks(boardId) });
      else if (action === 'reloadBoard') {
        console.info(`Board ${boardId} changed; reloading its configuration`);
        void queryClient.invalidateQueries({ queryKey: queryKeys.board(boardId) });
      } else if (action === 'queue') {
        const receivedAt = Date.now();
        for (const cardEvent of cardEventsOf(event))
          pending.push({ receivedAt, dueAt: receivedAt + REMOTE_UPDATE_DELAY_MS, event: cardEvent });
        schedule();
      }
    }

    const channel = openLiveChannel(boardId, {
      onEvent: sequence.onEvent,
      onJoined: () => {
        sequence.onJoined();
        reportPresenceNow(boardId);
      },
      onPresence: (event) => receivePresence(boardId, event.pages),
    });
    return () => {
      clearTimeout(timer);
      stopWatchingReloads();
      channel.close();
    };
  }, [boardId, level, queryClient, cardsIn]);
}
