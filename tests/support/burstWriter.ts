import { seededRandom } from '@listboard/shared';
import type { Item } from '@listboard/shared';
import { type ApiClient, DEMO_SITE } from './apiClient';
import { type EditorBoard, fieldValues } from './boardEditor';
import type { CardValues, WriteLedger } from './writeLedger';

/**
 * Longer than any answer may take: a storage outage is answered within about 5 s, a held column
 * within 8 s (tableColumnLocks.ts); a call still unanswered after this is a hang.
 */
export const WRITE_PATIENCE_MS = 15_000;

/**
 * One person writing without pause through an outage: creates cards, renames and moves the cards
 * they created or were given, one write at a time, each card with the ETag they last saw. Only
 * this writer writes its cards, and every edit and create writes a title and a project with the
 * same tag, so the final state shows whether a write was applied only in part.
 */
export class BurstWriter {
  private readonly cards = new Map<number, Item>();
  private readonly random: () => number;
  private made = 0;

  constructor(
    readonly name: string,
    private readonly client: ApiClient,
    private readonly board: Pick<EditorBoard, 'boardID' | 'listID' | 'columns' | 'lanes'>,
    private readonly ledger: WriteLedger,
    seed: number,
  ) {
    this.random = seededRandom(seed);
  }

  own(cards: Item[]): void {
    for (const card of cards) this.cards.set(card.id, card);
  }

  async run(stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      const roll = this.random();
      if (roll < 0.3 || this.cards.size === 0) await this.create();
      else if (roll < 0.75) await this.edit(this.pick([...this.cards.values()]));
      else await this.move(this.pick([...this.cards.values()]));
    }
  }

  private pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.random() * values.length)];
  }

  private tagged(): { title: string; project: string } {
    this.made += 1;
    return { title: `T ${this.name} ${this.made}`, project: `P ${this.name} ${this.made}` };
  }

  private post<T>(path: string, body: unknown) {
    return this.client.call<T>('POST', path, body, {}, { patienceMs: WRITE_PATIENCE_MS });
  }

  /** Reads a card again after a write, as the page does; while storage is down the old copy stays. */
  private async refresh(cardId: number): Promise<void> {
    const answer = await this.post<Item>(`kanban/${this.board.boardID}/task`, {
      info: { siteURL: DEMO_SITE, listID: this.board.listID, itemID: cardId },
    });
    if (answer.status === 200) this.cards.set(cardId, answer.body);
  }

  private async create(): Promise<void> {
    const values: Required<CardValues> = { ...this.tagged(), column: this.pick(this.board.columns), lane: this.pick(this.board.lanes) };
    const answer = await this.ledger.track<{ itemID: number }>('create', this.name, null, values, () =>
      this.post('item/values', {
        boardID: this.board.boardID,
        siteURL: DEMO_SITE,
        listID: this.board.listID,
        itemID: 0,
        values: fieldValues(values),
      }),
    );
    if (answer.status === 200) await this.refresh(answer.body.itemID);
  }

  private async edit(card: Item): Promise<void> {
    const values = this.tagged();
    await this.ledger.track('edit', this.name, card.id, values, () =>
      this.post('item/values', {
        boardID: this.board.boardID,
        siteURL: DEMO_SITE,
        listID: this.board.listID,
        itemID: card.id,
        etag: card.info.etag,
        values: fieldValues(values),
      }),
    );
    await this.refresh(card.id);
  }

  private async move(card: Item): Promise<void> {
    const values = { column: this.pick(this.board.columns), lane: this.pick(this.board.lanes) };
    const answer = await this.ledger.track<Item>('move', this.name, card.id, values, () =>
      this.post('kanban/movetask', {
        boardID: this.board.boardID,
        columnValue: values.column,
        rowValue: values.lane,
        info: card.info,
        order: null,
      }),
    );
    if (answer.status === 200) this.cards.set(card.id, answer.body);
    else await this.refresh(card.id);
  }
}
