import { describe, expect, it } from 'vitest';
import type { ChartsResponse } from '@listboard/shared';
import { createTranslate } from '../../i18n/i18n';
import { chartTable, hasFigures } from './chartTables';
import { CHARTS as FIGURES } from './testing/chartsAnswer';

const t = createTranslate('en-US');

const MONTH = { start: '2026-10-28', end: '2026-11-26' };

/** The shared figures with a status outside the columns, the first three people, and a month's ranges. */
const CHARTS: ChartsResponse = {
  ...FIGURES,
  timeZone: 'Europe/Berlin',
  status: {
    days: MONTH,
    counts: [
      { status: 'To do', count: 2 },
      { status: 'Doing', count: 0 },
      { status: 'Done', count: 3 },
      { status: 'Old', count: 1 },
      { status: '', count: 1 },
    ],
  },
  members: { days: MONTH, rows: FIGURES.members.rows.slice(0, 3) },
  completion: { ...FIGURES.completion, days: MONTH },
  cycleTime: {
    days: MONTH,
    columns: [
      ...FIGURES.cycleTime.columns.slice(0, 1),
      { column: 'Doing', samples: 0, median: null, p85: null },
      ...FIGURES.cycleTime.columns.slice(1),
    ],
  },
};

/** The same board with nothing in any range. */
const EMPTY: ChartsResponse = {
  ...CHARTS,
  status: {
    ...CHARTS.status,
    counts: [
      { status: 'To do', count: 0 },
      { status: 'Doing', count: 0 },
      { status: 'Done', count: 0 },
    ],
  },
  members: { ...CHARTS.members, rows: [] },
  completion: { ...CHARTS.completion, onTime: 0, overdue: 0 },
  burndown: {
    ...CHARTS.burndown,
    points: [
      { label: '2026-11-25', created: 0, open: 0, closed: 0 },
      { label: '2026-11-26', created: 0, open: 0, closed: 0 },
    ],
  },
  leadTime: { ...CHARTS.leadTime, points: [{ label: '2026-11-23', byStage: {}, cards: 0 }] },
  flow: { ...CHARTS.flow, points: [{ label: '2026-11-26', byColumn: { 'To do': 0, Doing: 0, Done: 0 } }] },
  cycleTime: { ...CHARTS.cycleTime, columns: [{ column: 'To do', samples: 0, median: null, p85: null }] },
};

describe('chartTable', () => {
  it("lists the statuses in the server's order with their counts, naming the cards without a status", () => {
    expect(chartTable('status', CHARTS, t)).toEqual({
      header: ['Status', 'Cards'],
      rows: [
        ['To do', 2],
        ['Doing', 0],
        ['Done', 3],
        ['Old', 1],
        ['(no status)', 1],
      ],
    });
  });

  it('gives a person a row with a column per status any person has (zero where they have none), the unassigned named', () => {
    expect(chartTable('members', CHARTS, t)).toEqual({
      header: ['Person', 'To do', 'Doing', 'Done', 'Old', 'Cards'],
      rows: [
        ['Megan Bowen', 1, 0, 2, 0, 3],
        ['Alex Wilber', 0, 0, 1, 1, 2],
        ['Unassigned', 1, 0, 0, 0, 1],
      ],
    });
  });

  it('splits the completed cards into on time and overdue', () => {
    expect(chartTable('completion', CHARTS, t)).toEqual({
      header: ['Result', 'Cards'],
      rows: [
        ['On time', 2],
        ['Overdue', 1],
      ],
    });
  });

  it("keeps the burndown's periods as ISO days, with new, open and closed cards", () => {
    expect(chartTable('burndown', CHARTS, t)).toEqual({
      header: ['Period', 'New', 'Open', 'Closed'],
      rows: [
        ['2026-11-24', 3, 1, 0],
        ['2026-11-25', 0, 1, 1],
        ['2026-11-26', 1, 0, 3],
      ],
    });
  });

  it('gives the lead time a column per stage (zero where a period has no figure) and the cards that finished', () => {
    expect(chartTable('leadTime', CHARTS, t)).toEqual({
      header: ['Period', 'To do', 'Doing', 'Cards'],
      rows: [
        ['2026-11-16', 1.5, 2, 2],
        ['2026-11-23', 0, 0.5, 1],
      ],
    });
  });

  it("gives the cumulative flow a column per board column, in the board's order", () => {
    expect(chartTable('flow', CHARTS, t)).toEqual({
      header: ['Period', 'To do', 'Doing', 'Done'],
      rows: [
        ['2026-11-25', 3, 1, 0],
        ['2026-11-26', 2, 0, 3],
      ],
    });
  });

  it('gives the cycle time per column its samples, median and 85th percentile (null without samples)', () => {
    expect(chartTable('cycleTime', CHARTS, t)).toEqual({
      header: ['Column', 'Cards', 'Median (days)', '85th percentile (days)'],
      rows: [
        ['To do', 4, 1.5, 3],
        ['Doing', 0, null, null],
        ['Done', 0, null, null],
      ],
    });
  });

  it("writes its texts in the reader's language, the figures and statuses as they are", () => {
    const de = createTranslate('de-DE');
    expect(chartTable('completion', CHARTS, de)).toEqual({
      header: ['Ergebnis', 'Karten'],
      rows: [
        [de('charts_on_time'), 2],
        [de('charts_overdue'), 1],
      ],
    });
    expect(chartTable('status', CHARTS, de).rows.slice(-2)).toEqual([
      ['Old', 1],
      ['(kein Status)', 1],
    ]);
  });
});

describe('hasFigures', () => {
  const widgets = ['status', 'members', 'completion', 'burndown', 'leadTime', 'flow', 'cycleTime'] as const;

  it('is true for every widget with a count above zero', () => {
    for (const widget of widgets) expect(hasFigures(widget, CHARTS), widget).toBe(true);
  });

  it('is false for every widget with only zeros, nulls or no rows', () => {
    for (const widget of widgets) expect(hasFigures(widget, EMPTY), widget).toBe(false);
  });

  it('counts the completion by its two figures, one of them enough', () => {
    expect(hasFigures('completion', { ...EMPTY, completion: { ...EMPTY.completion, overdue: 1 } })).toBe(true);
    expect(hasFigures('completion', { ...EMPTY, completion: { ...EMPTY.completion, onTime: 1 } })).toBe(true);
  });

  it('looks past the first column: a period or a name is no figure', () => {
    expect(hasFigures('status', { ...EMPTY, status: { ...EMPTY.status, counts: [{ status: 'Done', count: 1 }] } })).toBe(true);
    expect(
      hasFigures('cycleTime', {
        ...EMPTY,
        cycleTime: { ...EMPTY.cycleTime, columns: [{ column: 'To do', samples: 1, median: 0, p85: 0 }] },
      }),
    ).toBe(true);
  });
});

describe('the flow widgets as tables and CSV', () => {
  it('gives the forecast one row per confidence: the cards by the day, the days for the next cards and their day', () => {
    expect(chartTable('forecast', FIGURES, t)).toEqual({
      header: ['Confidence', 'Cards by 2026-12-10', 'Days for the next 10', 'Done by'],
      rows: [
        ['50%', 12, 12, '2026-12-08'],
        ['85%', 9, 16, '2026-12-12'],
        ['95%', 7, 19, '2026-12-15'],
      ],
    });
    expect(chartTable('cycleScatter', FIGURES, t).rows).toEqual([
      ['2026-11-24', 'Fix login', 2.3],
      ['2026-11-26', 'Ship it', 6],
    ]);
    expect(hasFigures('forecast', { ...FIGURES, forecast: { ...FIGURES.forecast, finished: 0 } })).toBe(false);
    expect(hasFigures('cycleScatter', FIGURES)).toBe(true);
  });
});
