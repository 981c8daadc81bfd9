import { expect, test } from './arrange';

/**
 * Two people saving one board's settings (docs/concurrency.md#configuration-saves-are-conditional): the wizard saves on the version it
 * opened, so a save over someone else's newer one is refused; the person is told and may reload.
 */
test('tells the person that someone else saved the settings meanwhile, and reloads them on request', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  await page.goto('/');
  await page.getByRole('button', { name: 'Adele Vance' }).click();
  await expect(page.getByRole('heading', { name: 'Boards' })).toBeVisible();
  const wizardUrl = new URL(page.url());
  wizardUrl.pathname = `/newboard/${encodeURIComponent(own.boardID)}/0`;
  await page.goto(wizardUrl.toString());
  await expect(page.getByRole('heading', { name: `Configure ${own.name}`, level: 1 })).toBeVisible();
  const board = page.getByRole('region', { name: 'Board', exact: true });
  await board.getByRole('textbox', { name: 'Description' }).fill('Changed in the page');

  // Meanwhile a colleague saves the same board's settings.
  const opened = await own.settings();
  await own.saveSettings({ ...opened.config, description: 'Saved by a colleague' }, opened.etag);

  await page.getByRole('checkbox', { name: 'Open the board after saving' }).uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Settings changed by someone else' });
  await expect(question).toBeVisible();
  expect((await own.settings()).config.description).toBe('Saved by a colleague');

  await question.getByRole('button', { name: 'Reload settings' }).click();
  await expect(question).toBeHidden();
  await expect(board.getByRole('textbox', { name: 'Description' })).toHaveValue('Saved by a colleague');

  await board.getByRole('textbox', { name: 'Board name' }).fill(`${own.name} renamed`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The board was saved.')).toBeVisible();
  expect((await own.settings()).config).toMatchObject({ name: `${own.name} renamed`, description: 'Saved by a colleague' });
});
