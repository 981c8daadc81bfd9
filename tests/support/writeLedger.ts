import { API_ERROR_STATUS, type ApiErrorBody, type Item } from '@listboard/shared';
import type { ApiAnswer } from './apiClient';

/** The values of a card the tests' writes set, as a board load shows them. */
export interface CardValues {
  column?: string;
  lane?: string;
  title?: string;
  project?: string;
}
export type TrackedField = keyof CardValues;
const TRACKED_FIELDS: TrackedField[] = ['column', 'lane', 'title', 'project'];

export type WriteKind = 'move' | 'edit' | 'create';

export interface LedgerWrite {
  kind: WriteKind;
  writer: string;
  /** The card written; a create's is the id it was answered with (null when refused). */
  cardId: number | null;
  values: CardValues;
  sentAt: number;
  answeredAt: number;
  status: number;
  code: string | null;
  retryAfter: string | null;
}

export function cardValuesOf(item: Item): Required<CardValues> {
  return { column: item.columnValue, lane: item.rowValue, title: item.name, project: item.card.Project?.v ?? '' };
}

const isAcknowledgedStatus = (status: number) => status >= 200 && status < 300;
const isAcknowledged = (write: LedgerWrite) => isAcknowledgedStatus(write.status);
/** A write the server gave up on: storage may have taken it before failing, so it may be applied, but only as a whole. */
const isUnsettled = (write: LedgerWrite) => write.status === 503;

/**
 * Every write of a test with when it was sent and answered, and the checks of what must hold
 * afterwards: refusals are typed, and the final state of every card is explained by its writes.
 */
export class WriteLedger {
  readonly writes: LedgerWrite[] = [];

  /** Sends a write and records it with its answer. */
  async track<T>(
    kind: WriteKind,
    writer: string,
    cardId: number | null,
    values: CardValues,
    send: () => Promise<ApiAnswer<T>>,
  ): Promise<ApiAnswer<T>> {
    const sentAt = performance.now();
    const answer = await send();
    const body = answer.body as (ApiErrorBody & { itemID?: number }) | null;
    const answeredCard = kind === 'create' ? (isAcknowledgedStatus(answer.status) ? (body?.itemID ?? null) : null) : cardId;
    this.writes.push({
      kind,
      writer,
      cardId: answeredCard,
      values,
      sentAt,
      answeredAt: performance.now(),
      status: answer.status,
      code: isAcknowledgedStatus(answer.status) ? null : (body?.code ?? null),
      retryAfter: answer.headers.get('retry-after'),
    });
    return answer;
  }

  count(kind: WriteKind, predicate: (write: LedgerWrite) => boolean = () => true): number {
    return this.writes.filter((w) => w.kind === kind && predicate(w)).length;
  }

  /**
   * Answers that are neither a success nor one of the allowed refusals with a code of that status
   * from the contract (a 503 must also say when to retry), described for the failure message.
   */
  unexpectedAnswers(allowedRefusals: readonly number[]): string[] {
    return this.writes
      .filter((w) => {
        if (isAcknowledged(w)) return false;
        if (!allowedRefusals.includes(w.status) || w.code === null) return true;
        const typed = (API_ERROR_STATUS as Record<string, number>)[w.code] === w.status;
        return !typed || (w.status === 503 && !(Number(w.retryAfter) > 0));
      })
      .map(describe);
  }

  /**
   * Cards whose final values no acknowledged write explains. Per card and field the writes that
   * touched it form a register: the final value must come from an acknowledged write that no other
   * acknowledged write followed (sent after it was answered), or from a write the server gave up on
   * (503) that none followed, or, with no acknowledged write at all, be the initial value. Every
   * value written is unique, so a refused write that was applied anyway shows up here too.
   */
  unexplainedValues(initial: ReadonlyMap<number, CardValues>, final: ReadonlyMap<number, CardValues>): string[] {
    const byCard = new Map<number, LedgerWrite[]>([...initial.keys()].map((id) => [id, []]));
    for (const write of this.writes) {
      if (write.cardId === null || !(isAcknowledged(write) || isUnsettled(write))) continue;
      byCard.set(write.cardId, [...(byCard.get(write.cardId) ?? []), write]);
    }
    const problems: string[] = [];
    for (const [cardId, writes] of byCard) {
      const now = final.get(cardId);
      if (!now) {
        problems.push(`card ${cardId} is gone; its writes: ${writes.map(describe).join('; ') || 'none'}`);
        continue;
      }
      for (const field of TRACKED_FIELDS) {
        const touching = writes.filter((w) => w.values[field] !== undefined);
        const acknowledged = touching.filter(isAcknowledged);
        const followed = (w: LedgerWrite) => acknowledged.some((later) => later.sentAt > w.answeredAt);
        const explanations = touching.filter((w) => !followed(w)).map((w) => w.values[field]);
        if (acknowledged.length === 0) explanations.push(initial.get(cardId)?.[field]);
        if (!explanations.includes(now[field])) {
          problems.push(
            `card ${cardId} has ${field} '${now[field]}', explained by none of ${JSON.stringify(explanations)}; its writes: ${touching.map(describe).join('; ')}`,
          );
        }
      }
    }
    return problems;
  }
}

function describe(write: LedgerWrite): string {
  return `${write.writer} ${write.kind} of card ${write.cardId ?? '(new)'} ${JSON.stringify(write.values)} -> ${write.status}${write.code ? ` ${write.code}` : ''}`;
}
