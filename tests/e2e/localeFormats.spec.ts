import { expect, test } from './arrange';
import { BoardPage, storedValues } from './boardPage';

/**
 * Dates and numbers in the page's language, and cards that name their fields
 * (docs/languages.md): the demo board shows Project and Estimate as header lines and Budget as a card field, and
 * hides empty card fields.
 */

test.describe('on a German page', () => {
  test.use({ locale: 'de-DE' });

  test('writes due dates, amounts and numbers the German way, with the names of the fields', async ({ page, arrange }) => {
    const filled = await arrange.card('Plan the launch', {
      status: 'Review',
      priority: '(3) Low',
      values: { Project: 'Website', Estimate: '5', Budget: '1250.5', DueDate: '2027-03-15T00:00:00Z' },
    });
    const empty = await arrange.card('Write the announcement', { status: 'Review', priority: '(3) Low' });
    const board = new BoardPage(page);
    await board.signInAndOpen('Adele Vance');
    const cell = board.cell('(3) Low', 'Review');

    const face = board.cardFace(cell, filled.title);
    await expect(face.getByText('Fällig am 15. März 2027', { exact: true })).toBeVisible();
    await expect(face.getByText('Project Website', { exact: true })).toBeVisible();
    await expect(face.getByText('Estimate 5', { exact: true })).toBeVisible();
    await expect(face.getByRole('term').filter({ hasText: 'Budget' })).toBeVisible();
    await expect(face.getByRole('button', { name: 'Budget bearbeiten: 1.250,50' })).toBeVisible();
    // The board hides empty card fields: a card without a budget has no Budget row, and no header lines without values.
    const bare = board.cardFace(cell, empty.title);
    await expect(bare.getByRole('term')).toHaveCount(0);
    await expect(bare.getByText(/^(Project|Estimate) /)).toHaveCount(0);

    await board.openCard(cell, filled.title);
    const dialog = page.getByRole('dialog', { name: filled.title });
    await expect(dialog.getByRole('combobox', { name: 'Due Date', exact: true })).toHaveValue('15.03.2027');
    await expect(dialog.getByRole('textbox', { name: 'Budget', exact: true })).toHaveValue('1250,5');
  });

  test('takes a date typed the German way and saves the day it names', async ({ page, arrange }) => {
    const card = await arrange.card('Book the venue', { status: 'Review', priority: '(3) Low' });
    const board = new BoardPage(page);
    await board.signInAndOpen('Adele Vance');
    const cell = board.cell('(3) Low', 'Review');
    await board.openCard(cell, card.title);
    const dialog = page.getByRole('dialog', { name: card.title });
    const due = dialog.getByRole('combobox', { name: 'Due Date', exact: true });
    await due.fill('1.4.2027');
    await due.press('Tab');
    await expect(due).toHaveValue('01.04.2027');
    await dialog.getByRole('button', { name: 'Speichern und schließen' }).click();
    await expect(dialog).toBeHidden();
    await expect(board.cardFace(cell, card.title).getByText('Fällig am 01. April 2027', { exact: true })).toBeVisible();
  });
});

test.describe('on a German page, editing a card in place', () => {
  test.use({ locale: 'de-DE' });

  test('picks a date from the calendar of a card field and saves it', async ({ page, arrange }) => {
    const own = await arrange.ownBoard((config) => {
      config.cardFields = ['DueDate'];
    });
    const card = await own.card('Book the venue', { status: 'Review', priority: '(3) Low', values: { DueDate: '2027-03-15T00:00:00Z' } });
    const board = new BoardPage(page, own);
    await board.signInAndOpen('Adele Vance');
    const face = board.cardFace(board.cell('(3) Low', 'Review'), card.title);
    await face.getByRole('button', { name: 'Due Date bearbeiten: 15. März 2027' }).click();
    await face.getByRole('combobox', { name: 'Due Date' }).click();
    await page.getByRole('dialog', { name: 'Kalender' }).getByRole('button', { name: '20, März, 2027' }).click();
    await expect(face.getByRole('combobox', { name: 'Due Date' })).toHaveValue('20.03.2027');
    await page.keyboard.press('Enter');
    await expect(face.getByRole('button', { name: 'Due Date bearbeiten: 20. März 2027' })).toBeVisible();
    await expect.poll(async () => (await storedValues(page, card.title)).DueDate).toBe('2027-03-20T00:00:00Z');
  });
});

test('writes due dates the American way on an English page', async ({ page, arrange }) => {
  const card = await arrange.card('Plan the launch', {
    status: 'Review',
    priority: '(3) Low',
    values: { DueDate: '2027-03-15T00:00:00Z', Budget: '1250.5' },
  });
  const board = new BoardPage(page);
  await board.signInAndOpen('Adele Vance');
  const face = board.cardFace(board.cell('(3) Low', 'Review'), card.title);
  await expect(face.getByText('Due March 15, 2027', { exact: true })).toBeVisible();
  await expect(face.getByRole('button', { name: 'Edit Budget: 1,250.50' })).toBeVisible();
});
