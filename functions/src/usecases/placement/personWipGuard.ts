import { type BoardConfig, type LoadCard, type StoredValue, boardFlowColumns, cardIdOf, peopleOverLimit } from '@listboard/shared';
import { conflict } from '../errors';
import type { OpenBoard } from '../common/boardAccess';
import { idsOf } from '../common/cardMapper';
import type { Session } from '../../context/session';
import { holdingBoardKey } from './columnGuard';
import { readColumn } from './columnOrder';

/**
 * The key the board's people are held under while a write checks their loads. No column can have it as its value
 * (a choice has no control characters). It is always taken after a column's key, never before, so two writes
 * never wait for each other's (docs/concurrency.md#wip-per-person).
 */
const PEOPLE_KEY = '\u0000people';

/** A card as a write finds it (null: a new or restored card) and leaves it. */
export interface LoadChange {
  cardId: string;
  before: Record<string, StoredValue> | null;
  after: Record<string, StoredValue>;
}

/** The loads the writes held under the board's people count against: each admitted write adds to them. */
export interface PeopleLedger {
  /** Refuses the write (person_wip_limit, naming the first person it would take past the limit), else counts it. */
  admit(change: LoadChange): Promise<void>;
}

const loadCardOf = (config: BoardConfig, cardId: string, values: Record<string, StoredValue>): LoadCard => ({
  id: cardId,
  column: String(values[config.columnFieldName] ?? ''),
  people: config.userField ? idsOf(values[config.userField]) : [],
});

/** Whether the write may raise anyone's load: it leaves people on a started card who were not counted there before. */
function mayRaise(config: BoardConfig, started: ReadonlySet<string>, change: LoadChange): boolean {
  const after = loadCardOf(config, change.cardId, change.after);
  if (!started.has(after.column)) return false;
  const before = change.before && loadCardOf(config, change.cardId, change.before);
  const counted = before && started.has(before.column) ? new Set(before.people) : new Set<number>();
  return after.people.some((person) => !counted.has(person));
}

/** List ids are compared without letter case, as the hosts do. */
const keyOf = (cardId: string) => cardId.toLowerCase();

const ADMIT_ALL: PeopleLedger = { admit: async () => undefined };

/**
 * Runs writes that may raise people's loads (docs/reporting.md#wip-per-person) while holding the board's people,
 * when the board limits them and one of `changes` raises a load; `work` admits each write through the ledger before
 * it writes. The board's started cards are read once, under the hold, so two parallel writes cannot both take the
 * last place of a person.
 */
export async function holdingPeopleLoads<T>(
  session: Session,
  board: OpenBoard,
  changes: readonly LoadChange[],
  work: (ledger: PeopleLedger) => Promise<T>,
): Promise<T> {
  const config = board.config;
  const limit = config.flow.personWipLimit;
  const { started } = boardFlowColumns(config.columnDefinitions);
  if (limit <= 0 || !config.userField || !changes.some((change) => mayRaise(config, started, change))) return work(ADMIT_ALL);
  return holdingBoardKey(session, config.id, PEOPLE_KEY, async () => {
    const columns = await Promise.all([...started].map((column) => readColumn(session, config, column)));
    const cards = new Map<string, LoadCard>();
    for (const entry of columns.flat()) {
      const card = loadCardOf(config, keyOf(cardIdOf(entry.listId, entry.record.id)), entry.record.values);
      cards.set(card.id, card);
    }
    return work({
      admit: async (change) => {
        const after = loadCardOf(config, keyOf(change.cardId), change.after);
        const over = peopleOverLimit(limit, started, [...cards.values()], after);
        if (over.length > 0) throw await refusal(session, config, over[0], limit);
        cards.set(after.id, after);
      },
    });
  });
}

/** Runs one write after the person limits admitted it. */
export function withinPeopleLimits<T>(session: Session, board: OpenBoard, change: LoadChange, write: () => Promise<T>): Promise<T> {
  return holdingPeopleLoads(session, board, [change], async (ledger) => {
    await ledger.admit(change);
    return write();
  });
}

async function refusal(session: Session, config: BoardConfig, person: number, limit: number) {
  const users = await Promise.all(
    [...new Set(config.source.lists.map((source) => source.url))].map((url) => session.lists.getSiteUsers(url)),
  );
  const name = users.flat().find((user) => user.id === person)?.name ?? `#${person}`;
  return conflict('person_wip_limit', `${name} has reached this board's limit of started cards per person (${limit}).`, {
    person: name,
    limit,
  });
}
