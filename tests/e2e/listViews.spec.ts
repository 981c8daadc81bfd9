import { expect, test } from './arrange';
import { BoardPage } from './boardPage';

test("narrows the cards to a list view chosen in the filters panel, and keeps it chosen with the board's filter", async ({
  page,
  arrange,
}) => {
  const own = await arrange.ownBoard();
  const { title: inReview } = await own.card('Migrate invoices table', { status: 'Review', priority: '(1) High' });
  const { title: notStarted } = await own.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High' });
  const listName = await own.offerView('In review', [{ field: 'Status', operator: 'Eq', value: 'Review' }]);
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const cards = page.locator('[aria-roledescription="card"]');
  await expect(cards).toHaveCount(2);

  await page.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  const view = panel.getByRole('group', { name: `List views: ${listName}` }).getByRole('checkbox', { name: 'In review' });
  await view.check();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('button', { name: inReview, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: notStarted, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filters', description: '1 active' })).toBeVisible();

  // Closed and opened again, the panel shows the view still chosen, as it does the other parts of the filter.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(view).toBeChecked();
  await view.uncheck();
  await expect(cards).toHaveCount(2);
});
