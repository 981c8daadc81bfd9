import type { QueryClient } from '@tanstack/react-query';
import { orderBetween, type Item, type MoveTaskRequest, type TasksResponse } from '@listboard/shared';
import { currentBoardView, viewRequestOf } from '../../../api/boardView';
import { heldMoves, holdCardPlace } from '../../../api/heldCards';
import { queryKeys } from '../../../api/queryKeys';
import {
  applyMove,
  findCard,
  neighboursAt,
  replaceCard,
  restoreCard,
  snapshotCard,
  updateCardInPlace,
  type CardPlace,
  type CardSnapshot,
  type LocatedCard,
} from './moveCache';
import { createSerialQueue } from './serialQueue';

export interface MoveControllerOptions {
  queryClient: QueryClient;
  boardId: string;
  send: (request: MoveTaskRequest) => Promise<Item>;
  /** Called after a failed move was rolled back, with the column the card was moved to. */
  onFailure: (error: unknown, target: { columnValue: string }) => void;
  /** Marks a card busy (disabled) from its move until the server has answered; the result releases it. */
  markBusy?: (uniqueID: string) => () => void;
}

/** A cell by its values, with the cards a card had beside it there: where an undo puts it back. */
export interface CellRef {
  columnValue: string;
  rowValue: string;
  above: string | null;
  below: string | null;
}

export interface CompletedMove {
  uniqueID: string;
  /** The card before the move, and as the server answered it. */
  before: Item;
  after: Item;
  from: CellRef;
  to: CellRef;
  sorted: boolean;
  hasSwimlanes: boolean;
  /** The lane value picked for a drop on the default lane, which a redo gives again. */
  defaultLaneValue?: string;
}

export type MoveOutcome = { ok: true; item: Item } | { ok: false; error: unknown };

/**
 * A move an undo or redo makes: on the card's version the step left (the server refuses it when the card has
 * changed since), reported to the step instead of recorded or alerted.
 */
export interface MoveReplay {
  etag: string;
  onSettled: (outcome: MoveOutcome) => void;
}

export interface MoveIntent {
  uniqueID: string;
  /** The target cell and index, counted without the moved card. */
  to: CardPlace;
  /** Whether the drop sets the card's order (board.allowSorting and a column small enough to sort). */
  sorted: boolean;
  /** Boards without a swimlane field send no row value. */
  hasSwimlanes: boolean;
  /** The lane value the person picked for a drop on the default lane (swimlanes.showDefaultDroppingDialog). */
  defaultLaneValue?: string;
  replay?: MoveReplay;
}

/** What a queued move needs when its turn comes; the card itself is read from the cache then. */
interface QueuedMove {
  uniqueID: string;
  rowValue: string | null;
  columnValue: string;
  isBetweenRows: boolean;
  sorted: boolean;
  hasSwimlanes: boolean;
  defaultLaneValue?: string;
  /** The card and its place before the move, for the rollback. */
  previous: CardSnapshot;
  from: CellRef;
  /** The target lane's value, also on a board without swimlanes (its one row). */
  toRowValue: string;
  replay?: MoveReplay;
  release: () => void;
}

export interface MoveController {
  /** Applies the move to the cached board at once and queues the server call; false when the card is unknown. */
  move(intent: MoveIntent): boolean;
  /** Tells `listener` of each move a person made that the server took (not an undo's or redo's); returns its removal. */
  subscribe(listener: (move: CompletedMove) => void): () => void;
  /** Runs other work on the board's cards (a selection's move) in the moves' queue, after the moves before it. */
  inTurn(work: () => Promise<void>): void;
  /** Keeps a card in its dropped place and busy until the returned release is called. */
  hold(uniqueID: string): () => void;
  /** Reads the board again once the queue is empty. */
  refetchWhenIdle(): void;
  /** Resolves once every queued move is answered (and told to the listeners). */
  whenIdle(): Promise<void>;
}

/**
 * Card moves of one board. Each move shows at once in the TanStack Query cache, then its server call
 * waits in a queue so moves run one at a time, each built from the cache when it runs: a second move
 * of a card sends the etag the first one returned. A failure puts the card back and refetches the
 * board; refetches wait until the queue is empty so they cannot overwrite moves still waiting. Until its
 * last move is answered a card keeps the place it was dropped in (api/heldCards): a board read or a
 * live event that left earlier does not put it back, and the answer of an earlier move of the same
 * card brings its new ETag without taking it out of the later move's place.
 */
export function createMoveController({ queryClient, boardId, send, onFailure, markBusy }: MoveControllerOptions): MoveController {
  const queue = createSerialQueue();
  const listeners = new Set<(move: CompletedMove) => void>();
  // The key follows the view the page shows (see api/boardView.ts).
  const key = () => queryKeys.tasks(boardId);
  const read = () => queryClient.getQueryData<TasksResponse>(key());
  const write = (update: (data: TasksResponse) => TasksResponse) =>
    queryClient.setQueryData<TasksResponse>(key(), (data) => (data ? update(data) : data));
  let refetchPending = false;

  function refetchWhenIdle(): void {
    if (refetchPending) return;
    refetchPending = true;
    void queue.whenIdle().then(() => {
      refetchPending = false;
      return queryClient.invalidateQueries({ queryKey: key() });
    });
  }

  function buildRequest(queued: QueuedMove, data: TasksResponse, card: LocatedCard): MoveTaskRequest {
    const request: MoveTaskRequest = {
      boardID: boardId,
      rowValue: queued.rowValue,
      isBetweenRows: queued.isBetweenRows,
      columnValue: queued.columnValue,
      order: null,
      info: queued.replay ? { ...card.item.info, etag: queued.replay.etag } : card.item.info,
      ...viewRequestOf(currentBoardView(boardId)),
      ...(queued.defaultLaneValue !== undefined && { defaultLaneValue: queued.defaultLaneValue }),
    };
    if (!queued.sorted) return request;
    const row = data.rows[card.rowIndex];
    const inTarget =
      row.columns[card.columnIndex].value === queued.columnValue && (queued.rowValue === null || row.value === queued.rowValue);
    // An earlier failure may have put the card back elsewhere: then there are no neighbours to speak of.
    if (!inTarget) return { ...request, order: card.item.order, neighbours: { previous: null, next: null } };
    const { previous, next } = neighboursAt(data, card);
    return {
      ...request,
      order: orderBetween(previous?.order, next?.order),
      neighbours: { previous: previous?.uniqueID ?? null, next: next?.uniqueID ?? null },
    };
  }

  async function run(queued: QueuedMove): Promise<void> {
    try {
      await sendMove(queued);
    } finally {
      queued.release();
    }
  }

  async function sendMove(queued: QueuedMove): Promise<void> {
    const data = read();
    const card = data && findCard(data, queued.uniqueID);
    if (!data || !card) {
      // The card left the board while its move waited (a live removal): nothing to send, and an undo hears so.
      queued.replay?.onSettled({ ok: false, error: null });
      return;
    }
    const request = buildRequest(queued, data, card);
    let updated: Item;
    try {
      updated = await send(request);
      const laterMoves = heldMoves(boardId, queued.uniqueID) > 1;
      write((current) => (laterMoves ? updateCardInPlace(current, updated) : replaceCard(current, updated)));
      // A different order means the server renumbered the column: the other cards have new orders too.
      if (queued.sorted && updated.order !== request.order) refetchWhenIdle();
    } catch (error) {
      try {
        write((current) => restoreCard(current, queued.previous));
        refetchWhenIdle();
      } finally {
        if (queued.replay) queued.replay.onSettled({ ok: false, error });
        else onFailure(error, { columnValue: queued.columnValue });
      }
      return;
    }
    // Told after the move is settled in the cache, so that nothing a listener does can take it back.
    if (queued.replay) queued.replay.onSettled({ ok: true, item: updated });
    else {
      const done = completedMove(queued, data, card, updated);
      listeners.forEach((listener) => listener(done));
    }
  }

  function holdWhileMoving(uniqueID: string): () => void {
    const releasePlace = holdCardPlace(boardId, uniqueID);
    const releaseBusy = markBusy ? markBusy(uniqueID) : () => undefined;
    return () => {
      releasePlace();
      releaseBusy();
    };
  }

  function move({ uniqueID, to, sorted, hasSwimlanes, defaultLaneValue, replay }: MoveIntent): boolean {
    const data = read();
    const from = data && snapshotCard(data, uniqueID);
    const targetRow = data?.rows[to.rowIndex];
    const targetColumn = targetRow?.columns[to.columnIndex];
    if (!data || !from || !targetRow || !targetColumn) return false;

    // A board fetch in flight would overwrite the move with old positions; fetch again once the moves are done.
    const fetching = queryClient.getQueryState(key())?.fetchStatus === 'fetching';
    void queryClient.cancelQueries({ queryKey: key() });
    if (fetching) refetchWhenIdle();

    const others = targetColumn.items.filter((item) => item.uniqueID !== uniqueID);
    const order = sorted ? orderBetween(others[to.index - 1]?.order, others[to.index]?.order) : from.item.order;
    write((current) =>
      applyMove(current, uniqueID, to, { columnValue: targetColumn.value, rowValue: targetRow.value, rowName: targetRow.name, order }),
    );

    const queued: QueuedMove = {
      uniqueID,
      rowValue: hasSwimlanes ? targetRow.value : null,
      columnValue: targetColumn.value,
      isBetweenRows: hasSwimlanes && from.rowIndex !== to.rowIndex,
      sorted,
      hasSwimlanes,
      defaultLaneValue,
      previous: from,
      from: {
        columnValue: data.rows[from.rowIndex].columns[from.columnIndex].value,
        rowValue: data.rows[from.rowIndex].value,
        above: from.above,
        below: from.below,
      },
      toRowValue: targetRow.value,
      replay,
      release: holdWhileMoving(uniqueID),
    };
    void queue.enqueue(() => run(queued));
    return true;
  }

  function subscribe(listener: (move: CompletedMove) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return {
    move,
    subscribe,
    inTurn: (work) => void queue.enqueue(work),
    hold: holdWhileMoving,
    refetchWhenIdle,
    whenIdle: () => queue.whenIdle(),
  };
}

/** The move as the undo history keeps it: where the card was and where it went, beside which cards. */
function completedMove(queued: QueuedMove, data: TasksResponse, card: LocatedCard, updated: Item): CompletedMove {
  const { previous, next } = neighboursAt(data, card);
  return {
    uniqueID: queued.uniqueID,
    before: queued.previous.item,
    after: updated,
    from: queued.from,
    to: { columnValue: queued.columnValue, rowValue: queued.toRowValue, above: previous?.uniqueID ?? null, below: next?.uniqueID ?? null },
    sorted: queued.sorted,
    hasSwimlanes: queued.hasSwimlanes,
    defaultLaneValue: queued.defaultLaneValue,
  };
}
