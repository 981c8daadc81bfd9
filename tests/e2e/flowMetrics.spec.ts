import { expect, test } from './arrange';
import { BoardPage } from './boardPage';

// Flow as a person reads it from the page (docs/reporting.md#card-aging, #wip-per-person, #the-cards-timeline,
// #forecasts): a card's age on its face, its path in the dialog, people's loads in the filter, the board's forecast.
test("reads a card's age, its path through the columns, people's loads and the board's forecast", async ({ page, arrange }) => {
  const card = await arrange.card('Measure the flow', { status: 'Not Started', priority: '(2) Normal' });
  const board = new BoardPage(page);
  await board.signInAndOpen();
  // Someone else starts it while the board is open: the live change carries no history, and the page ages it from then.
  await expect(board.card(board.cell('(2) Normal', 'Not Started'), card.title)).toBeVisible();
  await arrange.edit(card, { Status: 'In Progress' });
  await expect(board.card(board.cell('(2) Normal', 'In Progress'), card.title)).toBeVisible();

  // On its face: in its column for minutes, started just now, so well within the board's usual time.
  // The card's age is beside its title button, in the card's footer: the only card of the cell moved minutes ago.
  const age = board
    .cell('(2) Normal', 'In Progress')
    .getByRole('img', { name: /^In this column for \d+ minutes?\. Started \d+ minutes? ago: sooner than half/ });
  await expect(age).toBeVisible();
  await expect(age).toHaveText(/^\d+\s?m(in)?$/);
  // An older card of the demo's weeks of work shows days.
  await expect(page.getByRole('img', { name: /^In this column for \d+ days?\./ }).first()).toBeVisible();

  // Its dialog's timeline: the stay in Not Started, then In Progress so far.
  await board.openCard(board.cell('(2) Normal', 'In Progress'), card.title);
  const dialog = page.getByRole('dialog', { name: card.title });
  await dialog.getByRole('tab', { name: 'Timeline' }).click();
  const path = dialog.getByRole('list', { name: 'Path through the columns' });
  await expect(path.getByRole('listitem')).toHaveCount(2);
  await expect(path.getByRole('listitem').first()).toContainText('Not Started');
  await expect(path.getByRole('listitem').last()).toContainText(/In Progress\d+ minutes? so far/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The members filter gives each person their started cards.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const members = page.getByRole('group', { name: 'Members' });
  await expect(members.getByRole('checkbox', { name: /^Alex Wilber \d+ started$/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // The charts page forecasts from the board's finished cards, saying its sample.
  await page.getByRole('button', { name: 'Board actions' }).click();
  await page.getByRole('menuitem', { name: 'Charts' }).click();
  const forecast = page.getByRole('region', { name: 'Forecast' });
  await expect(forecast.getByText(/^From the 30 days .+: \d+ cards finished\.$/)).toBeVisible();
  await expect(forecast.getByText(/^85% likely: at least \d+ cards by \w+ \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expect(forecast.getByText(/^95% likely: the next 10 cards by \w+ \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cycle time of finished cards' })).toBeVisible();
});
