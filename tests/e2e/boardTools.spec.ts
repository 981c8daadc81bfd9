import { dayFromToday, expect, test } from './arrange';
import { BoardPage } from './boardPage';

test('searches the board on the server and shows every card again when cleared', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const { title: rounding } = await own.card('Fix rounding in invoices', { status: 'Not Started', priority: '(2) Normal' });
  await own.card('Migrate invoices table', { status: 'Review', priority: '(1) High' });
  const { title: other } = await own.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const search = page.getByRole('searchbox', { name: 'Search cards' });
  await search.fill('invoices');
  await expect(page.getByRole('button', { name: rounding, exact: true })).toBeVisible();
  await expect(page.locator('[aria-roledescription="card"]')).toHaveCount(2);
  await search.fill('');
  await expect(page.locator('[aria-roledescription="card"]')).toHaveCount(3);
  await expect(page.getByRole('button', { name: other, exact: true })).toBeVisible();
});

test('sorts the cards of every column by due date, descending, with cards without one first', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const cell = { status: 'Not Started', priority: '(2) Normal' };
  const soon = await own.card('Design pricing page', { ...cell, values: { DueDate: dayFromToday(3) } });
  const undated = await own.card('Write API rate-limit docs', cell);
  const overdue = await own.card('Migrate invoices table', { ...cell, values: { DueDate: dayFromToday(-2) } });
  const later = await own.card('Add dark mode toggle', { ...cell, values: { DueDate: dayFromToday(10) } });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  await page.getByRole('button', { name: 'Sort' }).click();
  await page.getByRole('menuitemradio', { name: 'Due Date, descending' }).click();
  await expect.poll(() => board.titles('(2) Normal', 'Not Started')).toEqual([undated, later, soon, overdue].map((c) => c.title));
});

test('hides empty swimlanes, and collapses and expands them all', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const { title } = await own.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High' });
  await own.card('Design pricing page', { status: 'Review', priority: '(2) Normal' });
  await own.card('Triage support backlog', { status: 'Not Started', priority: '' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const lanesMenu = () => page.getByRole('button', { name: 'Swimlanes' }).click();
  await lanesMenu();
  await page.getByRole('menuitem', { name: 'Collapse all' }).click();
  for (const lane of ['(1) High', '(2) Normal', '(3) Low', 'Unassigned']) {
    await expect(page.getByRole('button', { name: `Expand ${lane}` })).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(page.locator('[aria-roledescription="card"]')).toHaveCount(0);
  await lanesMenu();
  await page.getByRole('menuitem', { name: 'Expand all' }).click();
  await expect(page.getByRole('button', { name: 'Collapse (1) High' })).toHaveAttribute('aria-expanded', 'true');

  // Only the High lane's card matches: the lanes the search leaves empty are left out until it is cleared.
  const search = page.getByRole('searchbox', { name: 'Search cards' });
  await search.fill(title);
  await expect(page.locator('[aria-roledescription="card"]')).toHaveCount(1);
  await expect(board.card(board.lane('(1) High'), title)).toBeVisible();
  for (const lane of ['(2) Normal', '(3) Low', 'Unassigned']) await expect(board.lane(lane)).toHaveCount(0);
  await search.fill('');
  await expect(page.locator('[aria-roledescription="card"]')).toHaveCount(3);
  await expect(board.lane('(3) Low')).toBeVisible();

  // The Low lane holds no card: the person's own setting hides it.
  await lanesMenu();
  await page.getByRole('menuitemcheckbox', { name: 'Hide empty swimlanes' }).click();
  await page.keyboard.press('Escape');
  await expect(board.lane('(1) High')).toBeVisible();
  await expect(board.lane('(3) Low')).toHaveCount(0);
  await expect(board.lane('Unassigned')).toBeVisible();
});

test('picks another swimlane field, and none', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const { title } = await own.card('Refresh marketing site', {
    status: 'Not Started',
    priority: '(1) High',
    values: { Project: 'Website' },
  });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  await page.getByRole('button', { name: 'Swimlanes' }).click();
  await page.getByRole('menuitemradio', { name: 'Project' }).click();
  await expect(board.card(board.cell('Website', 'Not Started'), title)).toBeVisible();
  await expect(board.lane('(1) High')).toHaveCount(0);
  await page.getByRole('button', { name: 'Swimlanes' }).click();
  await page.getByRole('menuitemradio', { name: 'None' }).click();
  await expect(page.getByRole('button', { name: /^Collapse / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();
});

test('opens the totals callout of a column', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const cell = { status: 'Not Started', priority: '(2) Normal' };
  await own.card('Design pricing page', { ...cell, values: { Estimate: '2' } });
  await own.card('Write API rate-limit docs', { ...cell, values: { Estimate: '3.5' } });
  // Another cell of the column and another column of the lane do not count.
  await own.card('Migrate invoices table', { status: 'Not Started', priority: '(1) High', values: { Estimate: '8' } });
  await own.card('Add dark mode toggle', { status: 'Review', priority: '(2) Normal', values: { Estimate: '5' } });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  await board.cell('(2) Normal', 'Not Started').getByRole('button', { name: 'Totals of Not Started' }).click();
  const callout = page.getByRole('dialog', { name: 'Totals' });
  await expect(callout.getByText('Sum of Estimate: 5.5 (2 cards)', { exact: true })).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(callout).toHaveCount(0);
});

test('builds a filter with an OR group, saves it private, applies it, and only matching cards remain', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const { title: high } = await own.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High' });
  const { title: inReview } = await own.card('Design pricing page', { status: 'Review', priority: '(2) Normal' });
  const { title: normal } = await own.card('Write API rate-limit docs', { status: 'Not Started', priority: '(2) Normal' });
  const { title: low } = await own.card('Archive old projects', { status: 'Completed', priority: '(3) Low' });
  const board = new BoardPage(page, own);
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
  await expect(page.getByRole('button', { name: high, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: inReview, exact: true })).toBeVisible();
  for (const gone of [normal, low]) await expect(page.getByRole('button', { name: gone, exact: true })).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('checkbox', { name: 'High or in review' })).toBeVisible();
});
