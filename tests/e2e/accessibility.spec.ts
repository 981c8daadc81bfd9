import { expectNoSeriousViolations, expectNoSeriousViolationsInEitherScheme } from './axeScan';
import type { Locator, Page } from '@playwright/test';
import type { StyleRule } from '@listboard/shared';
import { type BoardArrangement, expect, test } from './arrange';
import { BoardPage } from './boardPage';

/**
 * An automated accessibility check (axe-core) over the sign-in page, the boards list, the board, the
 * card dialog, the filters, the configuration wizard, the charts and the history report, the news popover and
 * slider and the feedback dialog, each screen in the light and the dark theme (one walk, the scheme switched at
 * each stop) and, for contrast, in the Teams themes: no serious or critical violation anywhere. The board's cards
 * carry style-rule colours and labels.
 */

/**
 * axe leaves the texts of a card unjudged, since the card's own button (transparent, named by the
 * title) lies over them: with those buttons hidden for a moment, it measures every card text.
 */
async function expectReadableCards(page: Page, what: string, scan: typeof expectNoSeriousViolations): Promise<void> {
  const hideCardButtons = await page.addStyleTag({ content: '[aria-roledescription="card"] { visibility: hidden !important; }' });
  try {
    await scan(page, `the card texts of ${what}`, { rules: ['color-contrast'] });
  } finally {
    await hideCardButtons.evaluate((style) => (style as Element).remove());
  }
}

const condition = (field: string, value: string) => ({
  id: '',
  field,
  operator: 'Eq' as const,
  value,
  group: 0,
  block: 0,
  conjunction: 'AND' as const,
});

/** Rules whose own font would not read on their background: the page must choose one that does. */
const PAINTING_RULES: StyleRule[] = [
  {
    name: 'Deep blue high',
    conditions: [condition('Priority', '(1) High')],
    itemColor: { bodyColor: '#0F3D66', fontColor: '#323130', borderColor: '#0F3D66' },
    styleType: 0,
    isDisabled: false,
    isSystem: false,
    hideConditions: false,
  },
  {
    name: 'Cream low',
    conditions: [condition('Priority', '(3) Low')],
    itemColor: { bodyColor: '#FFF4CE', fontColor: '#FFFFFF' },
    styleType: 0,
    isDisabled: false,
    isSystem: false,
    hideConditions: false,
  },
];

interface PaintedBoard {
  own: BoardArrangement;
  titles: string[];
}

/** A board of the test's own with painted cards, a border-only system rule's card and every demo label. */
async function paintedBoard(arrange: BoardArrangement): Promise<PaintedBoard> {
  const own = await arrange.ownBoard((config) => config.styles.unshift(...PAINTING_RULES));
  const cards = await Promise.all([
    own.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High', values: { Labels: 'Bug;#Urgent' } }),
    own.card('Archive old projects', { status: 'In Progress', priority: '(3) Low', values: { Labels: 'Docs;#UI' } }),
    own.card('Write API rate-limit docs', {
      status: 'Review',
      priority: '(2) Normal',
      values: { Labels: 'Feature;#Backend', DueDate: '2020-01-01' },
    }),
  ]);
  return { own, titles: cards.map((card) => card.title) };
}

async function openPaintedBoard(
  page: Page,
  arrange: BoardArrangement,
  user = 'Adele Vance',
  query = '',
): Promise<PaintedBoard & { board: BoardPage }> {
  const painted = await paintedBoard(arrange);
  const board = new BoardPage(page, painted.own);
  await board.signInAndOpen(user, query);
  for (const title of painted.titles) await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();
  return { ...painted, board };
}

/**
 * Every tab of an open dialog, each checked once shown: the whole page with the first tab, then only the dialog,
 * since a tab changes nothing outside it.
 */
async function checkEveryTab(page: Page, scope: Locator, what: string): Promise<void> {
  const tabs = scope.getByRole('tab');
  const count = await tabs.count();
  expect(count, `the tabs of ${what}`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousViolationsInEitherScheme(page, `${what}, tab ${index + 1}`, {
      within: index === 0 ? undefined : '[role="dialog"]',
    });
  }
}

const WIZARD_STEPS = ['1. List setup', '2. Board setup', '3. Cards setup', '4. Advanced setup'];

// Each test runs axe over several screens (the card dialog over every tab, twice): a minute is too short on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('the scan itself finds a serious violation planted in the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Adele Vance', exact: true })).toBeVisible();
  await page.evaluate(() => document.body.append(Object.assign(document.createElement('button'), { id: 'nameless' })));
  await expect(expectNoSeriousViolations(page, 'the sign-in page with a nameless button')).rejects.toThrow(/button-name \(critical\)/);
});

test.describe('in the light and dark themes', () => {
  test('the sign-in page and the boards list', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Adele Vance', exact: true })).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, 'the sign-in page');
    // The list view is saved as the person's choice: Lidia's, whose boards list no other spec reads meanwhile.
    await page.getByRole('button', { name: 'Lidia Holloway', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Team tasks', exact: true })).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, 'the boards list');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Filter boards by their cards' })).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, "the boards list's filters panel");
    await page.keyboard.press('Escape');
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' }).click();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, 'the boards list as a list');
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Tiles' }).click();
    // Starting a board from a template is for those who may create lists: Adele, the site's admin.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Adele Vance', exact: true }).click();
    await page
      .getByRole('region', { name: 'Start from a template' })
      .getByRole('button', { name: /^Bug triage/ })
      .click();
    const starter = page.getByRole('dialog', { name: 'New board: Bug triage' });
    await expect(starter.getByRole('textbox', { name: /Board name/ })).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, "a starter template's dialog");
    await starter.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'New board' }).click();
    await expect(page.getByRole('textbox', { name: 'Board name' })).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, 'the quick-create page');
  });

  test.describe('on a first visit', () => {
    test.use({ firstVisit: true });

    test('the welcome slider', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Pradeep Gupta', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Welcome to Listboard' }).getByRole('img')).toBeVisible();
      await expectNoSeriousViolationsInEitherScheme(page, 'the welcome slider');
    });
  });

  test('the licence screen and the admin panel', async ({ page }) => {
    await page.goto('/licenses');
    await page.getByRole('button', { name: 'Adele Vance', exact: true }).click();
    await expect(page.getByRole('table', { name: 'People with a seat' })).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, 'the licence screen');
    await page.getByRole('button', { name: 'Book a demo' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, 'the book-a-demo dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Admin panel', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Board permissions' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Team tasks', exact: true })).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, 'the admin panel');
  });

  test('the trash bin and its confirmation', async ({ page, arrange }) => {
    const trashed = await arrange.ownBoard();
    await trashed.moveToTrash();
    await page.goto('/trashbin');
    await page.getByRole('button', { name: 'Adele Vance', exact: true }).click();
    await expect(page.getByRole('heading', { name: trashed.name })).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, 'the trash bin');
    await page.getByRole('button', { name: `Restore ${trashed.name}` }).click();
    await expect(page.getByRole('alertdialog', { name: 'Restore from the trash bin' })).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, "the trash bin's confirmation");
  });

  test('the charts and the history report of the demo board', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('vs-kanban-welcome', 'seen'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Adele Vance', exact: true }).click();
    const tile = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Team tasks', exact: true }) });
    await tile.getByRole('button', { name: 'More actions for Team tasks' }).click();
    await page.getByRole('menuitem', { name: 'Charts' }).click();
    const flow = page.getByRole('region', { name: 'Cumulative flow' });
    await expect(flow.getByRole('img', { name: 'Cumulative flow' })).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, 'the charts page');
    await flow.getByRole('button', { name: 'Show Cumulative flow as a table' }).click();
    await expect(flow.getByRole('table', { name: 'Cumulative flow' })).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, 'a chart as a table');
    await page.getByRole('toolbar', { name: 'Report actions' }).getByRole('button', { name: 'History' }).click();
    await expect(page.getByRole('table', { name: 'Changes' })).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, 'the history report');
  });

  test('the news popover, the what’s-new slider and the feedback dialog', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('vs-kanban-welcome', 'seen'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Pradeep Gupta', exact: true }).click();
    await page.getByRole('banner').getByRole('button', { name: /^News/ }).click();
    const popover = page.getByRole('dialog', { name: 'News' });
    await expect(popover.getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, 'the news popover');
    await popover.getByRole('button', { name: 'What’s new' }).click();
    const slider = page.getByRole('dialog', { name: 'What’s new in Listboard' });
    await expect(slider.getByRole('group', { name: 'News 1 of 5' })).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, 'the what’s-new slider');
    await slider.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Feedback to the Listboard team' });
    await feedback.getByRole('textbox', { name: /^Message/ }).fill('abc');
    await expect(feedback.getByText('Write a message of more than 3 characters.')).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, 'the feedback dialog with a too-short message');
  });

  test('the board with style-rule colours and labels', async ({ page, arrange }) => {
    const { titles, board } = await openPaintedBoard(page, arrange);
    await expectNoSeriousViolationsInEitherScheme(page, 'the board');
    await expectReadableCards(page, 'the board', expectNoSeriousViolationsInEitherScheme);
    for (const title of titles.slice(0, 2))
      await board.card(page.getByRole('main'), title).click({ modifiers: ['ControlOrMeta'], position: { x: 12, y: 10 } });
    await expect(page.getByRole('toolbar', { name: 'Selected cards' })).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, 'the board with two cards selected and the selection bar');
  });

  test('the card dialog, editable and read-only', async ({ page, arrange }) => {
    const { titles, board } = await openPaintedBoard(page, arrange);
    await board.openCard(page.getByRole('main'), titles[0]);
    const editable = page.getByRole('dialog', { name: titles[0] });
    await expect(editable.getByRole('textbox', { name: 'Project', exact: true })).toBeEditable();
    await checkEveryTab(page, editable, 'the editable card dialog');
    await page.keyboard.press('Escape');
    await expect(editable).toBeHidden();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await board.signInAndOpen('Pradeep Gupta');
    // A view-only card cannot be picked up (aria-disabled): its menu opens it.
    await page.getByRole('button', { name: `More options for ${titles[1]}` }).click();
    await page.getByRole('menuitem', { name: 'Open' }).click();
    const readOnly = page.getByRole('dialog', { name: titles[1] });
    await expect(readOnly.getByRole('textbox', { name: 'Project', exact: true })).not.toBeEditable();
    await checkEveryTab(page, readOnly, 'the read-only card dialog');
  });

  test('the filters panel and the filter builder', async ({ page, arrange }) => {
    await openPaintedBoard(page, arrange);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, 'the filters panel');
    await panel.getByRole('button', { name: 'New filter' }).click();
    await expect(page.getByRole('dialog', { name: 'New filter' })).toBeVisible();
    await expectNoSeriousViolationsInEitherScheme(page, 'the filter builder');
  });

  test('the configuration wizard', async ({ page, arrange }) => {
    const { own } = await openPaintedBoard(page, arrange);
    await page.getByRole('button', { name: 'Board actions' }).click();
    await page.getByRole('menuitem', { name: 'Board configuration' }).click();
    await expect(page.getByRole('heading', { name: `Configure ${own.name}`, level: 1 })).toBeVisible();
    for (const step of WIZARD_STEPS) {
      await page.getByRole('tab', { name: step, exact: true }).click();
      await expect(page.getByRole('tab', { name: step, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expectNoSeriousViolationsInEitherScheme(page, `the configuration wizard, step "${step}"`);
    }
  });
});

// Teams passes its theme on the tab's URL; the contrast of the board, the card dialog and the filter builder holds in each.
for (const theme of ['default', 'dark', 'contrast']) {
  test(`the board, the card dialog and the filter builder keep their contrast in the Teams ${theme} theme`, async ({ page, arrange }) => {
    const { titles, board } = await openPaintedBoard(page, arrange, 'Adele Vance', `?theme=${theme}`);
    await expectNoSeriousViolations(page, `the board (Teams ${theme})`, { rules: ['color-contrast'] });
    await expectReadableCards(page, `the board (Teams ${theme})`, expectNoSeriousViolations);
    await board.openCard(page.getByRole('main'), titles[0]);
    await expect(page.getByRole('dialog', { name: titles[0] })).toBeVisible();
    await expectNoSeriousViolations(page, `the card dialog (Teams ${theme})`, { rules: ['color-contrast'] });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: titles[0] })).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'New filter' }).click();
    await expect(page.getByRole('dialog', { name: 'New filter' })).toBeVisible();
    await expectNoSeriousViolations(page, `the filter builder (Teams ${theme})`, { rules: ['color-contrast'] });
  });
}
