import { expect, test } from './arrange';
import { BoardPage } from './boardPage';

const LOW = '(3) Low';

test('a card dropped on the default lane asks for its lane value, keeps it, and stays put when the person cancels', async ({
  page,
  arrange,
}) => {
  const own = await arrange.ownBoard((config) => {
    config.swimlanes.lanes = config.swimlanes.lanes.filter((lane) => lane.value !== LOW);
    config.swimlanes.showDefaultDroppingDialog = true;
    config.swimlanes.addDefault = true;
  });
  const card = await own.card('Triage the inbox', { status: 'Not Started', priority: '(1) High' });
  // An empty lane shows collapsed: a card without a priority keeps the default lane open.
  await own.card('Unsorted request', { status: 'Review', priority: '' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const from = board.cell('(1) High', 'Not Started');
  const target = board.cell('Unassigned', 'Review');

  // Cancelled, the card stays where it was and nothing is written.
  await board.drag(board.card(from, card.title), target);
  let dialog = page.getByRole('dialog', { name: 'Priority for this card' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${card.title} goes to Unassigned.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(board.card(from, card.title)).toBeVisible();

  // Picked, the card lands on the default lane with the value no lane of its own shows.
  await board.drag(board.card(from, card.title), target);
  dialog = page.getByRole('dialog', { name: 'Priority for this card' });
  await dialog.getByRole('combobox', { name: 'Priority' }).click();
  await expect(page.getByRole('option')).toHaveText(['No value', LOW]);
  await page.getByRole('option', { name: LOW }).click();
  const saved = board.movesSaved();
  await dialog.getByRole('button', { name: 'Move card' }).click();
  expect(((await saved) as { status(): number }).status()).toBe(200);
  await expect(board.card(target, card.title)).toBeVisible();

  await page.reload();
  await expect(board.card(target, card.title)).toBeVisible();
  await board.openCard(target, card.title);
  await expect(page.getByRole('dialog', { name: card.title })).toContainText(LOW);
});
