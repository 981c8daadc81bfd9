import { expect, test } from './arrange';
import { BoardPage } from './boardPage';

/** What a browser asks of every page besides the app: the tab's icon, in both forms browsers look for. */
test('serves the tab icon the page names, and the /favicon.ico browsers ask for unasked', async ({ page, request }) => {
  const legacy = await request.get('/favicon.ico');
  expect(legacy.status()).toBe(200);
  expect((await legacy.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));

  await page.goto('/');
  const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(icons.length).toBeGreaterThan(0);
  for (const href of icons) expect((await request.get(href)).status(), href).toBe(200);
});

test('the sign-in page’s code comes before the page behind it, and neither page logs a warning', async ({ page }) => {
  const scripts: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/');
  // A first load on a busy machine may take longer than an expectation's wait: the page's own load is waited for.
  await page.getByRole('button', { name: 'Adele Vance' }).waitFor();
  const signIn = scripts.findIndex((path) => path.includes('/SignInPage-'));
  const boardsList = scripts.findIndex((path) => path.includes('/BoardsListPage-'));
  expect(signIn).toBeGreaterThanOrEqual(0);
  // The boards list loads while the person picks, or later; never first.
  if (boardsList >= 0) expect(boardsList).toBeGreaterThan(signIn);

  await page.getByRole('button', { name: 'Adele Vance' }).click();
  await expect(page.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible();
  expect(warnings).toEqual([]);
});

test('a board page asks for its board before its code has arrived, and asks each first read once', async ({ page, arrange }) => {
  // A board of its own: the demo board gathers the suite's cards, and its name prefixes other tests' boards.
  const own = await arrange.ownBoard();
  await new BoardPage(page, own).signInAndOpen();

  // The page's entry module is held back until the cards are asked for: were the reads the entry's, the page would stall.
  const reads: string[] = [];
  let tasksAsked: () => void = () => undefined;
  const tasksRequest = new Promise<void>((resolve) => (tasksAsked = resolve));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/')) return;
    reads.push(`${request.method()} ${pathname}`);
    if (pathname === '/api/kanban/tasks') tasksAsked();
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await tasksRequest;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: own.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add a card to / }).first()).toBeVisible();
  for (const read of ['GET /api/auth/config', 'GET /api/auth/me', 'GET /api/board', 'POST /api/kanban/tasks']) {
    expect(
      reads.filter((sent) => sent === read),
      read,
    ).toHaveLength(1);
  }
});
