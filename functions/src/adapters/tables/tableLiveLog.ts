import type { TableClient, TableEntityResult, TransactionAction } from '@azure/data-tables';
import type { RealtimeEvent } from '@listboard/shared';
import type { LiveLog, MissedEvents } from '../../ports/liveLog';
import { fromChunks, toChunks } from './chunkedJson';
import { type TableClients, deletePartition, getEntityOrNull, keyOf, listAll, odataString, statusOf } from './tableClients';

export const LIVE_LOG_TABLE = 'lbliveevents';
const COUNTER_ROW = 'sequence';

export interface LiveLogLimits {
  /** Events kept per board: a page that missed more reads the board again. */
  kept: number;
  /** How long an event is replayed: a page away for longer reads the board again. */
  keptMs: number;
  /** Parallel appends on one board retry their conditional write this often before giving up. */
  maxTries: number;
}

const DEFAULT_LIMITS: LiveLogLimits = { kept: 200, keptMs: 10 * 60_000, maxTries: 50 };

interface CounterRow {
  sequence: number;
}

/** A counter row as read or written, with the ETag a conditional write names. */
interface CounterRead extends CounterRow {
  etag: string;
}

interface EventRow {
  sequence: number;
  keptAt: number;
}

const slotOf = (sequence: number, kept: number) => `event_${String(sequence % kept).padStart(6, '0')}`;

/** Another append changed the counter (412) or created it (409) first. */
function isConflict(error: unknown): boolean {
  const status = statusOf(error);
  return status === 409 || status === 412;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The live log in Table Storage, one partition per board: a counter row and a ring of slots, the
 * event numbered n in slot n mod `kept`. An append writes both in one transaction, the counter on
 * condition of the ETag it read (or created when it did not exist): of parallel appends one lands
 * and the others read again, so the numbers are unique and without gaps, and an event is kept if
 * and only if its number was given. Old slots are overwritten, never deleted.
 */
export class TableLiveLog implements LiveLog {
  /** The counter row this instance wrote last, per board partition. */
  private readonly lastWritten = new Map<string, CounterRead>();

  constructor(
    private readonly tables: TableClients,
    private readonly limits: LiveLogLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  async append(boardId: string, event: RealtimeEvent): Promise<RealtimeEvent> {
    const client = await this.tables.table(LIVE_LOG_TABLE);
    const partitionKey = keyOf(boardId);
    // An instance's appends to a board come one after the other (the outbox): the counter it wrote
    // last is nearly always still the board's, so it writes on that ETag without reading first.
    let counter = this.lastWritten.get(partitionKey) ?? (await getEntityOrNull<CounterRow>(client, partitionKey, COUNTER_ROW));
    for (let attempt = 1; ; attempt++) {
      const sequence = (counter?.sequence ?? 0) + 1;
      const numbered = { ...event, sequence };
      const slot = {
        partitionKey,
        rowKey: slotOf(sequence, this.limits.kept),
        sequence,
        keptAt: this.now(),
        ...toChunks('event', JSON.stringify(numbered)),
      };
      try {
        const answer = await client.submitTransaction([counterWrite(partitionKey, counter, sequence), ['upsert', slot, 'Replace']]);
        const etag = answer.subResponses[0]?.etag;
        if (etag) this.lastWritten.set(partitionKey, { sequence, etag });
        else this.lastWritten.delete(partitionKey);
        return numbered;
      } catch (error) {
        this.lastWritten.delete(partitionKey);
        if (!isConflict(error) || attempt >= this.limits.maxTries) throw error;
        // Spread the retries of parallel appends so they do not collide again in step.
        await pause(Math.random() * Math.min(50, attempt * 5));
        counter = await getEntityOrNull<CounterRow>(client, partitionKey, COUNTER_ROW);
      }
    }
  }

  async latest(boardId: string): Promise<number> {
    const counter = await getEntityOrNull<CounterRow>(await this.tables.table(LIVE_LOG_TABLE), keyOf(boardId), COUNTER_ROW);
    return counter?.sequence ?? 0;
  }

  async since(boardId: string, after: number): Promise<MissedEvents> {
    const client = await this.tables.table(LIVE_LOG_TABLE);
    const latest = await this.latest(boardId);
    if (after >= latest) return { events: [], complete: after === latest };
    const rows = await this.slotsAfter(client, boardId, after);
    const oldestKept = this.now() - this.limits.keptMs;
    const events = rows
      .filter((row) => row.sequence <= latest && row.keptAt >= oldestKept)
      .sort((a, b) => a.sequence - b.sequence)
      .map((row) => JSON.parse(fromChunks('event', row)) as RealtimeEvent);
    return { events, complete: events.length === latest - after };
  }

  async removeBoard(boardId: string): Promise<void> {
    this.lastWritten.delete(keyOf(boardId));
    await deletePartition(await this.tables.table(LIVE_LOG_TABLE), keyOf(boardId));
  }

  private slotsAfter(
    client: TableClient,
    boardId: string,
    after: number,
  ): Promise<TableEntityResult<EventRow & Record<string, unknown>>[]> {
    return listAll<EventRow & Record<string, unknown>>(
      client,
      `PartitionKey eq ${odataString(keyOf(boardId))} and RowKey ne '${COUNTER_ROW}' and sequence gt ${after}`,
    );
  }
}

function counterWrite(partitionKey: string, read: CounterRead | null, sequence: number): TransactionAction {
  const row = { partitionKey, rowKey: COUNTER_ROW, sequence };
  return read ? ['update', row, 'Replace', { etag: read.etag }] : ['create', row];
}
