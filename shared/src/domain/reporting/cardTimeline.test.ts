import { describe, expect, it } from 'vitest';
import { columnPathOf } from './cardTimeline';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe("a card's path through the columns", () => {
  it('gives each stay its time, a return to a column a stay of its own, and the last stay until now', () => {
    const path = columnPathOf(
      [
        { at: at('2026-11-01T09:00Z'), column: 'Not Started' },
        { at: at('2026-11-01T10:00Z') },
        { at: at('2026-11-02T09:00Z'), column: 'In Progress' },
        { at: at('2026-11-02T12:00Z'), column: 'In Progress' },
        { at: at('2026-11-03T09:00Z'), column: 'Review' },
        { at: at('2026-11-03T15:00Z'), column: 'In Progress' },
      ],
      at('2026-11-04T15:00Z'),
    );
    expect(path.map(({ column, ms, current }) => [column, ms / HOUR, current])).toEqual([
      ['Not Started', 24, false],
      ['In Progress', 24, false],
      ['Review', 6, false],
      ['In Progress', 24, true],
    ]);
    expect(path[1]).toMatchObject({ from: at('2026-11-02T09:00Z'), to: at('2026-11-03T09:00Z') });
  });

  it('is empty without versions, and one stay for a card never moved', () => {
    expect(columnPathOf([], 0)).toEqual([]);
    expect(columnPathOf([{ at: 1000, column: 'New' }], 4000)).toEqual([{ column: 'New', from: 1000, to: 4000, ms: 3000, current: true }]);
  });
});
