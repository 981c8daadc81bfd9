import type { QueryClient } from '@tanstack/react-query';
import {
  type ApiErrorCode,
  type CardOutcomes,
  type Item,
  type MoveTasksRequest,
  type TasksResponse,
  cardIdOf,
  ordersBetween,
} from '@listboard/shared';
import { currentBoardView, viewRequestOf } from '../../../api/boardView';
import { heldMoves } from '../../../api/heldCards';
import { queryKeys } from '../../../api/queryKeys';
import type { CompletedMove, MoveController } from '../dnd/moveController';
import {
  type CardPlace,
  type CardSnapshot,
  applyRunMove,
  findCard,
  neighboursAt,
  replaceCard,
  restoreCard,
  snapshotCard,
  updateCardInPlace,
} from '../dnd/moveCache';

/**
 * Several cards moved together, in the order given (the board's order of the selection): dropped into one cell as
 * a run (`to`: the cell, and the index the run starts at, counted without any of the moved cards), or sent to a
 * column keeping each card's lane (`toColumn`, the selection bar's Move to), where they go to the end.
 */
export type SelectionMoveIntent = {
  ids: readonly string[];
  sorted: boolean;
  hasSwimlanes: boolean;
} & ({ to: CardPlace; toColumn?: never } | { toColumn: number; to?: never });

export interface RefusedCard {
  item: Item;
  code: ApiErrorCode;
  message: string;
  details?: Record<string, string | number>;
}

/** What became of a selection's move: the cards moved (as the undo history keeps moves), those refused, or the request's failure. */
export interface SelectionMoveResult {
  moved: CompletedMove[];
  refused: RefusedCard[];
  /** The whole request failed (the network, a refusal of the request as such): every card went back. */
  failure?: unknown;
  columnValue: string;
}

export interface SelectionMoverDeps {
  queryClient: QueryClient;
  boardId: string;
  controller: Pick<MoveController, 'inTurn' | 'hold' | 'refetchWhenIdle'>;
  send: (request: MoveTasksRequest) => Promise<CardOutcomes>;
}

export interface SelectionMover {
  /** Shows the move at once (a drop) and queues its request; false when none of the cards or the target is on the board. */
  move(intent: SelectionMoveIntent): boolean;
  /** Tells `listener` of each settled selection move; returns its removal. */
  subscribe(listener: (result: SelectionMoveResult) => void): () => void;
}

/**
 * Moves a selection as the board moves one card: at once in the cached board, then one request in the
 * moves' queue (POST kanban/movetasks). Each card's outcome settles it: a moved card takes the server's
 * version, a refused one goes back to where it was, and any refusal reads the board again.
 */
export function createSelectionMover({ queryClient, boardId, controller, send }: SelectionMoverDeps): SelectionMover {
  const listeners = new Set<(result: SelectionMoveResult) => void>();
  const onSettled = (result: SelectionMoveResult) => listeners.forEach((listener) => listener(result));
  const key = () => queryKeys.tasks(boardId);
  const read = () => queryClient.getQueryData<TasksResponse>(key());
  const write = (update: (data: TasksResponse) => TasksResponse) =>
    queryClient.setQueryData<TasksResponse>(key(), (data) => (data ? update(data) : data));

  const subscribe = (listener: (result: SelectionMoveResult) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  function moveSelection(intent: SelectionMoveIntent): boolean {
    const { ids, hasSwimlanes } = intent;
    const data = read();
    const place = intent.to ?? { rowIndex: 0, columnIndex: intent.toColumn, index: 0 };
    const row = data?.rows[place.rowIndex];
    const column = row?.columns[place.columnIndex];
    const snapshots = data ? ids.map((id) => snapshotCard(data, id)).filter((s): s is CardSnapshot => s !== null) : [];
    if (!data || !row || !column || snapshots.length === 0) return false;
    // Kept under names of their own: the functions below see them as found, not as possibly missing.
    const before: TasksResponse = data;
    const targetRow = row;
    const targetColumn = column;
    const toCell = intent.to !== undefined;
    const sorted = toCell && intent.sorted;
    const moving = new Set(snapshots.map((s) => s.item.uniqueID));
    const others = column.items.filter((item) => !moving.has(item.uniqueID));
    const previous = sorted ? (others[place.index - 1] ?? null) : null;
    const next = sorted ? (others[place.index] ?? null) : null;
    const orders = sorted ? ordersBetween(previous?.order, next?.order, snapshots.length) : null;
    void queryClient.cancelQueries({ queryKey: key() });
    // A drop shows the run where it was let go at once; a move to a column waits for the answer, each card busy.
    if (toCell)
      write((current) =>
        applyRunMove(current, [...moving], place, (item, index) => ({
          columnValue: column.value,
          rowValue: row.value,
          rowName: row.name,
          order: sorted ? (orders?.[index] ?? null) : item.order,
        })),
      );
    const releases = snapshots.map((s) => controller.hold(s.item.uniqueID));
    controller.inTurn(async () => {
      try {
        onSettled(await sendInTurn());
      } finally {
        releases.forEach((release) => release());
      }
    });
    return true;

    async function sendInTurn(): Promise<SelectionMoveResult> {
      const shown = read() ?? before;
      const cards = snapshots.map((s) => findCard(shown, s.item.uniqueID)?.item ?? s.item);
      let answer: CardOutcomes;
      try {
        answer = await send({
          boardID: boardId,
          columnValue: targetColumn.value,
          rowValue: hasSwimlanes && toCell ? targetRow.value : null,
          cards: cards.map((card) => card.info),
          ...(sorted && { neighbours: { previous: previous?.uniqueID ?? null, next: next?.uniqueID ?? null } }),
          ...viewRequestOf(currentBoardView(boardId)),
        });
      } catch (failure) {
        write((current) => snapshots.reduce(restoreCard, current));
        controller.refetchWhenIdle();
        return { moved: [], refused: [], failure, columnValue: targetColumn.value };
      }
      // Outcomes name their cards by list and item id, as the request did.
      const idOf = (listID: string, itemID: number) => cardIdOf(listID, itemID).toLowerCase();
      const bySnapshot = new Map(snapshots.map((s) => [idOf(s.item.info.listID, s.item.info.itemID), s]));
      const moved: Item[] = [];
      const refused: RefusedCard[] = [];
      write((current) => {
        let next = current;
        for (const outcome of answer.results) {
          const snapshot = bySnapshot.get(idOf(outcome.listID, outcome.itemID));
          if (!snapshot) continue;
          if (outcome.outcome === 'refused') {
            refused.push({ item: snapshot.item, code: outcome.code, message: outcome.message, details: outcome.details });
            next = restoreCard(next, snapshot);
          } else if (outcome.item) {
            moved.push(outcome.item);
            const later = heldMoves(boardId, snapshot.item.uniqueID) > 1;
            next = later ? updateCardInPlace(next, outcome.item) : replaceCard(next, outcome.item);
          }
        }
        return next;
      });
      if (refused.length > 0 || moved.some((item, index) => sorted && item.order !== orders?.[index])) controller.refetchWhenIdle();
      const after = read() ?? shown;
      return {
        moved: moved.map((item) => completedMoveOf(after, bySnapshot.get(idOf(item.info.listID, item.info.itemID)) as CardSnapshot, item)),
        refused,
        columnValue: targetColumn.value,
      };
    }

    function completedMoveOf(after: TasksResponse, snapshot: CardSnapshot, item: Item): CompletedMove {
      const located = findCard(after, item.uniqueID);
      const around = located ? neighboursAt(after, located) : { previous: null, next: null };
      const from = before.rows[snapshot.rowIndex];
      return {
        uniqueID: item.uniqueID,
        before: snapshot.item,
        after: item,
        from: { columnValue: from.columns[snapshot.columnIndex].value, rowValue: from.value, above: snapshot.above, below: snapshot.below },
        to: {
          columnValue: targetColumn.value,
          rowValue: item.rowValue,
          above: around.previous?.uniqueID ?? null,
          below: around.next?.uniqueID ?? null,
        },
        sorted,
        hasSwimlanes,
      };
    }
  }

  return { move: moveSelection, subscribe };
}
