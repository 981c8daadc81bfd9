import { expect, test } from './arrange';

test('a person stars a board, switches to the list view, and finds both again after a reload; a tile opens its history', async ({
  page,
  arrange,
}) => {
  const own = await arrange.ownBoard();
  await page.goto('/');
  // The list view is saved as the person's choice: Nestor's, whose boards list no other spec reads (others find tiles).
  await page.getByRole('button', { name: 'Nestor Wilke' }).click();
  await page.getByRole('button', { name: `Add to favourites: ${own.name}` }).click();
  const favourites = page.getByRole('region', { name: 'Favourites' });
  await expect(favourites.getByRole('link', { name: own.name, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Other boards' }).getByRole('link', { name: 'Team tasks', exact: true })).toBeVisible();

  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' }).click();
  await expect(favourites.getByRole('table', { name: 'Favourites' }).getByRole('row').filter({ hasText: own.name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  const row = page.getByRole('table', { name: 'Favourites' }).getByRole('row').filter({ hasText: own.name });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Remove from favourites: ${own.name}` }).click();
  await expect(page.getByRole('region', { name: 'Favourites' })).toHaveCount(0);

  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Tiles' }).click();
  const tile = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: own.name, exact: true }) });
  await tile.getByRole('button', { name: `More actions for ${own.name}` }).click();
  // Nestor edits cards but does not own the board: its settings and the trash bin are not his to use.
  await expect(page.getByRole('menuitem', { name: 'Edit settings' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/history\//);
});

test("searches the home by name, filters it by the boards' cards with a saved filter, and says when nothing matches", async ({
  page,
  arrange,
}) => {
  const zebra = await arrange.ownBoard();
  const yak = await arrange.ownBoard();
  const crossing = await zebra.card('Zebra crossing', { status: 'Not Started', priority: '(1) High' });
  await yak.card('Yak shaving', { status: 'Not Started', priority: '(3) Low' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Alex Wilber' }).click();
  const search = page.getByRole('searchbox', { name: 'Search boards' });
  await search.fill(yak.name);
  await search.press('Enter');
  await expect(page.getByRole('link', { name: yak.name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: zebra.name, exact: true })).toHaveCount(0);
  await search.fill('');

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('button', { name: 'Build a filter' }).click();
  const builder = page.getByRole('dialog', { name: 'New filter' });
  await builder.getByRole('textbox', { name: 'Filter name' }).fill('Zebra cards');
  await builder.getByRole('combobox', { name: 'Field' }).click();
  await page.getByRole('option', { name: 'Title', exact: true }).click();
  await builder.getByRole('textbox', { name: 'Value' }).fill(crossing.title);
  await builder.getByRole('button', { name: 'Save as private' }).click();
  await expect(builder).toHaveCount(0);
  await expect(page.getByRole('link', { name: zebra.name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: yak.name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Team tasks', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible();

  // The saved filter is the person's own, kept on the server: after a reload it is offered again.
  await page.reload();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const saved = page.getByRole('group', { name: 'My filters' });
  await saved.getByRole('checkbox', { name: 'Zebra cards' }).check();
  await page.keyboard.press('Escape');
  await search.fill(yak.name);
  await search.press('Enter');
  await expect(page.getByText('No boards match the search or the filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByRole('link', { name: yak.name, exact: true })).toBeVisible();
  await expect(search).toHaveValue('');

  // The change range: cards changed in a custom range long past match no board; its end never falls before its start.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('button', { name: 'Custom range' }).click();
  const range = page.getByRole('dialog', { name: 'Custom range' });
  await range.getByRole('combobox', { name: 'From' }).fill('02/01/2001');
  await range.getByRole('combobox', { name: 'From' }).press('Tab');
  await range.getByRole('combobox', { name: 'To' }).fill('03/01/2001');
  await range.getByRole('combobox', { name: 'To' }).press('Tab');
  await range.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('combobox', { name: 'Cards changed' })).toHaveText('February 01, 2001 – March 01, 2001');
  await page.keyboard.press('Escape');
  await expect(page.getByText('No boards match the search or the filters.')).toBeVisible();
});

test('quick-creates a board by its name and opens it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Adele Vance' }).click();
  await page.getByRole('button', { name: 'New board' }).click();
  await expect(page.getByRole('heading', { name: 'New board' })).toBeVisible();
  await page.getByRole('button', { name: 'Create board' }).click();
  await expect(page.getByText('Please specify the board name')).toBeVisible();
  const name = `Quick ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Board name' }).fill(name);
  await page.getByRole('button', { name: 'Create board' }).click();
  await expect(page).toHaveURL(/\/kanban\/[^/?]+/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test.describe('a first visit', () => {
  test.use({ firstVisit: true });

  test('shows the welcome slider once: its six slides walked through, then remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Megan Bowen' }).click();
    const welcome = page.getByRole('dialog', { name: 'Welcome to Listboard' });
    await expect(welcome).toBeVisible();
    for (let slide = 1; slide <= 6; slide += 1) {
      const current = welcome.getByRole('group', { name: `Slide ${slide} of 6` });
      await expect(current.getByRole('img')).toBeVisible();
      await expect(current.getByRole('img')).toHaveJSProperty('complete', true);
      if (slide < 6) await welcome.getByRole('button', { name: 'Next' }).click();
    }
    await welcome.getByRole('button', { name: 'Get started' }).click();
    await expect(welcome).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Welcome to Listboard' })).toHaveCount(0);
  });
});
