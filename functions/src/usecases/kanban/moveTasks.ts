import {
  type CardOutcome,
  type CardOutcomes,
  type ColumnDefinition,
  type moveTasksRequestSchema,
  ORDER_FIELD,
  canEditItem,
  cardIdOf,
} from '@listboard/shared';
import type { z } from 'zod';
import { notAllowed } from '../errors';
import type { ListItemRecord } from '../../ports/listHost';
import { type OpenBoard, openBoard } from '../common/boardAccess';
import { type ItemScope, scopeOfList } from '../common/itemScope';
import { mapInTurns } from '../common/inTurns';
import { refusalOf } from '../common/cardOutcomes';
import { type ChangedCard, publishItemsChanged, publishColumnRenumbered } from '../common/livePublisher';
import type { Session } from '../../context/session';
import { type ColumnEntry, columnCardsOnce } from '../placement/columnOrder';
import { holdingColumn, needsColumnLock } from '../placement/columnGuard';
import { placeRun } from '../placement/runOrder';
import { assertCellsHaveRoom } from '../placement/wipGuard';
import { type LoadChange, holdingPeopleLoads } from '../placement/personWipGuard';
import { recordChange } from '../notifications/index';
import { type PlannedMove, movableCard, movedCardViews, planMove, targetColumn } from './movePlan';

type MoveTasksRequest = z.infer<typeof moveTasksRequestSchema>;

/** A selected card ready to move: read, allowed, and its new values worked out. */
interface ReadyCard {
  /** Its place in the request, which the answer keeps. */
  index: number;
  id: string;
  scope: ItemScope;
  record: ListItemRecord;
  plan: PlannedMove;
  ordered: boolean;
}

/** The card as the move finds it and leaves it, for the limits of started cards per person. */
const loadChangeOf = (card: ReadyCard): LoadChange => ({
  cardId: card.id,
  before: card.record.values,
  after: { ...card.record.values, ...card.plan.changes },
});

interface MovedCard {
  card: ReadyCard;
  updated: ListItemRecord;
}

/** Reads and writes of the selected cards in flight at once. */
const WIDTH = 6;

/**
 * POST /api/kanban/movetasks: moves selected cards to one column and lane, placed in the request's
 * order at the drop. The column is held once for the whole set, so its WIP limits are checked for
 * the set against the column as it is: cards are let in, in order, while their cells have room, and
 * the rest are refused with wip_limit. Each card is moved or refused on its own (its version, its
 * rights, its lane rules), and the board's pages hear of the moved ones in one event
 * (docs/board-page.md#selection).
 */
export async function moveTasks(session: Session, request: MoveTasksRequest): Promise<CardOutcomes> {
  const board = await openBoard(session, request.boardID);
  if (!canEditItem(board.level, true)) throw notAllowed('access_denied', 'You may not change the cards of this board.');
  const column = targetColumn(board, request.columnValue);
  const outcomes: CardOutcome[] = [];
  const scopes = new Map<string, Promise<ItemScope>>();
  const scopeOf = (listId: string) => {
    const key = listId.toLowerCase();
    if (!scopes.has(key)) scopes.set(key, scopeOfList(session, board, listId));
    return scopes.get(key) as Promise<ItemScope>;
  };
  const read = await mapInTurns(request.cards, WIDTH, async (info, index): Promise<ReadyCard | null> => {
    try {
      const scope = await scopeOf(info.listID);
      const record = await movableCard(scope, info.itemID, info.etag);
      const plan = await planMove(scope, record, column, request);
      const ordered = board.config.allowSorting && scope.list.fields.some((f) => f.internalName === ORDER_FIELD);
      return { index, id: cardIdOf(scope.list.id, record.id), scope, record, plan, ordered };
    } catch (error) {
      outcomes[index] = refusalOf(info, error);
      return null;
    }
  });
  const ready = read.filter((card): card is ReadyCard => card !== null);
  const moved = await moveReady(session, board, column, request, ready, outcomes);

  // The moved cards as the pages show them, read side by side: a set of 50 would otherwise read them one by one.
  const changed = await mapInTurns(moved, WIDTH, async ({ card, updated }): Promise<ChangedCard> => {
    const { scope, record, plan } = card;
    const views = await movedCardViews(scope, updated, plan.swimlaneField);
    outcomes[card.index] = { outcome: 'done', listID: scope.list.id, itemID: record.id, item: views.card };
    recordChange(scope, { kind: 'moved', before: record, after: updated });
    return { scope, before: record, item: views.shared };
  });
  await publishItemsChanged(session, board.config.id, changed);
  return { results: outcomes };
}

/**
 * Moves the ready cards while holding the column (when its rules read it): first which cards the
 * cells have room for and their orders, decided in turn against the column as read; then the
 * writes, side by side, each conditional on the card as read. A write that then fails (someone
 * changed the card) only leaves a cell with more room than was granted, never less.
 */
async function moveReady(
  session: Session,
  board: OpenBoard,
  column: ColumnDefinition,
  request: MoveTasksRequest,
  ready: readonly ReadyCard[],
  outcomes: CardOutcome[],
): Promise<MovedCard[]> {
  const config = board.config;
  const locked =
    ready.length > 0 &&
    needsColumnLock(
      config,
      column,
      ready.some((card) => card.ordered),
    );
  let renumbered = false;
  const refuse = (card: ReadyCard, error: unknown) => {
    outcomes[card.index] = refusalOf({ listID: card.scope.list.id, itemID: card.record.id }, error);
  };
  try {
    const loads = ready.map((card) => loadChangeOf(card));
    return await holdingColumn(session, config, column, locked, () =>
      holdingPeopleLoads(session, board, loads, async (people) => {
        const entries: ColumnEntry[] = locked ? [...(await columnCardsOnce(session, config, column.value)())] : [];
        const admitted: ReadyCard[] = [];
        for (const [index, card] of ready.entries()) {
          try {
            await assertCellsHaveRoom(session, board, column, card.plan.cells, card.id, async () => entries);
            await people.admit(loads[index]);
            admitted.push(card);
            // Each card let in counts against the next one's cell.
            const entry = {
              url: card.scope.source.url,
              listId: card.scope.list.id,
              record: { ...card.record, values: { ...card.record.values, ...card.plan.changes } },
            };
            const at = entries.findIndex((e) => e.listId === entry.listId && e.record.id === card.record.id);
            if (at >= 0) entries[at] = entry;
            else entries.push(entry);
          } catch (error) {
            refuse(card, error);
          }
        }
        const unordered = new Set(admitted.filter((card) => !card.ordered).map((card) => card.id));
        const placed = await placeRun(
          session,
          config,
          entries.filter((entry) => !unordered.has(cardIdOf(entry.listId, entry.record.id))),
          {
            columnValue: column.value,
            movedIds: admitted.filter((card) => card.ordered).map((card) => card.id),
            previous: request.neighbours?.previous,
            next: request.neighbours?.next,
            fromColumns: new Map(admitted.map((card) => [card.id, String(card.record.values[config.columnFieldName] ?? '')])),
          },
          session.user.id,
        );
        renumbered = placed.renumbered;
        const written = await mapInTurns(admitted, WIDTH, async (card): Promise<MovedCard | null> => {
          const order = placed.orders.get(card.id);
          const changes = order === undefined ? card.plan.changes : { ...card.plan.changes, [ORDER_FIELD]: order };
          try {
            const updated = await session.lists.updateItem(card.scope.source.url, card.scope.list.id, card.record.id, changes, {
              etag: card.record.etag,
              editorId: session.user.id,
            });
            return { card, updated };
          } catch (error) {
            refuse(card, error);
            return null;
          }
        });
        return written.filter((done): done is MovedCard => done !== null);
      }),
    );
  } finally {
    // The column's other cards have their new orders even when a card's own write then failed.
    if (renumbered) publishColumnRenumbered(session, config.id, column.value);
  }
}
