import { expect, test } from './arrange';
import { BoardPage, storedValues } from './boardPage';

const GROUP = 'Marketing team';

// The demo's Assigned To takes people and groups (docs/board-page.md#groups-in-person-fields).
test('assigns a card to a group in the card dialog and shows the group on the card', async ({ page, arrange }) => {
  const card = await arrange.card('Plan the launch campaign', { status: 'Review', priority: '(2) Normal' });
  const board = new BoardPage(page);
  await board.signInAndOpen();
  await board.openCard(board.cell('(2) Normal', 'Review'), card.title);
  const dialog = page.getByRole('dialog', { name: card.title });
  const people = dialog.getByRole('combobox', { name: 'Assigned To', exact: true });
  await people.fill('Marketing');
  await page.getByRole('option', { name: `Group ${GROUP}` }).click();
  await expect(dialog.getByRole('button', { name: `Remove ${GROUP}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden();

  const shown = board.cardFace(board.cell('(2) Normal', 'Review'), card.title);
  await expect(shown.getByRole('img', { name: `Group ${GROUP}` })).toBeVisible();
  expect((await storedValues(page, card.title)).AssignedTo).toMatch(/^\d+$/);
});
