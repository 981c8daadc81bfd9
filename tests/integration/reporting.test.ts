import { describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID } from '@listboard/local';
import type { ApiErrorBody, BoardConfig, BoardHistoryResponse, BoardResponse, ChartsResponse, User } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { storedConfigOf } from '../support/boardConfig';
import { signedInStack } from './stackFixture';

/**
 * The charts and the history report over the built-in store (docs/reporting.md): figures from the lists' versions
 * (moves back and forth, a changed due date, a deleted card), pages of history filtered by field and
 * person, one digest built by parallel first requests, and the charts' own visibleFor list.
 */
const env = signedInStack();
const ADELE = 'adele@demo.listboard.local';

interface Fixture {
  board: BoardResponse;
  where: { boardID: string; siteURL: string; listID: string };
  columns: string[];
}

async function newBoard(client: ApiClient, name: string): Promise<Fixture> {
  const created = await client.call<BoardResponse>('POST', 'boards/new', { name });
  expect(created.status).toBe(200);
  const list = created.body.source.lists[0];
  return {
    board: created.body,
    where: { boardID: created.body.id, siteURL: list.url, listID: list.listID },
    columns: created.body.columnDefinitions.map((c) => c.value),
  };
}

/** Opens the board to everyone at a level, as its owner. */
async function openTo(
  owner: ApiClient,
  fixture: Fixture,
  defaultUserPermission: number,
  charts: Partial<BoardConfig['charts']> = {},
): Promise<void> {
  const config: BoardConfig = await storedConfigOf(owner, fixture.where.boardID);
  const saved = await owner.call('POST', 'boards/board', {
    ...config,
    permission: { ...config.permission, defaultUserPermission },
    charts: { ...config.charts, ...charts },
  });
  expect(saved.status).toBe(200);
}

async function save(client: ApiClient, fixture: Fixture, itemID: number, values: Record<string, string | null>): Promise<number> {
  const answer = await client.call<{ itemID: number } & ApiErrorBody>('POST', 'item/values', {
    ...fixture.where,
    itemID,
    values: Object.entries(values).map(([name, value]) => ({ name, value })),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.itemID;
}

const charts = (client: ApiClient, boardID: string, extra: object = {}) =>
  client.call<ChartsResponse & ApiErrorBody>('POST', 'history/charts', { boardID, ...extra });
const history = (client: ApiClient, boardID: string, body: object = {}) =>
  client.call<BoardHistoryResponse & ApiErrorBody>('POST', 'item/GetBoardHistory', body, { boardID });

describe('the charts and the history report', () => {
  it('count cards by the versions they went through, and page the history newest first by field and person', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const fixture = await newBoard(adele, 'Reporting board');
    await openTo(adele, fixture, 2);
    const [first, , , last] = fixture.columns;
    const done = fixture.board.columnDefinitions.find((c) => c.value === 'Completed')?.value ?? last;
    // Three cards: one moves forth, back and forth again to done; one waits; one is deleted.
    const moving = await save(adele, fixture, 0, { Title: 'Moves about', [fixture.board.columnFieldName]: first });
    const waiting = await save(env.alex, fixture, 0, { Title: 'Waits', [fixture.board.columnFieldName]: first });
    const doomed = await save(adele, fixture, 0, { Title: 'Deleted later', [fixture.board.columnFieldName]: first });
    await save(adele, fixture, moving, { [fixture.board.columnFieldName]: done });
    await save(env.alex, fixture, moving, { [fixture.board.columnFieldName]: first });
    await save(adele, fixture, moving, { [fixture.board.columnFieldName]: done });
    const removed = await adele.call('POST', 'item/remove', {
      boardID: fixture.where.boardID,
      info: { siteURL: fixture.where.siteURL, listID: fixture.where.listID, itemID: doomed },
    });
    expect(removed.status).toBe(200);

    // Parallel first requests build the digest once between them, and agree.
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        charts(adele, fixture.where.boardID, {
          burndown: { range: { kind: 'last7' }, scale: 'days', startStatuses: [first], endStatuses: [done] },
        }),
      ),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(new Set(answers.map((answer) => JSON.stringify({ ...answer.body }))).size).toBe(1);
    const figures = answers[0].body;
    expect(figures.versioning).toBe(true);
    expect(figures.columns).toEqual(fixture.columns);
    const count = (status: string) => figures.status.counts.find((c) => c.status === status)?.count;
    expect([count(first), count(done)]).toEqual([1, 1]);
    expect(figures.completion).toMatchObject({ onTime: 1, overdue: 0 });
    const today = figures.burndown.points.at(-1);
    // Three cards were new today (the deleted one too); one is open in the first column, one closed.
    expect(today).toMatchObject({ created: 3, open: 1, closed: 1 });
    expect(figures.burndown.points).toHaveLength(7);
    expect(figures.flow.points.at(-1)?.byColumn).toMatchObject({ [first]: 1, [done]: 1 });
    // The card that left the first column twice gives one sample there.
    expect(figures.cycleTime.columns.find((c) => c.column === first)?.samples).toBe(1);

    // The history: the living cards' versions, newest first; the deleted card's are not shown.
    const alexId = (await env.alex.call<User>('GET', 'site/users/getid/', undefined, { login: 'alex@demo.listboard.local' })).body.id;
    const all = await history(adele, fixture.where.boardID);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.total).toBe(5);
    expect(all.body.entries.map((entry) => entry.ItemID)).not.toContain(doomed);
    const dates = all.body.entries.map((entry) => entry.CreatedDate);
    expect(dates).toEqual(dates.toSorted().reverse());
    expect(all.body.editors.map((editor) => editor.id)).toContain(alexId);
    const alexs = await history(adele, fixture.where.boardID, { ModifiedBy: [alexId], Fields: ['Status'] });
    expect(alexs.body.entries.map((entry) => [entry.ItemID, entry.ChangeValues])).toEqual([
      [moving, { Status: first }],
      [waiting, { Status: first }],
    ]);
    const none = await history(adele, fixture.where.boardID, { Start: '2000-02-01', End: '2000-02-02' });
    expect([none.body.total, none.body.entries]).toEqual([0, []]);
  });

  it("reads the demo board's weeks of seeded work: cards arrive over the month and move along", async () => {
    const figures = (await charts(env.alex, DEMO_BOARD_ID, { flow: { range: { kind: 'last30' } }, cycleTime: { range: { kind: 'all' } } }))
      .body;
    const total = (point: { byColumn: Record<string, number> }) => Object.values(point.byColumn).reduce((sum, count) => sum + count, 0);
    expect(total(figures.flow.points[0])).toBeLessThan(total(figures.flow.points.at(-1)!));
    expect(figures.cycleTime.columns.find((column) => column.column === 'In Progress')?.samples).toBeGreaterThan(10);
    const history = await env.alex.call<BoardHistoryResponse>(
      'POST',
      'item/GetBoardHistory',
      { Fields: ['Status'] },
      { boardID: DEMO_BOARD_ID },
    );
    expect(new Set(history.body.entries.map((entry) => entry.CreatedDate.slice(0, 10))).size).toBeGreaterThan(1);
  });

  it("forecasts from the demo board's finished cards: the same for a seed, its sample and the days it used said", async () => {
    const ask = (seed: number) =>
      charts(env.alex, DEMO_BOARD_ID, {
        throughput: { range: { kind: 'last30' } },
        cycleScatter: { range: { kind: 'all' } },
        forecast: { windowDays: 30, cards: 8, seed },
      });
    const [first, again] = await Promise.all([ask(5), ask(5)]);
    expect(first.status).toBe(200);
    const { throughput, cycleScatter, forecast } = first.body;
    expect(again.body.forecast).toEqual(forecast);
    expect(throughput.points).toHaveLength(30);
    expect(forecast.sampleDays).toBe(30);
    expect(forecast.finished).toBeGreaterThan(0);
    // Two weeks ahead unless the request names the day; the figures fall as the confidence rises, the days grow.
    expect(forecast.byDate.days).toBe(14);
    const { cards } = forecast.byDate;
    expect(cards[50]).toBeGreaterThanOrEqual(cards[85] ?? 0);
    expect(cards[85]).toBeGreaterThanOrEqual(cards[95] ?? 0);
    const { days } = forecast.forCards;
    expect(days[50]).toBeLessThanOrEqual(days[85] ?? Infinity);
    expect(days[85]).toBeLessThanOrEqual(days[95] ?? Infinity);
    expect(forecast.forCards.dates[95]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The scatter names its cards, and its percentile lines are among its cycle times.
    expect(cycleScatter.points.length).toBeGreaterThan(10);
    expect(cycleScatter.points.every((point) => point.card.length > 0 && point.days >= 0)).toBe(true);
    expect(cycleScatter.points.map((point) => point.days)).toContain(cycleScatter.percentiles[85]);
    const refused = await charts(env.alex, DEMO_BOARD_ID, { forecast: { windowDays: 3, cards: 0 } });
    expect(refused.status).toBe(400);
  });

  it('pages 25 entries at a time, and refuses a range that cannot be read', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const fixture = await newBoard(adele, 'Long history');
    const cards = await Promise.all(Array.from({ length: 6 }, (_, index) => save(adele, fixture, 0, { Title: `Card ${index}` })));
    for (const id of cards) for (const round of [1, 2, 3, 4]) await save(adele, fixture, id, { Title: `Card ${id} take ${round}` });
    const pages = await Promise.all([1, 2, 3].map((Page) => history(adele, fixture.where.boardID, { Page })));
    expect(pages.map((page) => [page.body.total, page.body.page, page.body.entries.length])).toEqual([
      [30, 1, 25],
      [30, 2, 5],
      [30, 2, 5],
    ]);
    const ids = pages.slice(0, 2).flatMap((page) => page.body.entries.map((entry) => `${entry.ItemID}.${entry.Version}`));
    expect(new Set(ids).size).toBe(30);

    const backwards = await history(adele, fixture.where.boardID, { Start: '2026-02-02', End: '2026-02-01' });
    expect([backwards.status, backwards.body.code]).toEqual([400, 'invalid_request']);
    const tooEarly = await history(adele, fixture.where.boardID, { Start: '1999-12-31' });
    expect(tooEarly.status).toBe(400);
    const tooLong = await charts(adele, fixture.where.boardID, {
      burndown: { range: { kind: 'custom', start: '2000-02-01', end: '2040-02-01' }, scale: 'days' },
    });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'chart_range_too_long']);
    const noDay = await charts(adele, fixture.where.boardID, {
      status: { range: { kind: 'custom', start: '2026-02-30', end: '2026-03-01' } },
    });
    expect(noDay.status).toBe(400);
  });

  it('shows the charts only to their visibleFor list, the board owners and tenant admins', async () => {
    const adele = await new ApiClient(env.stack.url).signIn(ADELE);
    const fixture = await newBoard(adele, 'Private charts');
    await openTo(adele, fixture, 1, { visibleFor: [{ login: 'megan@demo.listboard.local', isGroup: false }] });
    const megan = await new ApiClient(env.stack.url).signIn('megan@demo.listboard.local');
    expect((await charts(megan, fixture.where.boardID)).status).toBe(200);
    expect((await charts(adele, fixture.where.boardID)).status).toBe(200);
    const refused = await charts(env.alex, fixture.where.boardID);
    expect([refused.status, refused.body.code]).toEqual([403, 'access_denied']);
    const board = await env.alex.call<BoardResponse>('GET', 'board', undefined, { boardID: fixture.where.boardID });
    expect([board.status, board.body.canViewCharts]).toEqual([200, false]);
    // The history is the board's: everyone who sees the board reads it.
    expect((await history(env.alex, fixture.where.boardID)).status).toBe(200);
  });
});
