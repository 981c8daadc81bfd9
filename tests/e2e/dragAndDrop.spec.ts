import { expect, test } from './arrange';
import { BoardPage } from './boardPage';

// A person's drag with the motion on: the other specs run with reduced motion (tests/playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

test('signs in, opens a board and shows lanes, columns, WIP and cards', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  for (const name of ['Set up error monitoring', 'Refactor payment webhook', 'Speed up dashboard load']) {
    await own.card(name, { status: 'In Progress', priority: '(1) High' });
  }
  const card = await own.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High' });
  const board = new BoardPage(page, own);
  await page.goto('/kanban');
  await expect(page).toHaveURL(/SPHostUrl=/);
  await expect(page.getByRole('heading', { name: 'Sign in to Listboard' })).toBeVisible();
  await board.signInAndOpen();
  for (const lane of ['(1) High', '(2) Normal', '(3) Low', 'Unassigned']) {
    await expect(board.lane(lane)).toBeVisible();
  }
  const full = board.cell('(1) High', 'In Progress');
  await expect(full.getByText('3 / 3')).toBeVisible();
  await expect(full.getByRole('img', { name: 'WIP limit reached' })).toBeVisible();
  await expect(board.card(board.cell('(1) High', 'Not Started'), card.title)).toBeVisible();
  await expect(page).toHaveURL(/SPHostUrl=https%3A%2F%2Fdemo\.listboard\.local/);
});

test('drags a card to another column with the mouse, and it stays there after a reload', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const { title } = await own.card('Design pricing page', { status: 'Not Started', priority: '(2) Normal' });
  await own.card('Write API rate-limit docs', { status: 'Review', priority: '(2) Normal' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const saved = board.movesSaved();
  await board.drag(board.card(board.cell('(2) Normal', 'Not Started'), title), board.cell('(2) Normal', 'Review'));
  await expect(board.card(board.cell('(2) Normal', 'Review'), title)).toBeVisible();
  expect(((await saved) as { status(): number }).status()).toBe(200);
  await page.reload();
  await expect(board.card(board.cell('(2) Normal', 'Review'), title)).toBeVisible();
  expect(await board.titles('(2) Normal', 'Not Started')).not.toContain(title);
});

test('drags a card to another lane with the mouse, and it stays there after a reload', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const { title } = await own.card('Archive old projects', { status: 'Deferred', priority: '(3) Low' });
  // An empty lane starts collapsed: the target lane holds a card.
  await own.card('Triage support backlog', { status: 'Not Started', priority: '' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const saved = board.movesSaved();
  await board.drag(board.card(board.cell('(3) Low', 'Deferred'), title), board.cell('Unassigned', 'Deferred'));
  await expect(board.card(board.cell('Unassigned', 'Deferred'), title)).toBeVisible();
  await saved;
  await page.reload();
  await expect(board.card(board.cell('Unassigned', 'Deferred'), title)).toBeVisible();
  expect(await board.titles('(3) Low', 'Deferred')).not.toContain(title);
});

test('reorders cards within a column, and the order survives a reload', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const arranged = [];
  for (const name of ['Draft Q3 roadmap', 'Clean up feature flags', 'Plan user interviews']) {
    arranged.push((await own.card(name, { status: 'Completed', priority: '(2) Normal' })).title);
  }
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const before = await board.titles('(2) Normal', 'Completed');
  expect([...before].sort()).toEqual([...arranged].sort());
  const cell = board.cell('(2) Normal', 'Completed');
  const saved = board.movesSaved();
  await board.drag(board.card(cell, before[2]), board.card(cell, before[0]), 'top');
  const expected = [before[2], before[0], before[1]];
  await expect.poll(() => board.titles('(2) Normal', 'Completed')).toEqual(expected);
  await saved;
  await page.reload();
  await expect.poll(() => board.titles('(2) Normal', 'Completed')).toEqual(expected);
});

test('moves cards with the keyboard to another column and another lane, announcing each step', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const { title } = await own.card('Update privacy policy', { status: 'Not Started', priority: '(3) Low' });
  const { title: other } = await own.card('Create welcome tour', { status: 'Review', priority: '(3) Low' });
  // An empty lane starts collapsed: the target lane holds a card.
  await own.card('Write style guide', { status: 'Not Started', priority: '(2) Normal' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  await board.pickUp(board.cell('(3) Low', 'Not Started'), title, 'column Not Started, lane (3) Low, position 1 of 1');
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('status').filter({ hasText: `${title} is over column In Progress, lane (3) Low, position 1 of 1.` }),
  ).toBeAttached();
  let saved = board.movesSaved();
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('status').filter({ hasText: `Dropped ${title} into column In Progress, lane (3) Low, position 1 of 1.` }),
  ).toBeAttached();
  await expect(board.card(board.cell('(3) Low', 'In Progress'), title)).toBeVisible();
  await saved;

  await board.pickUp(board.cell('(3) Low', 'Review'), other, 'column Review, lane (3) Low, position 1 of 1');
  await page.keyboard.press('Shift+ArrowUp');
  await expect(
    page.getByRole('status').filter({ hasText: `${other} is over column Review, lane (2) Normal, position 1 of 1.` }),
  ).toBeAttached();
  saved = board.movesSaved();
  await page.keyboard.press('Space');
  await expect(board.card(board.cell('(2) Normal', 'Review'), other)).toBeVisible();
  await saved;

  await page.reload();
  await expect(board.card(board.cell('(3) Low', 'In Progress'), title)).toBeVisible();
  await expect(board.card(board.cell('(2) Normal', 'Review'), other)).toBeVisible();
});

test('refuses a drop onto a column at its WIP limit: the card returns and stays put', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const inProgress = [];
  for (const name of ['Set up error monitoring', 'Refactor payment webhook', 'Speed up dashboard load']) {
    inProgress.push((await own.card(name, { status: 'In Progress', priority: '(1) High' })).title);
  }
  const { title } = await own.card('Review onboarding emails', { status: 'Review', priority: '(1) High' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  expect(await board.titles('(1) High', 'In Progress')).toEqual(inProgress);
  await board.drag(board.card(board.cell('(1) High', 'Review'), title), board.cell('(1) High', 'In Progress'));
  await expect(page.getByRole('alert').filter({ hasText: 'work-in-progress limit' })).toBeVisible();
  await expect(board.card(board.cell('(1) High', 'Review'), title)).toBeVisible();
  expect(await board.titles('(1) High', 'In Progress')).toEqual(inProgress);
  await page.reload();
  await expect(board.card(board.cell('(1) High', 'Review'), title)).toBeVisible();
  expect(await board.titles('(1) High', 'In Progress')).toEqual(inProgress);
});

test('opens a card from its route in a read-only details panel', async ({ page, arrange }) => {
  const { title } = await arrange.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High' });
  const board = new BoardPage(page);
  await board.signInAndOpen();
  await board.openCard(board.cell('(1) High', 'Not Started'), title);
  const details = page.getByRole('dialog', { name: title });
  await expect(details).toBeVisible();
  await expect(details.getByText('Status')).toBeVisible();
  await expect(page).toHaveURL(/\/kanban\/[^/]+\/[^/]+\/\d+\?SPHostUrl=/);
  await page.reload();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(details).toBeHidden();
  await expect(page).toHaveURL(/\/kanban\/[^/?]+\?SPHostUrl=/);
});

test('opens a gap in the target where a card dragged with the mouse will land', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const { title } = await own.card('Gap mover', { status: 'Not Started', priority: '(2) Normal' });
  const target = [];
  for (const name of ['Gap first', 'Gap second', 'Gap third'])
    target.push((await own.card(name, { status: 'Review', priority: '(2) Normal' })).title);
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const review = board.cell('(2) Normal', 'Review');
  const second = board.card(review, target[1]);
  const before = await board.settledBox(second);
  await board.dragOver(board.card(board.cell('(2) Normal', 'Not Started'), title), second, 'top');
  // The card is drawn (see-through) where it will land, and the cards below it make room.
  await expect.poll(() => board.titles('(2) Normal', 'Review')).toEqual([target[0], title, target[1], target[2]]);
  await expect.poll(async () => (await second.boundingBox())?.y ?? 0).toBeGreaterThan(before.y + before.height / 2);
  const saved = board.movesSaved();
  await page.mouse.up();
  await saved;
  await page.reload();
  await expect.poll(() => board.titles('(2) Normal', 'Review')).toEqual([target[0], title, target[1], target[2]]);
});
