import { readFileSync } from 'node:fs';
import { type Locator, type Page, expect } from '@playwright/test';

/** A named section of the configuration wizard's current step. */
export const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** Goes on to the wizard's next step, whose tab has this title. */
export async function nextStep(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByRole('tab', { name: title, selected: true })).toBeVisible();
}

/** From the boards list, opens a board and then its configuration through the board's actions menu. */
export async function openConfiguration(page: Page, board: string): Promise<void> {
  await page.getByRole('link', { name: board, exact: true }).click();
  await expect(page.getByRole('heading', { name: board, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Board actions' }).click();
  await page.getByRole('menuitem', { name: 'Board configuration' }).click();
  await expect(page.getByRole('heading', { name: `Configure ${board}`, level: 1 })).toBeVisible();
}

/**
 * In the open configuration: exports the board as a template with its items, and gives the file as the
 * browser saved it, under the name it suggested. `firstItems`: the titles the preview must show (it
 * shows the header and the first three items); `warning`: what the dialog must warn of before the download.
 */
export async function exportTemplateWithItems(
  page: Page,
  firstItems: string[] = [],
  warning?: string,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  await section(page, 'Board template').getByRole('button', { name: 'Export as template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export the board as a template' });
  await dialog.getByRole('switch', { name: 'Include the items' }).check();
  await expect(dialog.getByText('A template carries at most 50 items', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Prepare the template' }).click();
  const preview = dialog.getByRole('table', { name: 'First items of the template' });
  await expect(preview).toBeVisible();
  if (firstItems.length > 0) await expect(preview.getByRole('row')).toHaveCount(firstItems.length + 1);
  for (const title of firstItems) await expect(preview).toContainText(title);
  if (warning) await expect(dialog.getByText(warning)).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the template' }).click();
  const template = await download;
  return { name: template.suggestedFilename(), mimeType: 'text/plain', buffer: readFileSync(await template.path()) };
}

/** From any page with the Boards link: a new board named `name` from a template file, with its items. */
export async function createBoardFromTemplate(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  name: string,
): Promise<void> {
  await page.getByRole('link', { name: 'Boards' }).click();
  await page.getByRole('button', { name: 'New board' }).click();
  await page.getByRole('link', { name: 'Set up step by step instead' }).click();
  await section(page, 'Board template').getByRole('button', { name: 'Create from a template' }).click();
  const importer = page.getByRole('dialog', { name: 'Create a board from a template' });
  await importer.getByLabel('Choose a template file').setInputFiles(file);
  await importer.getByRole('textbox', { name: 'Board name' }).fill(name);
  await importer.getByRole('switch', { name: 'Include the items' }).check();
  await importer.getByRole('button', { name: 'Create the board' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** From the boards list: the wizard adds a text field to the board's lists. */
export async function addFieldToLists(page: Page, board: string, field: string): Promise<void> {
  await openConfiguration(page, board);
  await section(page, 'Lists').getByRole('button', { name: 'Add a field to the lists' }).click();
  const dialog = page.getByRole('dialog', { name: 'New field' });
  await dialog.getByRole('textbox', { name: 'Field name' }).fill(field);
  await dialog.getByRole('button', { name: 'Add the field' }).click();
  await expect(page.getByText(`The field ${field} was added to the lists.`)).toBeVisible();
}
