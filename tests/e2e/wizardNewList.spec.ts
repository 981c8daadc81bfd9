import type { Page } from '@playwright/test';
import { expect, test } from './arrange';
import { nextStep, section } from './wizardPage';

/**
 * The wizard makes what a new team lacks: a new list from step 0 (its statuses the starting columns)
 * and a new column from step 1, which becomes a choice of the list's status field on save.
 */

interface SavedColumns {
  columns: string[];
  statusChoices: string[];
}

/** The open board's columns and its list's status choices, as the API answers them. */
async function savedColumns(page: Page): Promise<SavedColumns> {
  return page.evaluate(async () => {
    const site = new URLSearchParams(window.location.search).get('SPHostUrl') ?? '';
    const headers = { authorization: `Bearer ${window.localStorage.getItem('listboard.token')}` };
    const boardID = decodeURIComponent(window.location.pathname.split('/')[2]);
    const board = (await (await fetch(`/api/board?${new URLSearchParams({ SPHostUrl: site, boardID })}`, { headers })).json()) as {
      columnDefinitions: { value: string }[];
      source: { lists: { url: string; listID: string }[] };
    };
    const list = board.source.lists[0];
    const fieldsQuery = new URLSearchParams({ SPHostUrl: site, url: list.url });
    const fields = (await (await fetch(`/api/site/lists/${list.listID}/fields?${fieldsQuery}`, { headers })).json()) as {
      internalName: string;
      choices?: string[];
    }[];
    return {
      columns: board.columnDefinitions.map((c) => c.value),
      statusChoices: fields.find((f) => f.internalName === 'Status')?.choices ?? [],
    };
  });
}

test('makes a board over a new list with a new column, both from the wizard', async ({ page, arrange }) => {
  const name = arrange.title('Team launch');
  await page.goto('/');
  await page.getByRole('button', { name: 'Adele Vance' }).click();
  await expect(page.getByRole('heading', { name: 'Boards' })).toBeVisible();
  await page.getByRole('button', { name: 'New board' }).click();
  await page.getByRole('link', { name: 'Set up step by step instead' }).click();
  await section(page, 'Board').getByRole('textbox', { name: 'Board name' }).fill(name);

  await section(page, 'Lists').getByRole('button', { name: 'New list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New list' });
  await expect(dialog.getByRole('textbox', { name: 'Name of the list' })).toHaveValue(name);
  await expect(dialog).toContainText('Not started, In progress, and Done');
  await dialog.getByRole('button', { name: 'Create the list' }).click();
  const lists = section(page, 'Lists');
  await expect(lists.getByRole('checkbox', { name, exact: true })).toBeChecked();
  await expect(page.getByText('Loading fields…')).toBeHidden();
  await nextStep(page, '2. Board setup');

  const columns = section(page, 'Columns');
  for (const status of ['Not started', 'In progress', 'Done']) await expect(columns.getByRole('tab', { name: status })).toBeVisible();
  await columns.getByRole('textbox', { name: /New column/ }).fill('Review');
  await columns.getByRole('textbox', { name: /New column/ }).press('Enter');
  await expect(columns.getByRole('tab', { name: 'Review', selected: true })).toBeVisible();

  await nextStep(page, '3. Cards setup');
  await nextStep(page, '4. Advanced setup');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  expect(await savedColumns(page)).toEqual({
    columns: ['Not started', 'In progress', 'Done', 'Review'],
    statusChoices: ['Not started', 'In progress', 'Done', 'Review'],
  });
});
