import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './arrange';
import { BoardPage } from './boardPage';

const openActions = (page: Page) => page.getByRole('button', { name: 'Board actions' }).click();

test('the actions menu leads to the board pages, and copies the board URL with SPHostUrl', async ({ page }) => {
  const board = new BoardPage(page);
  await board.signInAndOpen();
  await openActions(page);
  for (const name of ['Charts', 'History', 'All boards', 'Save as PDF', 'Copy board URL']) {
    await expect(page.getByRole('menuitem', { name })).toBeVisible();
  }
  // Only what an editor may do is offered: the settings are the owners', the demo tenant's licence Adele's.
  for (const name of ['Board configuration', 'Licences']) await expect(page.getByRole('menuitem', { name })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/history\/[^/]+$/);
  expect(new URL(page.url()).searchParams.get('SPHostUrl')).toBeTruthy();
  await page.goBack();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openActions(page);
  await page.getByRole('menuitem', { name: 'Copy board URL' }).click();
  await expect(page.getByText('The board URL is on the clipboard.')).toBeVisible();
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.pathname).toBe(new URL(page.url()).pathname);
  expect([...copied.searchParams.keys()]).toEqual(['SPHostUrl']);

  await openActions(page);
  await page.getByRole('menuitem', { name: 'All boards' }).click();
  await expect(page.getByRole('heading', { name: 'Boards' })).toBeVisible();
});

test('the configuration and the licences are offered to the owner and licence manager; the wizard’s address is refused to an editor', async ({
  page,
}) => {
  const board = new BoardPage(page);
  await board.signInAndOpen();
  await openActions(page);
  await expect(page.getByRole('menuitem', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Board configuration' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const wizardUrl = new URL(page.url());
  wizardUrl.pathname = wizardUrl.pathname.replace(/^\/kanban\//, '/newboard/');
  await page.goto(wizardUrl.toString());
  await expect(page.getByText('You do not have access to this board.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await board.signInAndOpen('Adele Vance');
  await openActions(page);
  await expect(page.getByRole('menuitem', { name: 'Licences' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Board configuration' }).click();
  await expect(page.getByRole('heading', { name: 'Configure Team tasks', level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/newboard\/[^/]+$/);
});

test("the licence screen's Back returns to the first recorded path: where the app was entered", async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const board = new BoardPage(page, own);
  await board.signInAndOpen('Adele Vance');
  const entered = new URL(page.url());
  await openActions(page);
  await page.getByRole('menuitem', { name: 'Charts' }).click();
  await expect(page.getByRole('heading', { name: `Charts: ${own.name}`, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Licences', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Licences', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Leave the licence screen' }).getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: own.name, exact: true, level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(entered.pathname);
  expect(new URL(page.url()).searchParams.get('SPHostUrl')).toBe(entered.searchParams.get('SPHostUrl'));

  // Entered at the licence screen itself, there is nothing to return to but the boards.
  await page.goto(`/licenses${entered.search}`);
  await page.getByRole('navigation', { name: 'Leave the licence screen' }).getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('link', { name: own.name, exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/kanban');
});

test('saves the board as a PDF named after it, with at least one page', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  await own.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High' });
  await own.card('Archive old projects', { status: 'Deferred', priority: '(3) Low' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  // A collapsed lane is opened for the export and closed again after it.
  await page.getByRole('button', { name: 'Collapse (3) Low' }).click();
  await openActions(page);
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Save as PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${own.name}.pdf`);
  const pdf = readFileSync(await file.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
  expect(pdf.toString('latin1')).toContain('/DCTDecode');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Expand (3) Low' })).toHaveAttribute('aria-expanded', 'false');
});

test('a lane shows its row total over the columns that count towards it', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const lane = { priority: '(1) High' };
  await own.card('Fix login redirect loop', { ...lane, status: 'Not Started', values: { Estimate: '2' } });
  await own.card('Harden password reset', { ...lane, status: 'Review', values: { Estimate: '3' } });
  // Completed work is not part of the row total, nor is another lane.
  await own.card('Rotate API keys', { ...lane, status: 'Completed', values: { Estimate: '5' } });
  await own.card('Design pricing page', { status: 'Review', priority: '(2) Normal', values: { Estimate: '8' } });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  await page.getByRole('button', { name: 'Row total of (1) High' }).click();
  const callout = page.getByRole('dialog', { name: 'Row total' });
  await expect(callout.getByText('Total: 5 (2 cards)', { exact: true })).toBeVisible();
});

test('opening the filters panel is an analytics event, logged locally', async ({ page }) => {
  const board = new BoardPage(page);
  await board.signInAndOpen();
  const logged = page.waitForEvent('console', (message) => message.text().startsWith('[telemetry] filter_panel_opened'));
  await page.getByRole('button', { name: /^Filters/ }).click();
  expect((await logged).text()).toContain('"boardId"');
});

test('in an app part the configuration is not offered', async ({ page }) => {
  const board = new BoardPage(page);
  await board.signInAndOpen('Alex Wilber', '?SenderId=host1');
  await openActions(page);
  await expect(page.getByRole('menuitem', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Board configuration' })).toHaveCount(0);
});

test('in a team chat with selector=true a board selector switches the board', async ({ page }) => {
  const board = new BoardPage(page);
  await board.signInAndOpen('Alex Wilber', '?teams=chat&selector=true');
  await page.getByRole('combobox', { name: 'Board' }).click();
  await page.getByRole('option', { name: 'Team documents' }).click();
  await expect(page.getByRole('heading', { name: 'Team documents', level: 1 })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('selector')).toBe('true');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  /** A one-finger stroke across the board, as the touch screen reports it. */
  async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [to] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  test('shows one column at a time; arrows and swipes move between columns', async ({ page, arrange }) => {
    const own = await arrange.ownBoard();
    await own.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High' });
    const board = new BoardPage(page, own);
    await board.signInAndOpen();
    const columns = page.getByRole('navigation', { name: 'Columns' });
    await expect(columns.getByText('Not Started (1 of 5)')).toBeVisible();
    await expect(board.cell('(1) High', 'Not Started')).toBeVisible();
    await expect(board.cell('(1) High', 'In Progress')).toHaveCount(0);
    await expect(columns.getByRole('button', { name: 'Previous column' })).toBeDisabled();

    await columns.getByRole('button', { name: 'Next column' }).click();
    await expect(columns.getByText('In Progress (2 of 5)')).toBeVisible();
    await expect(board.cell('(1) High', 'In Progress')).toBeVisible();

    // Each stroke starts on the lane as it stands once the new column is in (a person sees it, then swipes).
    const strokeAcrossLane = async (fromX: number, toX: number, dy: number) => {
      const lane = await board.settledBox(board.lane('(1) High'));
      const y = lane.y + Math.min(lane.height / 2, 200);
      await swipe(page, { x: fromX, y }, { x: toX, y: y + dy });
    };
    await strokeAcrossLane(300, 120, 4);
    await expect(columns.getByText('Review (3 of 5)')).toBeVisible();
    await expect(board.cell('(1) High', 'Review')).toBeVisible();
    await expect(board.cell('(1) High', 'In Progress')).toHaveCount(0);
    await strokeAcrossLane(100, 300, 4);
    await expect(columns.getByText('In Progress (2 of 5)')).toBeVisible();
    // Too far up or down: a scroll, not a swipe.
    await strokeAcrossLane(300, 200, -40);
    await expect(columns.getByText('In Progress (2 of 5)')).toBeVisible();
  });

  test("by touch: cards are selected from their menus, moved from the selection's bar, and the move is undone from its toast", async ({
    page,
    arrange,
  }) => {
    const own = await arrange.ownBoard();
    const cards = [
      await own.card('Draft release notes', { status: 'Not Started', priority: '(2) Normal' }),
      await own.card('Record demo video', { status: 'Not Started', priority: '(2) Normal' }),
    ];
    const board = new BoardPage(page, own);
    await board.signInAndOpen();
    const cell = board.cell('(2) Normal', 'Not Started');
    for (const card of cards) {
      await board
        .cardFace(cell, card.title)
        .getByRole('button', { name: /More options/ })
        .tap();
      await page.getByRole('menuitem', { name: 'Select' }).tap();
    }
    const bar = page.getByRole('toolbar', { name: 'Selected cards' });
    await expect(bar.getByText('Selected: 2')).toBeVisible();
    await bar.getByRole('button', { name: 'Move to' }).tap();
    await page.getByRole('menuitem', { name: 'Review' }).tap();
    const moved = page.getByRole('status').filter({ hasText: 'Moved 2 cards to Review' });
    await expect(moved).toBeVisible();
    await expect(cell.getByRole('button', { name: /\(selected\)$/ })).toHaveCount(0);
    await moved.getByRole('button', { name: 'Undo' }).tap();
    for (const card of cards) await expect(board.card(cell, `${card.title} (selected)`)).toBeVisible();
  });

  test('the mobile menu holds sorting, swimlanes and the board actions', async ({ page, arrange }) => {
    const own = await arrange.ownBoard();
    await own.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High' });
    const board = new BoardPage(page, own);
    await board.signInAndOpen();
    await expect(page.getByRole('button', { name: 'Sort' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Board menu' }).click();
    await page.getByRole('menuitem', { name: 'Swimlanes' }).click();
    await page.getByRole('menuitem', { name: 'Collapse all' }).click();
    await expect(page.getByRole('button', { name: 'Expand (1) High' })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Board menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Save as PDF' })).toBeVisible();
  });
});

test("the owner's note on a new board lets the team edit with one click, and the board keeps it", async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const board = new BoardPage(page, own);
  await board.signInAndOpen('Adele Vance');
  const note = page.getByRole('region', { name: 'Who this board reaches' });
  await expect(note).toContainText('only its owners and the people they named can change cards');
  await note.getByRole('button', { name: 'Let the team edit' }).click();
  await expect(note).toContainText('everyone who can view it can change cards');
  await expect(note.getByRole('button', { name: 'Let the team edit' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Who this board reaches' })).toContainText('everyone who can view it can change cards');
});
