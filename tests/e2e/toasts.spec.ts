import { expect, test } from './arrange';
import { BoardPage } from './boardPage';

test('a toast leaves the navigation bar free', async ({ page }) => {
  const board = new BoardPage(page);
  await board.signInAndOpen();
  await page.getByRole('button', { name: 'Board actions' }).click();
  await page.getByRole('menuitem', { name: 'Copy board URL' }).click();
  // Copied or refused, the page says so in a toast.
  const toast = page
    .getByRole('status')
    .or(page.getByRole('alert'))
    .filter({ hasText: /board URL/ });
  await expect(toast).toBeVisible();
  const toastBox = await toast.boundingBox();
  const navBox = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  expect(toastBox && navBox && toastBox.y >= navBox.y + navBox.height).toBe(true);
});
