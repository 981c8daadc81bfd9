import { type Page } from '@playwright/test';
import { DEMO_SITE, expect, test } from './arrange';

/** The address a host page gives the app: the entry, with the host site and the page parameters it names. */
function hostedEntry(parameters: Record<string, string>): string {
  return `/?${new URLSearchParams({ SPHostUrl: DEMO_SITE, ...parameters }).toString()}`;
}

async function signIn(page: Page, address: string, user: string): Promise<void> {
  await page.goto(address);
  await page.getByRole('button', { name: user }).click();
}

test('boardID, listId and itemId open the board with that card, and leave the address once the path says them', async ({
  page,
  arrange: demo,
}) => {
  // A board of its own, as each test here: the demo board gathers the suite's cards, and a first visit drawing them
  // all on a busy machine outlasted the wait for the card the address opens.
  const arrange = await demo.ownBoard();
  const card = await arrange.card('Order name badges', { status: 'Not Started', priority: '(2) Normal' });
  // The board's settings come after the dialog opened, as on a slow line: when the card replaces the dialog's
  // loading title, the focus stays in the dialog, so Escape below still closes it.
  let releaseBoard = () => {};
  const boardHeld = new Promise<void>((resolve) => (releaseBoard = resolve));
  await page.route(/\/api\/board\?/, async (route) => {
    await boardHeld;
    await route.continue();
  });
  await signIn(page, hostedEntry({ boardID: arrange.boardID, listId: arrange.listID, itemId: String(card.id) }), 'Alex Wilber');
  await expect(page.getByRole('dialog', { name: 'Loading…' })).toBeVisible();
  releaseBoard();

  await expect(page.getByRole('dialog', { name: card.title })).toBeVisible();
  const opened = new URL(page.url());
  expect(opened.pathname).toBe(`/kanban/${arrange.boardID}/${arrange.listID}/${card.id}`);
  expect([...opened.searchParams.keys()]).toEqual(['SPHostUrl']);

  // Closed, the card stays closed and the way to all boards does not lead back to it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: arrange.name, level: 1 })).toBeVisible();
  await page.goto(`/kanban${opened.search}`);
  await expect(page.getByRole('link', { name: arrange.name, exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/kanban');
});

test("a board's address with listId and itemId opens that card; boardID alone opens the board", async ({ page, arrange: demo }) => {
  const arrange = await demo.ownBoard();
  const card = await arrange.card('Book the venue', { status: 'Not Started', priority: '(1) High' });
  await signIn(
    page,
    `/kanban/${arrange.boardID}?SPHostUrl=${encodeURIComponent(DEMO_SITE)}&listId=${arrange.listID}&itemId=${card.id}`,
    'Alex Wilber',
  );
  await expect(page.getByRole('dialog', { name: card.title })).toBeVisible();

  await page.goto(hostedEntry({ boardID: arrange.boardID, itemId: 'not-a-number', listId: arrange.listID }));
  await expect(page.getByRole('heading', { name: arrange.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(`/kanban/${arrange.boardID}`);
});

test('editmode=1 opens the configuration: the wizard on a full page, the board overview in an app part', async ({ page, arrange }) => {
  await signIn(page, hostedEntry({ boardID: arrange.boardID, editmode: '1' }), 'Adele Vance');
  await expect(page.getByRole('heading', { name: `Configure ${arrange.name}`, level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/newboard/${arrange.boardID}`);

  await page.goto(hostedEntry({ SenderId: 'host-part-1', boardID: arrange.boardID, editmode: '1' }));
  await expect(page.getByRole('heading', { name: 'Boards for an app part', level: 1 })).toBeVisible();
  const chosen = page.getByRole('listitem').first();
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  await expect(chosen.getByRole('link', { name: arrange.name, exact: true })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('SenderId')).toBe('host-part-1');

  // Not in edit mode, the app part shows the board it names.
  await page.goto(hostedEntry({ SenderId: 'host-part-1', boardID: arrange.boardID, editmode: '0' }));
  await expect(page.getByRole('heading', { name: arrange.name, level: 1 })).toBeVisible();
});
