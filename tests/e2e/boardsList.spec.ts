import { expect, test } from './arrange';

test('a board tile names its owner and how many cards it holds', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  await own.card('Count me', { status: 'Not Started', priority: '(1) High' });
  await own.card('And me', { status: 'Completed', priority: '(3) Low' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Alex Wilber' }).click();
  const tile = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: own.name, exact: true }) });
  await expect(tile.getByText('Owner: Adele Vance')).toBeVisible();
  await expect(tile.getByText('2 cards')).toBeVisible();
});
