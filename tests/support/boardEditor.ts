import { DEFAULT_ORDER, type Item, type TasksResponse, orderBetween, seededRandom } from '@listboard/shared';
import { type ApiAnswer, type ApiClient, DEMO_SITE } from './apiClient';
import type { CardValues, WriteLedger } from './writeLedger';

/** Longer than any answer may take under load; a write still unanswered then is a hang. */
const PATIENCE_MS = 20_000;
/** How often a page sees the others' changes (live events, reloads): between reloads its ETags age. */
const RELOAD_EVERY_WRITES = 40;

export interface EditorBoard {
  boardID: string;
  listID: string;
  columns: string[];
  /** Lane values; '' is the default lane. */
  lanes: string[];
  /** The column whose cells have a WIP limit: writes aim at it more often, so the limit is pressed. */
  limitedColumn: string;
  /**
   * Two cards many drops go between, as people dropping one card after another at the same place:
   * the gap runs out of decimals, and the column is renumbered while others write to it.
   */
  busyGap: { column: string; lane: string; previous: Item; next: Item };
}

export async function loadBoard(client: ApiClient, boardID: string): Promise<TasksResponse> {
  const answer = await client.call<TasksResponse>('POST', 'kanban/tasks', { boardID }, {}, { patienceMs: PATIENCE_MS });
  if (answer.status !== 200) throw new Error(`board load answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The cards of one cell of a loaded board. */
export function cellOf(board: TasksResponse, lane: string, column: string): Item[] {
  const items = board.rows.find((r) => r.name === lane)?.columns.find((c) => c.name === column)?.items;
  if (!items) throw new Error(`no cell ${lane} / ${column}`);
  return items;
}

export function cardsOf(board: TasksResponse): Item[] {
  return board.rows.flatMap((r) => r.columns.flatMap((c) => c.items));
}

/** A card dropped at the end of another column of its lane, as a drag on the page asks for it. */
export function moveCard<T = Item>(client: ApiClient, boardID: string, card: Item, columnValue: string): Promise<ApiAnswer<T>> {
  return client.call<T>('POST', 'kanban/movetask', {
    boardID,
    rowValue: card.rowValue,
    isBetweenRows: false,
    columnValue,
    order: null,
    info: card.info,
    requestViewType: 0,
  });
}

/**
 * One person working on a board through the API as the page does: they see the board as they
 * last loaded it, write with the ETags they saw (stale once someone else changed a card), drop
 * cards between the neighbours they see, and quick-add at the top of a cell.
 */
export class BoardEditor {
  private readonly view = new Map<number, Item>();
  private readonly random: () => number;
  private writesSinceReload = 0;
  private made = 0;

  constructor(
    readonly name: string,
    private readonly client: ApiClient,
    private readonly board: EditorBoard,
    private readonly ledger: WriteLedger,
    seed: number,
  ) {
    // Seeded, so every run makes the same choices from the same view.
    this.random = seededRandom(seed);
  }

  /** Makes `perKind` writes of each kind, interleaved at random, one at a time as a person does. */
  async work(perKind: number): Promise<void> {
    const plan = (['move', 'edit', 'quickAdd'] as const).flatMap((kind) => Array.from({ length: perKind }, () => kind));
    for (let i = plan.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.random() * (i + 1));
      [plan[i], plan[j]] = [plan[j], plan[i]];
    }
    await this.reload();
    for (const kind of plan) {
      if (this.writesSinceReload >= RELOAD_EVERY_WRITES) await this.reload();
      this.writesSinceReload += 1;
      if (kind === 'move') await this.move();
      else if (kind === 'edit') await this.edit();
      else await this.quickAdd();
    }
  }

  private async reload(): Promise<void> {
    this.view.clear();
    for (const card of cardsOf(await loadBoard(this.client, this.board.boardID))) this.view.set(card.id, card);
    this.writesSinceReload = 0;
  }

  /** After a refusal the page shows the card as it is now (the answer says the board was refreshed). */
  private async refresh(cardId: number): Promise<void> {
    const info = { siteURL: DEMO_SITE, listID: this.board.listID, itemID: cardId };
    const answer = await this.client.call<Item>('POST', `kanban/${this.board.boardID}/task`, { info }, {}, { patienceMs: PATIENCE_MS });
    if (answer.status === 200) this.view.set(cardId, answer.body);
  }

  private pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.random() * values.length)];
  }

  private targetColumn(): string {
    return this.random() < 0.35 ? this.board.limitedColumn : this.pick(this.board.columns);
  }

  /** A unique tag for each value written, so every value on the board tells which write put it there. */
  private tag(): string {
    this.made += 1;
    return `${this.name} ${this.made}`;
  }

  private cell(column: string, lane: string, without?: number): Item[] {
    return [...this.view.values()]
      .filter((c) => c.columnValue === column && c.rowValue === lane && c.id !== without)
      .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity));
  }

  private send<T>(path: string, body: unknown): Promise<ApiAnswer<T>> {
    return this.client.call<T>('POST', path, body, {}, { patienceMs: PATIENCE_MS });
  }

  private async move(): Promise<void> {
    const card = this.pick([...this.view.values()]);
    const roll = this.random();
    const answer = await (roll < 0.08 ? this.dropInBusyGap(card) : roll < 0.9 ? this.dropAnywhere(card) : this.dropUnplaced(card));
    if (answer.status === 200) this.view.set(card.id, answer.body);
    else if (answer.status === 412) await this.refresh(card.id);
  }

  private sendMove(
    card: Item,
    column: string,
    lane: string,
    placement: { order: number | null; neighbours?: { previous: string | null; next: string | null } },
  ) {
    return this.ledger.track<Item>('move', this.name, card.id, { column, lane }, () =>
      this.send('kanban/movetask', {
        boardID: this.board.boardID,
        rowValue: lane,
        isBetweenRows: lane !== card.rowValue,
        columnValue: column,
        requestViewType: 0,
        info: card.info,
        ...placement,
      }),
    );
  }

  private dropInBusyGap(card: Item) {
    const { column, lane, previous, next } = this.board.busyGap;
    const order = orderBetween(this.view.get(previous.id)?.order, this.view.get(next.id)?.order);
    return this.sendMove(card, column, lane, { order, neighbours: { previous: previous.uniqueID, next: next.uniqueID } });
  }

  private dropAnywhere(card: Item) {
    const column = this.targetColumn();
    const lane = this.pick(this.board.lanes);
    const cell = this.cell(column, lane, card.id);
    const place = Math.floor(this.random() * (cell.length + 1));
    const [previous, next] = [cell[place - 1], cell[place]];
    return this.sendMove(card, column, lane, {
      order: orderBetween(previous?.order, next?.order),
      neighbours: { previous: previous?.uniqueID ?? null, next: next?.uniqueID ?? null },
    });
  }

  /** A page sorted by a field offers no place between cards: its drops name none. */
  private dropUnplaced(card: Item) {
    return this.sendMove(card, this.targetColumn(), this.pick(this.board.lanes), { order: null });
  }

  private async edit(): Promise<void> {
    const card = this.pick([...this.view.values()]);
    const tag = this.tag();
    const values: CardValues = { title: `Title ${tag}` };
    if (this.random() < 0.5) values.project = `Project ${tag}`;
    // Some edits move the card too (the column or lane field in the dialog): they pass the same rules as a move.
    if (this.random() < 0.15) values.column = this.targetColumn();
    if (this.random() < 0.1) values.lane = this.pick(this.board.lanes);
    const answer = await this.ledger.track('edit', this.name, card.id, values, () =>
      this.send('item/values', {
        boardID: this.board.boardID,
        siteURL: DEMO_SITE,
        listID: this.board.listID,
        itemID: card.id,
        etag: card.info.etag,
        values: fieldValues(values),
      }),
    );
    // A save answers no card: reading it back is how the editor learns its new ETag, as the page's next load would.
    if (answer.status !== 409) await this.refresh(card.id);
  }

  private async quickAdd(): Promise<void> {
    const column = this.targetColumn();
    const lane = this.pick(this.board.lanes);
    const values: Required<CardValues> = { title: `Quick add ${this.tag()}`, column, lane, project: '' };
    const top = this.cell(column, lane)[0];
    await this.ledger.track('create', this.name, null, values, () =>
      this.send(`kanban/${this.board.boardID}/items/${this.board.listID}/`, {
        siteURL: DEMO_SITE,
        values: [...fieldValues(values), { name: 'KanbanOrder', value: String(orderBetween(undefined, top?.order) ?? DEFAULT_ORDER) }],
      }),
    );
  }
}

/** The demo list's fields behind the tracked values (the default lane is an empty Priority). */
export function fieldValues(values: CardValues): { name: string; value: string }[] {
  const fields: { name: string; value: string }[] = [];
  if (values.title !== undefined) fields.push({ name: 'Title', value: values.title });
  if (values.project) fields.push({ name: 'Project', value: values.project });
  if (values.column !== undefined) fields.push({ name: 'Status', value: values.column });
  if (values.lane !== undefined) fields.push({ name: 'Priority', value: values.lane });
  return fields;
}
