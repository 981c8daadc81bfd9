import { expect, test } from './arrange';
import { BoardPage, storedValues } from './boardPage';

test("adds, creates and removes a card's labels from its menu, and they stay after a reload", async ({ page, arrange }) => {
  const card = await arrange.card('Label the release notes', { status: 'Review', priority: '(2) Normal', values: { Labels: 'Bug' } });
  const created = arrange.title('Ops');
  const board = new BoardPage(page);
  await board.signInAndOpen();
  const face = board.cardFace(board.cell('(2) Normal', 'Review'), card.title);
  await expect(face.getByText('Bug', { exact: true })).toBeVisible();

  await face.getByRole('button', { name: `More options for ${card.title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit labels' }).click();
  const picker = page.getByRole('dialog', { name: `Edit labels: ${card.title}` });
  await picker.getByRole('checkbox', { name: 'Docs', exact: true }).check();
  await picker.getByRole('checkbox', { name: 'Bug', exact: true }).uncheck();
  await picker.getByRole('textbox', { name: 'New label' }).fill(created);
  await picker.getByRole('button', { name: 'Create label' }).click();
  await expect(picker.getByRole('checkbox', { name: created, exact: true })).toBeChecked();
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toBeHidden();
  await expect(face.getByText(created, { exact: true })).toBeVisible();

  await page.reload();
  const reloaded = board.cardFace(board.cell('(2) Normal', 'Review'), card.title);
  await expect(reloaded.getByText(created, { exact: true })).toBeVisible();
  await expect(reloaded.getByText('Docs', { exact: true })).toBeVisible();
  await expect(reloaded.getByText('Bug', { exact: true })).toHaveCount(0);
  expect((await storedValues(page, card.title)).Labels).toBe(`Docs;#${created}`);
});
