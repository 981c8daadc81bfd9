import { type CardOutcomes, type PackedTasksResponse, unpackTasks } from '@listboard/shared';
import type { ApiClient } from '../support/apiClient';
import { timed } from './stats';

/** Cards a selection's move carries in the bench, and how many such moves it times (after one warm-up). */
export const SELECTION = 50;
const SELECTION_RUNS = 10;

/**
 * Times selection moves through the API (POST kanban/movetasks): each time the fullest cell of a lane gives
 * SELECTION cards to the next column, as a person's drag of a selected card does (docs/board-page.md#selection).
 */
export async function benchSelectionMoves(api: ApiClient, boardId: string, tasksBody: object): Promise<number[]> {
  const times: number[] = [];
  for (let run = -1; run < SELECTION_RUNS; run += 1) {
    const shown = unpackTasks((await api.call<PackedTasksResponse>('POST', 'kanban/tasks', tasksBody)).body);
    // Lanes with a cell that can give SELECTION cards (the default lane of the bench board is empty).
    const lanes = shown.rows.filter((candidate) => candidate.columns.some((column) => column.items.length >= SELECTION));
    if (lanes.length === 0) throw new Error(`no cell of the bench board holds ${SELECTION} cards`);
    const row = lanes[Math.max(0, run) % lanes.length];
    const fullest = row.columns.reduce((best, column, index) => (column.items.length > row.columns[best].items.length ? index : best), 0);
    const cards = row.columns[fullest].items.slice(0, SELECTION);
    const target = row.columns[(fullest + 1) % row.columns.length];
    let outcomes: CardOutcomes | undefined;
    const time = await timed(async () => {
      const answer = await api.call<CardOutcomes>('POST', 'kanban/movetasks', {
        boardID: boardId,
        columnValue: target.value,
        rowValue: row.value,
        cards: cards.map((card) => card.info),
      });
      if (answer.status !== 200) throw new Error(`movetasks answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      outcomes = answer.body;
    });
    if (outcomes?.results.some((result) => result.outcome !== 'done')) throw new Error('a selection move left cards behind');
    if (run >= 0) times.push(time);
  }
  return times;
}
