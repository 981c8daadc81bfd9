import { expect, test } from './arrange';

/**
 * The data location in the browser (docs/data-location.md): an admin moves the tenant's data to West Europe; the panel
 * waits with the spec's busy text until the transfer's status says it ended, reloads, and names the new
 * location; every board of the tenant still opens. The specs after this one run on the second account.
 */
test("a tenant's data moves to the other location and every board still opens", async ({ page, arrange }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Adele Vance' }).click();
  await page.getByRole('link', { name: 'Admin panel', exact: true }).click();
  const location = page.getByRole('region', { name: 'Data location' });
  await expect(location.getByRole('radio', { name: 'West USA (current)' })).toBeChecked();
  await location.getByRole('radio', { name: 'West Europe' }).check();
  await location.getByRole('button', { name: 'Move the data' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Move the data' });
  await expect(confirm).toContainText('Move all the data of your boards to West Europe?');
  await confirm.getByRole('button', { name: 'Move the data' }).click();

  // Busy while the data is copied; the page reloads once the status (asked every 10 s) says it is over.
  await expect(page.getByText('Please wait until the data transfer is complete.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Data location' }).getByRole('radio', { name: 'West Europe (current)' })).toBeChecked({
    timeout: 45_000,
  });

  const boards = await arrange.allBoards();
  expect(boards.length).toBeGreaterThan(1);
  for (const board of boards) {
    await page.goto(`/kanban/${board.id}`);
    await expect(page.getByRole('heading', { name: board.name, level: 1 })).toBeVisible();
  }
});
