import { type ListHost, TableBoardStore, TableClients, TableListHost, type StoredValue } from '@listboard/functions/host-api';
import { DEMO_USERS } from '@listboard/local';
import { DEFAULT_ORDER, ORDER_STEP, boardConfigSchema } from '@listboard/shared';

export const BENCH_COLUMNS = ['Backlog', 'Ready', 'Design', 'Build', 'Test', 'Review', 'Release', 'Done'];
export const BENCH_LANES = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'];
export const BENCH_ITEMS = 5_000;

export interface BenchShape {
  /** How many items the list holds. */
  items: number;
  /** Whether the board has the 5 lanes. */
  lanes: boolean;
  /** How many items sit in the first column; the rest spread over all 8. Null spreads them all. */
  firstColumn: number | null;
}

export const LANES_SHAPE: BenchShape = { items: BENCH_ITEMS, lanes: true, firstColumn: null };

function stageOf(index: number, shape: BenchShape): string {
  if (shape.firstColumn === null) return BENCH_COLUMNS[index % BENCH_COLUMNS.length];
  return index < shape.firstColumn ? BENCH_COLUMNS[0] : BENCH_COLUMNS[1 + (index % (BENCH_COLUMNS.length - 1))];
}

/**
 * A list of 5,000 items (or the shape's count) and a board of 8 columns (by default x 5 lanes) over it,
 * on the demo site: in the built-in store, or on the list host given (the SharePoint test server's).
 */
export async function seedBenchBoard(
  connectionString: string,
  siteUrl: string,
  host: ListHost = new TableListHost(connectionString),
  shape: BenchShape = LANES_SHAPE,
): Promise<{ boardId: string; listId: string }> {
  const list = await host.createList(siteUrl, {
    title: `Bench tasks ${shape.items}${shape.lanes ? '' : ' no lanes'}${shape.firstColumn === null ? '' : ` ${shape.firstColumn} first`}`,
    fields: [
      { internalName: 'Title', name: 'Title', type: 'Text', isRequired: true },
      { internalName: 'Stage', name: 'Stage', type: 'Choice', choices: BENCH_COLUMNS },
      { internalName: 'Team', name: 'Team', type: 'Choice', choices: BENCH_LANES },
      { internalName: 'Owner', name: 'Owner', type: 'User', isMulti: true },
      { internalName: 'Due', name: 'Due', type: 'DateTime', dateOnly: true },
      { internalName: 'Tags', name: 'Tags', type: 'MultiChoice', choices: ['Bug', 'Feature', 'Chore'] },
      { internalName: 'Points', name: 'Points', type: 'Number' },
      { internalName: 'KanbanOrder', name: 'Order', type: 'Number' },
    ],
  });
  const users = await host.getSiteUsers(siteUrl);
  const rows: Record<string, StoredValue>[] = [];
  for (let i = 0; i < shape.items; i += 1) {
    rows.push({
      Title: `Bench task ${i + 1}`,
      Stage: stageOf(i, shape),
      Team: BENCH_LANES[Math.floor(i / BENCH_COLUMNS.length) % BENCH_LANES.length],
      Owner: [users[i % users.length].id],
      Due: new Date(Date.UTC(2026, 11, 1 + (i % 28))).toISOString(),
      Tags: [['Bug', 'Feature', 'Chore'][i % 3]],
      Points: i % 13,
      // Every card its own place, so a card dropped between two lands between them.
      KanbanOrder: DEFAULT_ORDER + i * ORDER_STEP,
    });
  }
  await host.createItems(siteUrl, list.id, rows, users[0].id);
  const boardId = await createBenchBoard(connectionString, siteUrl, { id: list.id, title: list.title }, shape.lanes);
  return { boardId, listId: list.id };
}

/** A board of the 8 columns (and the 5 lanes) over a bench list already seeded; `showAging` turns card aging on. */
export async function createBenchBoard(
  connectionString: string,
  siteUrl: string,
  list: { id: string; title: string },
  lanes: boolean,
  { showAging = false } = {},
): Promise<string> {
  const boards = new TableBoardStore(new TableClients(connectionString));
  const board = await boards.create(
    new URL(siteUrl).origin,
    boardConfigSchema.parse({
      name: `Bench board: ${list.title}${lanes ? '' : ', no lanes'}${showAging ? ', aging' : ''}`,
      source: { lists: [{ url: siteUrl, listID: list.id, name: list.title }] },
      columnFieldName: 'Stage',
      columnDefinitions: BENCH_COLUMNS.map((c) => ({ name: c, value: c })),
      swimlanes: lanes ? { field: 'Team', lanes: BENCH_LANES.map((l) => ({ name: l, value: l })) } : { field: null },
      userField: 'Owner',
      dueDateField: 'Due',
      labelsFieldName: 'Tags',
      cardFields: ['Points'],
      allowSorting: true,
      flow: { showAging },
      permission: { defaultUserPermission: 2, boardOwners: [{ login: DEMO_USERS[0].login }] },
    }),
  );
  return board.config.id;
}
