import type { Item, TasksResponse } from '@listboard/shared';
import type { RestartableService } from '@listboard/local';
import type { ApiClient } from '../support/apiClient';
import { storedConfigOf } from '../support/boardConfig';
import { Inbox } from '../support/inbox';
import { BENCH_COLUMNS } from './benchBoard';
import { median, percentile } from './stats';

export const BURST = 1_000;
/** Writes in flight at once during a burst, as a busy team's pages send them. */
const IN_FLIGHT = 4;

export interface MailBurst {
  /** Write latencies without rules; with the five rules while the queue's handler waits (as on instances of its own); and while it runs beside them. */
  withoutRules: number[];
  withRules: number[];
  withRulesBesideHandler: number[];
  /** From the first write of the bursts until every change they made is told (the last message is in the inbox). */
  lastMessageMs: number;
  messages: number;
}

/** The bench board's five rules: assignments, every column change to the card's owners, and three that rarely hold. */
function fiveRules() {
  const owners = [{ login: 'Owner', isField: true }];
  const rule = (name: string, conditions: unknown[]) => ({
    name,
    message: '<p>{Editor} changed {TaskLink}:</p>{ChangedValues}',
    conditions,
    users: owners,
  });
  return {
    assignNotify: true,
    rules: [
      rule('Stage changed', [{ field: 'Stage', operator: 'IsModified' }]),
      rule('Big task done', [
        { field: 'Stage', operator: 'Eq', value: 'Done' },
        { field: 'Points', operator: 'Gt', value: '12', conjunction: 'AND' },
      ]),
      rule('Tagged urgent', [{ field: 'Tags', operator: 'Contains', value: 'Urgent' }]),
      { ...rule('Points changed', [{ field: 'Points', operator: 'IsModified' }]), ignoreOtherChanges: true },
    ],
  };
}

const isColumnBusy = (answer: { status: number; body: unknown }) =>
  answer.status === 409 && (answer.body as { code?: string } | null)?.code === 'column_busy';

async function moveBurst(api: ApiClient, boardId: string, cards: Item[]): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cards.length) {
      const card = cards[next++];
      const columnValue = BENCH_COLUMNS[(BENCH_COLUMNS.indexOf(card.columnValue) + 1) % BENCH_COLUMNS.length];
      const started = performance.now();
      const move = () =>
        api.call<Item>('POST', 'kanban/movetask', { boardID: boardId, rowValue: card.rowValue, columnValue, order: null, info: card.info });
      let answer = await move();
      // Four movers into one column can outwait its lock on a busy machine; the page says "try again in a
      // moment", and the bench does so, counting the wait in the move's time.
      for (let retry = 0; retry < 5 && isColumnBusy(answer); retry += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await move();
      }
      if (answer.status !== 200) throw new Error(`movetask answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      times.push(performance.now() - started);
      card.columnValue = columnValue;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return times;
}

/**
 * The mail burst (docs/performance.md): 1,000 card moves on the bench board without notification rules, then 1,000 with
 * five; the write latency of both, and how long until MailDev holds the last message the second sent.
 */
export async function benchMailBurst(
  api: ApiClient,
  boardId: string,
  inboxUrl: string,
  handler: RestartableService,
  allTold: () => Promise<boolean>,
): Promise<MailBurst> {
  // Each burst moves the cards as the board shows them now (their versions change with every move).
  const cardsNow = async () => {
    const tasksBody = {
      boardID: boardId,
      filter: { activeFilters: [], users: [], lists: [], views: [] },
      searchKey: '',
      requestViewType: 0,
    };
    const board = (await api.call<TasksResponse>('POST', 'kanban/tasks', tasksBody)).body;
    return board.rows.flatMap((row) => row.columns.flatMap((column) => column.items)).slice(0, BURST);
  };
  const withoutRules = await moveBurst(api, boardId, await cardsNow());

  const config = await storedConfigOf(api, boardId);
  const saved = await api.call('POST', 'boards/board', { ...config, notificationsDefinition: fiveRules() });
  if (saved.status !== 200) throw new Error(`saving the rules answered ${saved.status}: ${JSON.stringify(saved.body)}`);

  const inbox = new Inbox(inboxUrl);
  const before = (await inbox.all()).length;
  // In Azure the queue function scales on instances of its own (Flex Consumption scales each non-HTTP
  // function by itself), so the writes are timed first with the handler held, then beside it on these two cores.
  const cards = await cardsNow();
  const started = performance.now();
  await handler.stop();
  const withRules = await moveBurst(api, boardId, cards);
  await handler.start();
  const withRulesBesideHandler = await moveBurst(api, boardId, await cardsNow());
  // Changes of one card within the combining window share a message, so the count of messages is not
  // known beforehand: the bursts are over when no change waits to be told.
  let lastMessageMs = Number.NaN;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (await allTold()) {
      lastMessageMs = performance.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const messages = (await inbox.all()).length - before;
  return { withoutRules, withRules, withRulesBesideHandler, lastMessageMs, messages };
}

export const burstSummary = (burst: MailBurst) => ({
  p50Without: median(burst.withoutRules),
  p50With: median(burst.withRules),
  p95Without: percentile(burst.withoutRules, 95),
  p95With: percentile(burst.withRules, 95),
  p50Beside: median(burst.withRulesBesideHandler),
  p95Beside: percentile(burst.withRulesBesideHandler, 95),
});
