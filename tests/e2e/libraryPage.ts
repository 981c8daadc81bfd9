import { type Page, expect } from '@playwright/test';

/**
 * On the open "Team documents" board: a new library item is refused without a file, saved with one,
 * and its file listed and downloaded when the item is reopened.
 */
export async function createsLibraryItemWithFile(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'New card' }).click();
  const dialog = page.getByRole('dialog', { name: 'New item' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('File is empty')).toBeVisible();
  await expect(page.getByRole('button', { name: title, exact: true })).toHaveCount(0);

  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('group', { name: 'Name' }).getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name: 'charter.txt', mimeType: 'text/plain', buffer: Buffer.from('Who we are and how we work.') });
  await expect(dialog.getByText('charter.txt (uploaded when you save)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: title, exact: true }).dblclick();
  const reopened = page.getByRole('dialog', { name: title });
  const file = reopened.getByRole('group', { name: 'Name' });
  await expect(file.getByText('charter.txt', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await file.getByRole('button', { name: 'Download charter.txt' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('charter.txt');
}
