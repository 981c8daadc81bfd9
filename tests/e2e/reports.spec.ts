import { readFileSync } from 'node:fs';
import type { ChartsRequest, ChartsResponse } from '@listboard/shared';
import type { Locator, Page, Response } from '@playwright/test';
import { type ArrangedCard, type BoardArrangement, demoLogin, expect, test } from './arrange';
import { BoardPage } from './boardPage';

/**
 * The reports (docs/reporting.md): the charts page (figures, ranges and scales, CSV export, remembered collapse,
 * the hint tour), the history report (pages of 25, fields and people filters) and the charts' own
 * visibleFor list.
 */

const DEMO_SITE = 'https://demo.listboard.local/sites/team';

/** Saves a card's values as another person through the API, as their own client would (arrange.ts acts as the owner only). */
async function editAs(
  baseURL: string,
  alias: string,
  board: BoardArrangement,
  card: ArrangedCard,
  values: Record<string, string>,
): Promise<void> {
  const call = async (path: string, body: unknown, token?: string) => {
    const url = new URL(`/api/${path}`, baseURL);
    url.searchParams.set('SPHostUrl', DEMO_SITE);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.status, `POST ${path}: ${text}`).toBe(200);
    return JSON.parse(text) as { token: string };
  };
  const { token } = await call('auth/local/token', { login: demoLogin(alias) });
  await call(
    'item/values',
    {
      boardID: board.boardID,
      siteURL: DEMO_SITE,
      listID: board.listID,
      itemID: card.id,
      values: Object.entries(values).map(([name, value]) => ({ name, value })),
    },
    token,
  );
}

const openActions = (page: Page) => page.getByRole('button', { name: 'Board actions' }).click();

/** The next charts answer whose request passes `picks`. */
const chartsAnswer = (page: Page, picks: (request: ChartsRequest) => boolean): Promise<Response> =>
  page.waitForResponse(
    (response) => response.url().includes('/api/history/charts') && picks(response.request().postDataJSON() as ChartsRequest),
  );

/** A table's body rows, each as its cells' texts (the first row holds the column headers). */
async function expectRows(table: Locator, rows: string[][]): Promise<void> {
  await expect(table.getByRole('row')).toHaveCount(rows.length + 1);
  for (const [index, cells] of rows.entries())
    await expect(
      table
        .getByRole('row')
        .nth(index + 1)
        .getByRole('cell'),
    ).toHaveText(cells);
}

/** Picks an option of a dropdown; a multiselect one lists its options as menu item checkboxes, and is closed after. */
async function choose(page: Page, scope: Locator, dropdown: string, option: string, multiselect = false): Promise<void> {
  await scope.getByRole('combobox', { name: dropdown }).click();
  await page.getByRole(multiselect ? 'menuitemcheckbox' : 'option', { name: option, exact: true }).click();
  if (multiselect) await page.keyboard.press('Escape');
}

test("the charts count the cards by status, follow a widget's range and scale, export CSV, and remember collapse and the tour", async ({
  page,
  arrange,
}) => {
  const own = await arrange.ownBoard();
  const lane = { priority: '(2) Normal' };
  const started = await own.card('Fix login redirect loop', { ...lane, status: 'Not Started' });
  const done = await own.card('Harden password reset', { ...lane, status: 'Not Started' });
  await own.card('Design pricing page', { ...lane, status: 'Not Started' });
  await own.card('Archive old projects', { ...lane, status: 'Deferred' });
  // One card moves on to In Progress; another goes through Review to Completed.
  await own.edit(started, { Status: 'In Progress' });
  await own.edit(done, { Status: 'Review' });
  await own.edit(done, { Status: 'Completed' });

  const board = new BoardPage(page, own);
  await board.signInAndOpen('Adele Vance');
  await openActions(page);
  const firstAnswer = chartsAnswer(page, () => true);
  await page.getByRole('menuitem', { name: 'Charts' }).click();
  await expect(page.getByRole('heading', { name: `Charts: ${own.name}`, level: 1 })).toBeVisible();
  expect((await firstAnswer).status()).toBe(200);
  await expect(page.getByRole('toolbar', { name: 'Report actions' }).getByRole('button', { name: 'History' })).toBeVisible();

  // The statuses as a table: every column of the board, in order, zero counts kept.
  const statuses = page.getByRole('region', { name: 'Statuses', exact: true });
  await statuses.getByRole('button', { name: 'Show Statuses as a table', exact: true }).click();
  const statusTable = statuses.getByRole('table', { name: 'Statuses' });
  await expect(statusTable.getByRole('columnheader')).toHaveText(['Status', 'Cards']);
  await expectRows(statusTable, [
    ['Not Started', '1'],
    ['In Progress', '1'],
    ['Review', '0'],
    ['Completed', '1'],
    ['Deferred', '1'],
  ]);
  await expect(statuses.getByRole('button', { name: 'Show Statuses as a chart', exact: true })).toBeVisible();

  // The burndown: 30 days by default; the last 7 days, then the same range in weeks. Today (the last
  // period) four cards were new, one is open (In Progress) and one closed (Completed).
  const burndown = page.getByRole('region', { name: 'Burndown of tasks', exact: true });
  await burndown.getByRole('button', { name: 'Show Burndown of tasks as a table', exact: true }).click();
  const burndownTable = burndown.getByRole('table', { name: 'Burndown of tasks' });
  await expect(burndownTable.getByRole('columnheader')).toHaveText(['Period', 'New', 'Open', 'Closed']);
  await expect(burndownTable.getByRole('row')).toHaveCount(31);
  const lastSeven = chartsAnswer(page, (request) => request.burndown?.range?.kind === 'last7' && request.burndown.scale === 'days');
  await choose(page, burndown, 'Range', 'Last 7 days');
  const sevenDays = (await (await lastSeven).json()) as ChartsResponse;
  expect(sevenDays.burndown.points).toHaveLength(7);
  await expect(burndownTable.getByRole('row')).toHaveCount(8);
  await expect(burndownTable.getByRole('row').last().getByRole('cell')).toHaveText([/\d{4}/, '4', '1', '1']);
  const inWeeks = chartsAnswer(page, (request) => request.burndown?.range?.kind === 'last7' && request.burndown.scale === 'weeks');
  await choose(page, burndown, 'Scale', 'Weeks');
  const weeks = (await (await inWeeks).json()) as ChartsResponse;
  // Seven days touch one week (Monday to Sunday) or two, by the day the test runs on.
  expect(weeks.burndown.points.length).toBeGreaterThanOrEqual(1);
  expect(weeks.burndown.points.length).toBeLessThanOrEqual(2);
  expect(weeks.burndown.points.at(-1)).toMatchObject({ created: 4, open: 1, closed: 1 });
  await expect(burndownTable.getByRole('row')).toHaveCount(weeks.burndown.points.length + 1);
  await expect(burndown.getByRole('combobox', { name: 'Scale' })).toHaveText('Weeks');
  // The statuses keep their own range: their figures did not change.
  await expectRows(statusTable, [
    ['Not Started', '1'],
    ['In Progress', '1'],
    ['Review', '0'],
    ['Completed', '1'],
    ['Deferred', '1'],
  ]);

  // The statuses' CSV: a byte order mark, an English page's commas, CRLF, the figures as numbers; named after the board and chart.
  const download = page.waitForEvent('download');
  await statuses.getByRole('button', { name: 'Export Statuses as CSV', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${own.name} - Statuses.csv`);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(bytes).toEqual(
    Buffer.from('\uFEFFStatus,Cards\r\nNot Started,1\r\nIn Progress,1\r\nReview,0\r\nCompleted,1\r\nDeferred,1\r\n', 'utf8'),
  );

  // The tour: a step on, then 'Got it' ends it.
  const tour = page.getByRole('region', { name: 'Your board in charts' });
  await expect(tour.getByText('1 of 4')).toBeVisible();
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour.getByText('2 of 4')).toBeVisible();
  await tour.getByRole('button', { name: 'Got it' }).click();
  await expect(tour).toHaveCount(0);

  // A collapsed chart stays collapsed after a reload; the tour does not come back.
  const flow = page.getByRole('region', { name: 'Cumulative flow', exact: true });
  const flowToggle = flow.getByRole('button', { name: 'Show or hide Cumulative flow', exact: true });
  await expect(flowToggle).toHaveAttribute('aria-expanded', 'true');
  await flowToggle.click();
  await expect(flowToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(flow.getByRole('combobox', { name: 'Range' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Charts: ${own.name}`, level: 1 })).toBeVisible();
  await expect(flowToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(flow.getByRole('combobox', { name: 'Range' })).toHaveCount(0);
  await expect(statuses.getByRole('button', { name: 'Show or hide Statuses', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(statuses.getByRole('combobox', { name: 'Range' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your board in charts' })).toHaveCount(0);
});

test('the history pages 25 changes at a time, and filters them by field and person', async ({ page, arrange, baseURL }) => {
  const own = await arrange.ownBoard();
  // Adele makes 30 changes: six cards, each renamed three times and back; then Alex makes three, two of them to the status.
  const names = [
    'Fix login redirect loop',
    'Design pricing page',
    'Archive old projects',
    'Harden password reset',
    'Rotate API keys',
    'Plan user interviews',
  ];
  const cards = await Promise.all(
    names.map(async (name) => {
      const card = await own.card(name, { status: 'Not Started', priority: '(2) Normal' });
      for (const round of [1, 2, 3]) await own.edit(card, { Title: `${card.title} ${round}` });
      await own.edit(card, { Title: card.title });
      return card;
    }),
  );
  await editAs(baseURL as string, 'alex', own, cards[0], { Status: 'In Progress' });
  await editAs(baseURL as string, 'alex', own, cards[1], { Status: 'Review' });
  await editAs(baseURL as string, 'alex', own, cards[2], { Priority: '(3) Low' });
  // Six creations and 6 x 4 renames by Adele, three changes by Alex.
  const total = 6 + 24 + 3;

  await page.goto('/');
  await page.getByRole('button', { name: 'Adele Vance' }).click();
  // Signed in once the boards list shows; going on sooner races the sign-in's cookie.
  await expect(page.getByRole('heading', { name: 'Boards' })).toBeVisible();
  await page.goto(`/history/${own.boardID}`);
  await expect(page.getByRole('heading', { name: `History: ${own.name}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Report actions' }).getByRole('button', { name: 'Charts' })).toBeVisible();
  await expect(page.getByText(`${total} changes`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Changes' });
  await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Card', 'Modified by', 'Changes']);
  await expect(table.getByRole('row')).toHaveCount(26);
  // Newest first: Alex's priority change heads the first page.
  const first = table.getByRole('row').nth(1);
  await expect(first.getByRole('link', { name: cards[2].title })).toBeVisible();
  await expect(first.getByRole('cell').nth(2)).toHaveText('Alex Wilber');
  await expect(first.getByRole('cell').nth(3)).toHaveText('Priority: (3) Low');

  const pager = page.getByRole('navigation', { name: 'History pages' });
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(table.getByRole('row')).toHaveCount(total - 25 + 1);
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();

  // The status changes: the six cards' creations and Alex's two moves; a filter starts again at page 1.
  const filters = page.getByRole('region', { name: 'History filters' });
  await choose(page, filters, 'Fields', 'Status', true);
  await expect(filters.getByRole('combobox', { name: 'Fields' })).toHaveText('Status');
  await expect(page.getByText('8 changes')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveCount(0);
  // Only the status shows in each change, though the creations set the title and priority too.
  for (let index = 1; index <= 8; index += 1)
    await expect(table.getByRole('row').nth(index).getByRole('cell').nth(3)).toHaveText(/^Status: (Not Started|In Progress|Review)$/);

  await choose(page, filters, 'Modified by', 'Alex Wilber', true);
  await expect(filters.getByRole('combobox', { name: 'Modified by' })).toHaveText('Alex Wilber');
  await expect(page.getByText('2 changes')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  for (const [index, [card, change]] of (
    [
      [cards[1], 'Status: Review'],
      [cards[0], 'Status: In Progress'],
    ] as const
  ).entries()) {
    const row = table.getByRole('row').nth(index + 1);
    await expect(row.getByRole('link', { name: card.title, exact: true })).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toHaveText('Alex Wilber');
    await expect(row.getByRole('cell').nth(3)).toHaveText(change);
  }

  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText(`${total} changes`)).toBeVisible();
  await expect(filters.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
});

test("someone not in the charts' visibleFor list is offered no charts, and refused them by URL", async ({ page, arrange }) => {
  const own = await arrange.ownBoard((config) => {
    config.charts = { ...config.charts, visibleFor: [{ login: 'megan@demo.listboard.local', isGroup: false }] };
  });
  // Alex edits the board, but is neither on the list nor an owner.
  const board = new BoardPage(page, own);
  await board.signInAndOpen('Alex Wilber');
  await openActions(page);
  await expect(page.getByRole('menuitem', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Charts' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'History' }).click();
  const actions = page.getByRole('toolbar', { name: 'Report actions' });
  await expect(actions.getByRole('button', { name: 'Open board' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Charts' })).toHaveCount(0);

  await page.goto(`/charts/${own.boardID}`);
  await expect(page.getByText('You do not have access to this board.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Statuses', exact: true })).toHaveCount(0);
});
