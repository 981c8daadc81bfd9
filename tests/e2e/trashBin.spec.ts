import { newContext } from './base';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './arrange';

async function signedIn(browser: Browser, person: string, path = '/'): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto(path);
  await page.getByRole('button', { name: person }).click();
  return page;
}

const tileOf = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

test('a board moved to the trash bin from the home leaves it, its open page says so, and it is restored from the trash bin', async ({
  browser,
  arrange,
}) => {
  const [kept, watched] = [await arrange.ownBoard(), await arrange.ownBoard()];
  const adele = await signedIn(browser, 'Adele Vance');
  // Alex edits the board but does not own it: he is told, and may not restore it.
  const alex = await signedIn(browser, 'Alex Wilber');
  // Alex may not move it: his tile's menu opens, charts and history, but offers no trash bin.
  await expect(tileOf(alex, watched.name)).toBeVisible();
  await tileOf(alex, watched.name)
    .getByRole('button', { name: `More actions for ${watched.name}` })
    .click();
  await expect(alex.getByRole('menuitem', { name: 'History' })).toBeVisible();
  await expect(alex.getByRole('menuitem', { name: 'Move to trash bin' })).toHaveCount(0);
  await alex.keyboard.press('Escape');
  await tileOf(alex, watched.name).getByRole('link').click();
  await expect(alex.getByRole('button', { name: 'New card' })).toBeVisible();
  await expect(tileOf(adele, kept.name)).toBeVisible();

  for (const board of [kept, watched]) {
    await tileOf(adele, board.name)
      .getByRole('button', { name: `More actions for ${board.name}` })
      .click();
    await adele.getByRole('menuitem', { name: 'Move to trash bin' }).click();
    const dialog = adele.getByRole('alertdialog', { name: 'Move to the trash bin' });
    await expect(dialog).toContainText(`Move “${board.name}” to the trash bin?`);
    await dialog.getByRole('button', { name: 'Move to trash bin' }).click();
    await expect(adele.getByText(`“${board.name}” was moved to the trash bin.`)).toBeVisible();
    await expect(tileOf(adele, board.name)).toHaveCount(0);
  }
  await expect(alex.getByRole('heading', { name: 'This board is in the trash bin', level: 1 })).toBeVisible();
  await expect(alex.getByText(/It was moved there on .+ by Adele Vance\. Ask one of its owners to restore it\./)).toBeVisible();
  await expect(alex.getByRole('button', { name: 'Restore the board' })).toHaveCount(0);

  await adele.getByRole('button', { name: 'Trash bin' }).click();
  await expect(adele.getByRole('heading', { name: 'Trash bin', level: 1 })).toBeVisible();
  await adele.getByRole('button', { name: `Restore ${kept.name}` }).click();
  const restore = adele.getByRole('alertdialog', { name: 'Restore from the trash bin' });
  await expect(restore).toContainText(`Restore “${kept.name}” from the trash bin?`);
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(adele.getByText(`“${kept.name}” is back among the boards.`)).toBeVisible();
  await expect(adele.getByRole('heading', { name: kept.name })).toHaveCount(0);

  // The board's own page offers its owner the restore too.
  await adele.goto(`/kanban/${watched.boardID}`);
  await adele.getByRole('button', { name: 'Restore the board' }).click();
  await expect(adele.getByRole('button', { name: 'New card' })).toBeVisible();
  await adele.getByRole('link', { name: 'Boards', exact: true }).first().click();
  await expect(tileOf(adele, kept.name)).toBeVisible();
  await expect(tileOf(adele, watched.name)).toBeVisible();
});

test('boards in the trash bin are selected one by one or all at once, and removed permanently after a confirmation', async ({
  browser,
  arrange,
}) => {
  const [first, second, third] = [await arrange.ownBoard(), await arrange.ownBoard(), await arrange.ownBoard()];
  for (const board of [first, second, third]) await board.moveToTrash();
  const adele = await signedIn(browser, 'Adele Vance', '/trashbin');
  await expect(adele.getByRole('heading', { name: first.name })).toBeVisible();

  // Select all, then none: every tile follows the toggle.
  const selectAll = adele.getByRole('checkbox', { name: 'Select all' });
  await selectAll.check();
  for (const board of [first, second, third]) await expect(adele.getByRole('checkbox', { name: `Select ${board.name}` })).toBeChecked();
  await selectAll.uncheck();
  for (const board of [first, second, third]) await expect(adele.getByRole('checkbox', { name: `Select ${board.name}` })).not.toBeChecked();

  await adele.getByRole('checkbox', { name: `Select ${first.name}` }).check();
  await adele.getByRole('checkbox', { name: `Select ${second.name}` }).check();
  await expect(adele.getByText('2 selected')).toBeVisible();
  await adele.getByRole('button', { name: 'Remove selected permanently' }).click();
  const dialog = adele.getByRole('alertdialog', { name: 'Remove permanently' });
  await expect(dialog).toContainText('Remove the 2 selected boards permanently?');
  // Cancelling leaves them.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(adele.getByRole('heading', { name: first.name })).toBeVisible();
  await adele.getByRole('button', { name: 'Remove selected permanently' }).click();
  await dialog.getByRole('button', { name: 'Remove permanently' }).click();
  await expect(adele.getByText('Done for 2 of the selected boards.')).toBeVisible();
  await expect(adele.getByRole('heading', { name: first.name })).toHaveCount(0);
  await expect(adele.getByRole('heading', { name: second.name })).toHaveCount(0);

  await adele.getByRole('button', { name: `Remove permanently: ${third.name}` }).click();
  await expect(dialog).toContainText(`Remove “${third.name}” permanently?`);
  await dialog.getByRole('button', { name: 'Remove permanently' }).click();
  await expect(adele.getByText(`“${third.name}” was removed permanently.`)).toBeVisible();
  await expect(adele.getByRole('heading', { name: third.name })).toHaveCount(0);
  // Gone for good: its URL finds no board.
  await adele.goto(`/kanban/${third.boardID}`);
  await expect(adele.getByText('This board does not exist (any more).')).toBeVisible();
});
