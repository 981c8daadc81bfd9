import { readFileSync } from 'node:fs';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { BoardPage } from './boardPage';

/**
 * The configuration wizard end to end (spec 2): a board created from the demo list through all four
 * steps, seen applied on the board, refused to a viewer; its configuration exported and imported
 * into another board with a report; a template with content exported and imported as a new board.
 */

async function signIn(page: Page, user: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: user }).click();
  await expect(page.getByRole('heading', { name: 'Boards' })).toBeVisible();
}

const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** Picks an option of a wizard select (a dropdown, or a filtering combobox for long lists). */
async function choose(scope: Locator, label: string, option: string): Promise<void> {
  const choice = scope.page().getByRole('option', { name: option, exact: true });
  // A panel that has just opened may still be settling: the first click can land before the list opens.
  await expect(async () => {
    if (!(await choice.isVisible())) await scope.getByRole('combobox', { name: label }).click();
    await expect(choice).toBeVisible({ timeout: 1000 });
  }).toPass();
  await choice.click();
}

async function nextStep(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByRole('tab', { name: title, selected: true })).toBeVisible();
}

async function openConfiguration(page: Page, board: string): Promise<void> {
  await page.getByRole('link', { name: board, exact: true }).click();
  await expect(page.getByRole('heading', { name: board, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Board actions' }).click();
  await page.getByRole('menuitem', { name: 'Board configuration' }).click();
  await expect(page.getByRole('heading', { name: `Configure ${board}`, level: 1 })).toBeVisible();
}

/** The background colours the style rules gave the open board's cards, as the page reads them. */
async function cardColours(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const site = new URLSearchParams(window.location.search).get('SPHostUrl') ?? '';
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${window.localStorage.getItem('listboard.token')}` };
    const boardID = decodeURIComponent(window.location.pathname.split('/')[2]);
    const response = await fetch(`/api/kanban/tasks?SPHostUrl=${encodeURIComponent(site)}`, { method: 'POST', headers, body: JSON.stringify({ boardID }) });
    const tasks = (await response.json()) as { rows: { columns: { items: { color?: { bodyColor?: string } }[] }[] }[] };
    return tasks.rows.flatMap((r) => r.columns.flatMap((c) => c.items.map((i) => i.color?.bodyColor ?? '')));
  });
}

test.describe.configure({ mode: 'serial' });

test('creates a board from the demo list through the four steps, and opens it with its settings applied', async ({ page }) => {
  await signIn(page, 'Adele Vance');
  await page.getByRole('button', { name: 'New board' }).click();
  await expect(page.getByRole('heading', { name: 'New board', level: 1 })).toBeVisible();

  // A new board cannot jump ahead, nor leave step 0 without a name and lists.
  await expect(page.getByRole('tab', { name: '3. Cards setup' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByRole('alert', { name: 'Problems of this step' })).toContainText('Please specify the board name');

  const lists = section(page, 'Lists');
  await section(page, 'Board').getByRole('textbox', { name: 'Board name' }).fill('Sprint board');
  // The box ticks once the list's fields have loaded.
  await lists.getByRole('checkbox', { name: 'Tasks' }).click();
  await expect(lists.getByRole('checkbox', { name: 'Tasks' })).toBeChecked();
  await expect(lists.getByRole('checkbox', { name: 'Documents' })).toBeDisabled();
  await expect(page.getByText('Loading fields…')).toBeHidden();
  await nextStep(page, '2. Board setup');

  const columns = section(page, 'Columns');
  await columns.getByRole('tab', { name: 'In Progress' }).click();
  await columns.getByRole('group', { name: 'Settings of column In Progress' }).getByRole('spinbutton', { name: 'WIP limit' }).fill('3');
  const swimlanes = section(page, 'Swimlanes');
  await choose(swimlanes, 'Swimlane field', 'Assigned To');
  await swimlanes.getByRole('button', { name: 'Add lane' }).click();
  await swimlanes.getByRole('group', { name: 'Lane 1' }).getByRole('combobox', { name: 'Lane value' }).fill('Alex');
  await page.getByRole('option', { name: 'Alex Wilber' }).click();
  await nextStep(page, '3. Cards setup');

  const styles = section(page, 'Style rules');
  await styles.getByRole('button', { name: 'Add style rule' }).click();
  const rule = styles.getByRole('group', { name: 'New style rule' });
  await choose(rule, 'Field', 'Project');
  await choose(rule, 'Operator', 'is not empty');
  await rule.getByLabel('Background colour').fill('#ffd6d6');
  await rule.getByRole('textbox', { name: 'Rule name' }).fill('Project work');
  await nextStep(page, '4. Advanced setup');

  const filters = section(page, 'Filters');
  await filters.getByRole('button', { name: 'Add filter' }).click();
  const filter = filters.getByRole('group', { name: 'New filter' });
  await choose(filter, 'Field', 'Priority');
  await choose(filter, 'Operator', 'is equal to');
  await choose(filter, 'Value', '(1) High');
  await filter.getByRole('textbox', { name: 'Filter name' }).fill('Urgent');

  const access = section(page, 'Board access');
  await expect(access.getByRole('combobox', { name: 'Default permission' })).toHaveText('View only');
  await access.getByRole('combobox', { name: 'People who may edit every task' }).fill('Alex');
  await page.getByRole('option', { name: 'Alex Wilber' }).click();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Sprint board', level: 1 })).toBeVisible();
  const board = new BoardPage(page);
  await expect(board.cell('Alex Wilber', 'In Progress')).toBeVisible();
  await expect(page.getByRole('region', { name: 'In Progress' }).first()).toContainText('/ 3');
  expect(await cardColours(page)).toContain('#ffd6d6');
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' }).getByText('Urgent')).toBeVisible();
});

test('a view-only user cannot change the new board, its one editor can', async ({ page }) => {
  await signIn(page, 'Pradeep Gupta');
  await page.getByRole('link', { name: 'Sprint board' }).click();
  await expect(page.getByRole('heading', { name: 'Sprint board', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add a card to/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Board actions' }).click();
  await page.getByRole('menuitem', { name: 'Board configuration' }).click();
  await expect(page.getByText('You do not have access to this board.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, 'Alex Wilber');
  await page.getByRole('link', { name: 'Sprint board' }).click();
  await expect(page.getByRole('button', { name: /^Add a card to/ }).first()).toBeVisible();
});

test('exports the configuration and imports it into another board, listing what was left out', async ({ page }) => {
  await signIn(page, 'Adele Vance');
  await openConfiguration(page, 'Sprint board');
  const file = section(page, 'Configuration file');
  const download = page.waitForEvent('download');
  await file.getByRole('button', { name: 'Export configuration' }).click();
  const exported = await download;
  expect(exported.suggestedFilename()).toBe('Sprint board.kboj');
  await expect(page.getByText('The configuration was exported to Sprint board.kboj.')).toBeVisible();
  const path = await exported.path();

  await page.getByRole('link', { name: 'Boards' }).click();
  await openConfiguration(page, 'Team documents');
  await section(page, 'Configuration file').getByLabel('Import configuration').setInputFiles(path);
  const report = page.getByRole('list', { name: 'What was left out' });
  await expect(report).toContainText('Swimlanes.');
  await expect(page.getByText('The configuration was loaded, but some of it does not fit these lists')).toBeVisible();
  expect(readFileSync(path, 'utf8')).toContain('"Sprint board"');
});

test('exports a template with its items and creates a new board from it', async ({ page }) => {
  await signIn(page, 'Adele Vance');
  await openConfiguration(page, 'Team tasks');
  await section(page, 'Board template').getByRole('button', { name: 'Export as template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export the board as a template' });
  await dialog.getByRole('switch', { name: 'Include the items' }).check();
  await dialog.getByRole('button', { name: 'Prepare the template' }).click();
  await expect(dialog.getByRole('table', { name: 'First items of the template' }).getByRole('row')).toHaveCount(4);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the template' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('Team tasks.kbot');

  await page.getByRole('link', { name: 'Boards' }).click();
  await page.getByRole('button', { name: 'New board' }).click();
  await section(page, 'Board template').getByRole('button', { name: 'Create from a template' }).click();
  const importer = page.getByRole('dialog', { name: 'Create a board from a template' });
  // The file as the browser saved it, under the name it suggested.
  const saved = { name: template.suggestedFilename(), mimeType: 'text/plain', buffer: readFileSync(await template.path()) };
  await importer.getByLabel('Choose a template file').setInputFiles(saved);
  await importer.getByRole('textbox', { name: 'Board name' }).fill('Imported tasks');
  await importer.getByRole('switch', { name: 'Include the items' }).check();
  await importer.getByRole('button', { name: 'Create the board' }).click();
  await expect(page.getByRole('heading', { name: 'Imported tasks', level: 1 })).toBeVisible();
  await expect(page.locator('[aria-roledescription="card"]').first()).toBeVisible();

  // A field added from the wizard goes on the board's list.
  await page.getByRole('link', { name: 'Boards' }).click();
  await openConfiguration(page, 'Imported tasks');
  await section(page, 'Lists').getByRole('button', { name: 'Add a field to the lists' }).click();
  const newField = page.getByRole('dialog', { name: 'New field' });
  await newField.getByRole('textbox', { name: 'Field name' }).fill('Risk');
  await newField.getByRole('button', { name: 'Add the field' }).click();
  await expect(page.getByText('The field Risk was added to the lists.')).toBeVisible();
});

test('unsaved changes are confirmed before leaving; steps of a saved board are in the address', async ({ page }) => {
  await signIn(page, 'Adele Vance');
  await openConfiguration(page, 'Team tasks');
  await page.getByRole('tab', { name: '4. Advanced setup' }).click();
  await expect(page).toHaveURL(/\/newboard\/[^/]+\/3\?/);
  await page.getByRole('tab', { name: '1. List setup' }).click();
  await section(page, 'Board').getByRole('textbox', { name: 'Description' }).fill('Changed, not saved');

  await page.getByRole('link', { name: 'Boards' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Unsaved changes' });
  await confirm.getByRole('button', { name: 'Stay' }).click();
  await expect(section(page, 'Board').getByRole('textbox', { name: 'Description' })).toHaveValue('Changed, not saved');
  await page.getByRole('link', { name: 'Boards' }).click();
  await confirm.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible();
});
