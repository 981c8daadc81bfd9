import type { ChartsResponse } from '@listboard/shared';

/** The tests' figures of a board of three columns: every widget has some, a card has no status, one no person. */
export const CHARTS: ChartsResponse = {
  versioning: true,
  timeZone: 'UTC',
  columns: ['To do', 'Doing', 'Done'],
  filterPeople: [],
  status: {
    days: null,
    counts: [
      { status: 'To do', count: 2 },
      { status: 'Doing', count: 0 },
      { status: 'Done', count: 3 },
      { status: '', count: 1 },
    ],
  },
  members: {
    days: null,
    rows: [
      { member: 'Megan Bowen', byStatus: { 'To do': 1, Doing: 0, Done: 2 }, total: 3 },
      { member: 'Alex Wilber', byStatus: { 'To do': 0, Doing: 0, Done: 1, Old: 1 }, total: 2 },
      { member: null, byStatus: { 'To do': 1, Doing: 0, Done: 0 }, total: 1 },
      { member: 'Nestor Wilke', byStatus: { 'To do': 0, Doing: 1, Done: 0 }, total: 1 },
      { member: 'Lidia Holloway', byStatus: { 'To do': 1, Doing: 0, Done: 0 }, total: 1 },
    ],
  },
  completion: { days: null, endStatuses: ['Done'], onTime: 2, overdue: 1 },
  burndown: {
    days: { start: '2026-11-24', end: '2026-11-26' },
    startStatuses: ['Doing'],
    endStatuses: ['Done'],
    points: [
      { label: '2026-11-24', created: 3, open: 1, closed: 0 },
      { label: '2026-11-25', created: 0, open: 1, closed: 1 },
      { label: '2026-11-26', created: 1, open: 0, closed: 3 },
    ],
  },
  leadTime: {
    days: { start: '2026-11-16', end: '2026-11-26' },
    stages: ['To do', 'Doing'],
    endStatuses: ['Done'],
    points: [
      { label: '2026-11-16', byStage: { 'To do': 1.5, Doing: 2 }, cards: 2 },
      { label: '2026-11-23', byStage: { Doing: 0.5 }, cards: 1 },
    ],
  },
  flow: {
    days: { start: '2026-11-25', end: '2026-11-26' },
    points: [
      { label: '2026-11-25', byColumn: { 'To do': 3, Doing: 1, Done: 0 } },
      { label: '2026-11-26', byColumn: { 'To do': 2, Done: 3 } },
    ],
  },
  cycleTime: {
    days: null,
    columns: [
      { column: 'To do', samples: 4, median: 1.5, p85: 3 },
      { column: 'Done', samples: 0, median: null, p85: null },
    ],
  },
  throughput: {
    days: { start: '2026-11-24', end: '2026-11-26' },
    points: [
      { label: '2026-11-24', cards: 2 },
      { label: '2026-11-25', cards: 0 },
      { label: '2026-11-26', cards: 3 },
    ],
  },
  cycleScatter: {
    days: { start: '2026-11-01', end: '2026-11-26' },
    points: [
      { card: 'Fix login', finished: '2026-11-24', days: 2.25 },
      { card: 'Ship it', finished: '2026-11-26', days: 6 },
    ],
    percentiles: { 50: 2.25, 85: 6, 95: 6 },
  },
  forecast: {
    window: { start: '2026-10-27', end: '2026-11-25' },
    sampleDays: 30,
    finished: 24,
    byDate: { date: '2026-12-10', days: 14, cards: { 50: 12, 85: 9, 95: 7 } },
    forCards: { cards: 10, days: { 50: 12, 85: 16, 95: 19 }, dates: { 50: '2026-12-08', 85: '2026-12-12', 95: '2026-12-15' } },
  },
};
