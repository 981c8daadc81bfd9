import { expect, test } from './arrange';
import { BoardPage, storedValues } from './boardPage';

/** The board's single-key commands (docs/board-page.md#keyboard-commands): on the page, never in a field, and off for a person who says so. */

test('single keys open, search, filter, add and delete; never inside a field; and a person can turn them off', async ({
  page,
  arrange,
}) => {
  const card = await arrange.card('Prepare release notes', { status: 'Review', priority: '(2) Normal' });
  const board = new BoardPage(page);
  await board.signInAndOpen();
  const face = board.card(board.cell('(2) Normal', 'Review'), card.title);

  await face.focus();
  await page.keyboard.press('o');
  const dialog = page.getByRole('dialog', { name: card.title });
  // Escape closes a dialog once its editor is in and holds the focus.
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await face.focus();
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Delete card' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(face).toBeVisible();

  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search cards' });
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  // Typed into the field, "f" is a letter of the search, not the filters.
  await page.keyboard.type('fo');
  await expect(search).toHaveValue('fo');
  await expect(page.getByRole('dialog', { name: 'Filters' })).toHaveCount(0);
  await search.clear();

  await face.focus();
  await page.keyboard.press('f');
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
  await face.focus();
  await page.keyboard.press('n');
  const newItem = page.getByRole('dialog', { name: 'New item' });
  await expect(newItem.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
  await expect(newItem.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(newItem).toBeHidden();

  await face.focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByText('Open the focused card')).toBeVisible();
  await help.getByRole('switch', { name: 'Single-key shortcuts' }).click();
  await expect(help.getByText('Open the focused card')).toBeHidden();
  await help.getByRole('button', { name: 'Close' }).click();
  await face.focus();
  await page.keyboard.press('o');
  await page.keyboard.press('f');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Kept for the person after a reload, and turned on again from the board's menu.
  await page.reload();
  await page.getByRole('button', { name: 'Board actions' }).click();
  await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
  const again = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(again.getByRole('switch', { name: 'Single-key shortcuts' })).not.toBeChecked();
  await again.getByRole('switch', { name: 'Single-key shortcuts' }).click();
  await again.getByRole('button', { name: 'Close' }).click();
  await board.card(board.cell('(2) Normal', 'Review'), card.title).focus();
  await page.keyboard.press('o');
  await expect(page.getByRole('dialog', { name: card.title })).toBeVisible();
});

test('A assigns the focused card to oneself, a number key toggles a label, and . and , move it between columns', async ({
  page,
  arrange,
}) => {
  const own = await arrange.ownBoard();
  const card = await own.card('Tune search ranking', { status: 'Not Started', priority: '(2) Normal' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const face = () => board.card(page.getByRole('main'), card.title);

  await face().focus();
  await page.keyboard.press('a');
  await expect(page.getByRole('status').filter({ hasText: `Changed Assigned To of “${card.title}”` })).toBeVisible();
  // The demo board's second label is Feature.
  await face().focus();
  await page.keyboard.press('2');
  await expect(board.cardFace(board.cell('(2) Normal', 'Not Started'), card.title).getByText('Feature', { exact: true })).toBeVisible();
  expect(await storedValues(page, card.title)).toMatchObject({ Labels: 'Feature' });

  await face().focus();
  await page.keyboard.press('.');
  await expect(board.card(board.cell('(2) Normal', 'In Progress'), card.title)).toBeFocused();
  // The focus follows the card into its new cell (a frame or two after it shows there); the next key acts on it.
  await page.keyboard.press('.');
  await expect(board.card(board.cell('(2) Normal', 'Review'), card.title)).toBeFocused();
  await page.keyboard.press(',');
  await expect(board.card(board.cell('(2) Normal', 'In Progress'), card.title)).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(board.card(board.cell('(2) Normal', 'Review'), card.title)).toBeVisible();
  await page.reload();
  await expect(board.card(board.cell('(2) Normal', 'Review'), card.title)).toBeVisible();
  // Alex, who pressed A, is the one person the card is assigned to.
  expect((await storedValues(page, card.title)).AssignedTo).toMatch(/^\d+$/);
});

test('Ctrl+K finds a card by words of its title and opens it, and runs a command found by name', async ({ page, arrange }) => {
  const card = await arrange.card('Résumé screening checklist', { status: 'Completed', priority: '(3) Low' });
  const board = new BoardPage(page);
  await board.signInAndOpen();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Commands and cards' });
  const box = palette.getByRole('combobox', { name: 'Commands and cards' });
  await expect(box).toBeFocused();
  await box.fill(`checklist resume ${card.title.split(' ').at(-1)}`);
  await page.getByRole('option', { name: new RegExp(`^${card.title}`) }).click();
  await expect(palette).toBeHidden();
  await expect(page.getByRole('dialog', { name: card.title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: card.title })).toBeHidden();

  await page.keyboard.press('Control+k');
  await box.fill('filters');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
});
