import { expect, test } from './arrange';
import { createsLibraryItemWithFile } from './libraryPage';

test('creates a library item: refused without a file, saved with one, and its file listed when reopened', async ({ page, arrange }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Alex Wilber' }).click();
  await page.getByRole('link', { name: 'Team documents', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Team documents', level: 1 })).toBeVisible();
  await createsLibraryItemWithFile(page, arrange.title('Team charter'));
});
