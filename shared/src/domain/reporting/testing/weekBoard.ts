import type { CardHistory } from '../cardHistory';

/** Test data of the reporting rules' tests: hand-computed boards (their expected figures are in each test). */
export const at = (iso: string) => Date.parse(iso);
export const COLUMNS = ['Not Started', 'In Progress', 'Completed'];
export const moves = (...steps: [string, string][]) => steps.map(([time, status]) => ({ at: at(time), status }));

/** A week in November 2026: a card moved back and forth, one deleted, one waiting, one deleted the day it came, an old one. */
export const WEEK_BOARD: CardHistory[] = [
  {
    cardId: 't:backAndForth',
    created: at('2026-11-02T10:00Z'),
    deleted: null,
    changes: moves(
      ['2026-11-02T10:00Z', 'Not Started'],
      ['2026-11-03T10:00Z', 'In Progress'],
      ['2026-11-04T10:00Z', 'Not Started'],
      ['2026-11-05T10:00Z', 'In Progress'],
      ['2026-11-06T10:00Z', 'Completed'],
    ),
  },
  {
    cardId: 't:deleted',
    created: at('2026-11-02T12:00Z'),
    deleted: at('2026-11-06T12:00Z'),
    changes: moves(['2026-11-02T12:00Z', 'In Progress'], ['2026-11-04T12:00Z', 'Completed']),
  },
  { cardId: 't:waiting', created: at('2026-11-03T08:00Z'), deleted: null, changes: moves(['2026-11-03T08:00Z', 'Not Started']) },
  {
    cardId: 't:brief',
    created: at('2026-11-05T09:00Z'),
    deleted: at('2026-11-05T15:00Z'),
    changes: moves(['2026-11-05T09:00Z', 'In Progress']),
  },
  {
    cardId: 't:old',
    created: at('2026-11-01T10:00Z'),
    deleted: null,
    changes: moves(['2026-11-01T10:00Z', 'In Progress'], ['2026-11-07T10:00Z', 'Completed']),
  },
];
