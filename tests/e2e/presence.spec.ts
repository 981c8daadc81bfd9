import { expect, test } from './arrange';
import { newContext } from './base';
import { expectNoSeriousViolations } from './axeScan';
import { BoardPage } from './boardPage';

/** Who else has a board or a card open (docs/live-updates.md#presence), between two people's browsers. */

test('shows who else has the board and a card open, warns two editors, names who saved first, and lets a leaver go', async ({
  browser,
  page,
  arrange,
}) => {
  const own = await arrange.ownBoard();
  const card = await own.card('Plan the launch', { status: 'Not Started', priority: '(2) Normal' });
  const alex = new BoardPage(page, own);
  await alex.signInAndOpen('Alex Wilber');
  const meganContext = await newContext(browser);
  const megan = new BoardPage(await meganContext.newPage(), own);
  await megan.signInAndOpen('Megan Bowen');

  const alexSees = page.getByRole('group', { name: 'Also here: Megan Bowen' });
  await expect(alexSees).toBeVisible();
  await expect(alexSees.getByRole('img', { name: 'Megan Bowen' })).toBeVisible();
  await expect(megan.page.getByRole('group', { name: 'Also here: Alex Wilber' })).toBeVisible();

  // Megan opens the card to edit it: Alex's board shows her on the card, and his own dialog warns him before he types.
  await megan.openCard(megan.cell('(2) Normal', 'Not Started'), card.title);
  await expect(megan.page.getByRole('dialog', { name: card.title })).toBeVisible();
  const alexCell = alex.cell('(2) Normal', 'Not Started');
  await expect(alex.cardFace(alexCell, card.title).getByRole('img', { name: 'Megan Bowen is editing this card' })).toBeVisible();
  await expectNoSeriousViolations(page, 'a board that shows who else is here');
  await alex.openCard(alexCell, card.title);
  const alexDialog = page.getByRole('dialog', { name: card.title });
  await expect(alexDialog.getByText('Also editing this card: Megan Bowen.')).toBeVisible();
  await expectNoSeriousViolations(page, 'a card dialog that warns of another editor', { within: '[role="dialog"]' });
  await expect(megan.page.getByRole('dialog', { name: card.title }).getByText('Also editing this card: Alex Wilber.')).toBeVisible();

  // Megan saves first and closes her dialog: Alex's warning goes; his own save is refused, names her and her change,
  // and keeps his value in the form, which his second save applies.
  const meganDialog = megan.page.getByRole('dialog', { name: card.title });
  await meganDialog.getByRole('textbox', { name: 'Project', exact: true }).fill('Website');
  await meganDialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(meganDialog).toBeHidden();
  await expect(alexDialog.getByText('Also editing this card: Megan Bowen.')).toBeHidden();
  const project = alexDialog.getByRole('textbox', { name: 'Project', exact: true });
  await project.fill('Intranet');
  await alexDialog.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = alexDialog.getByRole('alert').filter({ hasText: 'Megan Bowen saved this card first' });
  await expect(conflict).toContainText('Their change is now in the form: Project. You both changed Project: the form shows yours.');
  await expect(project).toHaveValue('Intranet');
  await alexDialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(alexDialog).toBeHidden();
  await expect(alex.cardFace(alexCell, card.title).getByText('Intranet')).toBeVisible();
  await expect(alexSees).toBeVisible();
  await megan.page.getByRole('link', { name: 'Boards' }).click();
  await expect(alexSees).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Megan Bowen left this board.' })).toHaveCount(1);
  await meganContext.close();
});
