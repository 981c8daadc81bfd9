import { newContext } from './base';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './arrange';

/** The admin panel in the browser (docs/licences.md): an admin finds a board and changes its owners, and the new owner may edit its settings. */

async function signedIn(browser: Browser, person: string, path = '/'): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto(path);
  await page.getByRole('button', { name: person }).click();
  return page;
}

test('an admin finds a board by name and changes its owners; the new owner may edit its settings', async ({ browser, arrange }) => {
  const board = await arrange.ownBoard();
  const admin = await signedIn(browser, 'Adele Vance');
  await admin.getByRole('link', { name: 'Admin panel', exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'Admin panel', level: 1 })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Board name' }).fill(board.name);
  await admin.keyboard.press('Enter');
  const row = admin.getByRole('group', { name: board.name });
  await expect(row).toBeVisible();
  await expect(admin.getByText('Boards 1 to 1 of 1')).toBeVisible();

  const owners = row.getByRole('combobox', { name: 'Board owners' });
  await owners.fill('Nestor');
  await admin.getByRole('option', { name: /Nestor Wilke/ }).click();
  await row.getByRole('button', { name: `Save ${board.name}` }).click();
  await expect(admin.getByText(`The permissions of ${board.name} are saved.`)).toBeVisible();

  // Found by its new owner, who may now open its settings.
  const ownerFilter = admin.getByRole('combobox', { name: 'Board owner', exact: true });
  await ownerFilter.fill('Nestor');
  await admin.getByRole('option', { name: /Nestor Wilke/ }).click();
  await expect(admin.getByRole('group', { name: board.name })).toBeVisible();
  const nestor = await signedIn(browser, 'Nestor Wilke', `/newboard/${board.boardID}`);
  await expect(nestor.getByRole('textbox', { name: 'Board name' })).toHaveValue(board.name);
});
