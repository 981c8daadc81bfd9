import { type Page, expect, test } from '@playwright/test';
import { BoardPage } from './boardPage';

test.describe.configure({ mode: 'serial' });

/** The cards of one cell as the API lays them out, with their due dates. */
async function cellDueDates(page: Page, lane: string, column: string): Promise<Record<string, string | null>> {
  return page.evaluate(async ([laneName, columnName]) => {
    const site = new URLSearchParams(window.location.search).get('SPHostUrl') ?? '';
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${window.localStorage.getItem('listboard.token')}` };
    const boardID = window.location.pathname.split('/')[2];
    const tasks = await (await fetch(`/api/kanban/tasks?SPHostUrl=${encodeURIComponent(site)}`, { method: 'POST', headers, body: JSON.stringify({ boardID }) })).json();
    const row = tasks.rows.find((r: { name: string }) => r.name === laneName);
    const cell = row.columns.find((c: { name: string }) => c.name === columnName);
    return Object.fromEntries(cell.items.map((i: { name: string; dueDate: string | null }) => [i.name, i.dueDate]));
  }, [lane, column]);
}

test('searches the board on the server and shows every card again when cleared', async ({ page }) => {
  const board = new BoardPage(page);
  await board.signInAndOpen();
  const search = page.getByRole('searchbox', { name: 'Search cards' });
  await search.fill('invoices');
  await expect(page.getByRole('button', { name: 'Fix rounding in invoices', exact: true })).toBeVisible();
  await expect(page.locator('[aria-roledescription="card"]')).toHaveCount(2);
  await search.fill('');
  await expect(page.locator('[aria-roledescription="card"]')).not.toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Fix login redirect loop', exact: true })).toBeVisible();
});

test('sorts the cards of every column by due date, descending, with cards without one first', async ({ page }) => {
  const board = new BoardPage(page);
  await board.signInAndOpen();
  await page.getByRole('button', { name: 'Sort' }).click();
  await page.getByRole('menuitemradio', { name: 'Due Date, descending' }).click();
  const dueDates = await cellDueDates(page, '(2) Normal', 'Not Started');
  const expected = Object.entries(dueDates)
    .sort(([, a], [, b]) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : b.localeCompare(a)))
    .map(([name]) => name);
  await expect.poll(() => board.titles('(2) Normal', 'Not Started')).toEqual(expected);
  const shown = Object.values(dueDates).filter((d): d is string => d !== null);
  expect(shown.length).toBeGreaterThan(1);
});

test('hides empty swimlanes, and collapses and expands them all', async ({ page }) => {
  const board = new BoardPage(page);
  await board.signInAndOpen();
  const lanesMenu = () => page.getByRole('button', { name: 'Swimlanes' }).click();
  await lanesMenu();
  await page.getByRole('menuitem', { name: 'Collapse all' }).click();
  for (const lane of ['(1) High', '(2) Normal', '(3) Low']) {
    await expect(page.getByRole('button', { name: `Expand ${lane}` })).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(page.locator('[aria-roledescription="card"]')).toHaveCount(0);
  await lanesMenu();
  await page.getByRole('menuitem', { name: 'Expand all' }).click();
  await expect(page.getByRole('button', { name: 'Collapse (1) High' })).toHaveAttribute('aria-expanded', 'true');

  // Only High lane cards match: the other lanes go empty, then hidden.
  await page.getByRole('searchbox', { name: 'Search cards' }).fill('Fix login redirect loop');
  await expect(page.locator('[aria-roledescription="card"]')).toHaveCount(1);
  const highLane = (await page.getByRole('button', { name: 'Fix login redirect loop', exact: true }).locator('xpath=ancestor::section[@role="region"][last()]').getAttribute('aria-label')) ?? '';
  await expect(board.lane('(3) Low')).toBeVisible();
  await lanesMenu();
  await page.getByRole('menuitemcheckbox', { name: 'Hide empty swimlanes' }).click();
  await page.keyboard.press('Escape');
  await expect(board.lane(highLane)).toBeVisible();
  const others = ['(1) High', '(2) Normal', '(3) Low', 'Unassigned'].filter((lane) => lane !== highLane);
  for (const lane of others) await expect(board.lane(lane)).toHaveCount(0);
});

test('picks another swimlane field, and none', async ({ page }) => {
  const board = new BoardPage(page);
  await board.signInAndOpen();
  await page.getByRole('button', { name: 'Swimlanes' }).click();
  await page.getByRole('menuitemradio', { name: 'Project' }).click();
  await expect(board.lane('Website')).toBeVisible();
  await expect(board.lane('(1) High')).toHaveCount(0);
  await page.getByRole('button', { name: 'Swimlanes' }).click();
  await page.getByRole('menuitemradio', { name: '------' }).click();
  await expect(page.getByRole('button', { name: /^Collapse / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fix login redirect loop', exact: true })).toBeVisible();
});

test('opens the totals callout of a column', async ({ page }) => {
  const board = new BoardPage(page);
  await board.signInAndOpen();
  const cell = board.cell('(2) Normal', 'Not Started');
  const count = (await board.titles('(2) Normal', 'Not Started')).length;
  await cell.getByRole('button', { name: 'Totals of Not Started' }).click();
  const callout = page.getByRole('dialog', { name: 'Totals' });
  await expect(callout.getByText(new RegExp(`^Sum of Estimate: [\\d.,]+ \\(${count} cards\\)$`))).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(callout).toHaveCount(0);
});

test('builds a filter with an OR group, saves it private, applies it, and only matching cards remain', async ({ page }) => {
  const board = new BoardPage(page);
  await board.signInAndOpen();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await panel.getByRole('button', { name: 'New filter' }).click();
  const builder = page.getByRole('dialog', { name: 'New filter' });
  await builder.getByRole('textbox', { name: 'Filter name' }).fill('High or in review');
  const choose = async (scope: ReturnType<typeof page.getByRole>, name: string, option: string) => {
    await scope.getByRole('combobox', { name }).last().click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose(builder, 'Field', 'Priority');
  await choose(builder, 'Value', '(1) High');
  await builder.getByRole('button', { name: 'Add group' }).click();
  await choose(builder, 'And / or', 'OR');
  await choose(builder, 'Field', 'Status');
  await choose(builder, 'Value', 'Review');
  await builder.getByRole('button', { name: 'Save as private' }).click();
  await expect(builder).toHaveCount(0);

  const mine = page.getByRole('dialog', { name: 'Filters' }).getByRole('group', { name: 'My filters' });
  await mine.getByRole('checkbox', { name: 'High or in review' }).check();
  await expect(page.getByRole('button', { name: 'Fix login redirect loop', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  for (const lane of ['(2) Normal', '(3) Low']) {
    for (const column of ['Not Started', 'In Progress', 'Completed', 'Deferred']) {
      await expect(board.cell(lane, column).locator('[aria-roledescription="card"]')).toHaveCount(0);
    }
  }
  expect((await board.titles('(2) Normal', 'Review')).length).toBeGreaterThan(0);

  await page.reload();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('checkbox', { name: 'High or in review' })).toBeVisible();
});
