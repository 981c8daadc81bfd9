import { expect, test } from './arrange';

/**
 * The data location in the browser (docs/data-location.md): an admin moves the tenant's data to West Europe; the panel
 * waits with the spec's busy text until the transfer's status says it ended, reloads, and names the new
 * location; every board of the tenant still shows the cards it showed before, and the page opens them. The specs
 * after this one run on the second account.
 */
test("a tenant's data moves to the other location and every board still shows its cards", async ({ page, arrange }) => {
  // Every board the run made so far, with its cards: read before the move, through the API the page uses.
  const boards = await arrange.allBoards();
  expect(boards.length).toBeGreaterThan(1);
  const before = await Promise.all(boards.map((board) => arrange.titlesOn(board.id)));
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

  const ids = (list: { id: string }[]) => list.map((board) => board.id).sort();
  expect(ids(await arrange.allBoards())).toEqual(ids(boards));
  for (const [index, board] of boards.entries()) expect(await arrange.titlesOn(board.id), board.name).toEqual(before[index]);
  // The page opens them there: the demo board and the one made last (a page load each; the API read them all).
  for (const board of [boards.find((b) => b.id === arrange.boardID), boards.at(-1)]) {
    await page.goto(`/kanban/${board?.id}`);
    await expect(page.getByRole('heading', { name: board?.name, level: 1 })).toBeVisible();
  }
});
