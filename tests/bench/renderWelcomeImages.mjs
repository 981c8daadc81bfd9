// Renders the welcome slider's six pictures (frontend/public/welcome/slide-N.jpg) from the product itself:
// a running local stack with its demo data, in Chromium, at 1280 x 800, in English.
// Usage: npm start (in another shell), then: node tests/bench/renderWelcomeImages.mjs [http://localhost:4280]
import { chromium } from 'playwright-core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const base = process.argv[2] ?? 'http://localhost:4280';
const site = 'https://demo.listboard.local/sites/team';
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'frontend', 'public', 'welcome');
const withSite = (route) => `${base}${route}${route.includes('?') ? '&' : '?'}SPHostUrl=${encodeURIComponent(site)}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } })).newPage();
const { token } = await (
  await page.request.post(withSite('/api/auth/local/token'), { data: { login: 'adele@demo.listboard.local' } })
).json();
await page.goto(`${base}/api/auth/config`);
await page.evaluate((value) => {
  localStorage.setItem('listboard.token', value);
  localStorage.setItem('vs-kanban-welcome', 'seen');
}, token);
const boards = await (await page.request.get(withSite('/api/boards'), { headers: { authorization: `Bearer ${token}` } })).json();
const board = boards.find((b) => b.name === 'Team tasks');
const openBoard = async () => {
  await page.goto(withSite(`/kanban/${board.id}`));
  await page.getByRole('heading', { name: 'Team tasks', level: 1 }).waitFor();
  await page.waitForTimeout(1000);
};
const shot = (n) => page.screenshot({ path: path.join(out, `slide-${n}.jpg`), type: 'jpeg', quality: 70 });

await openBoard();
await shot(1);
// A card picked up by keyboard and carried one column on: the drag the second slide describes.
const card = page.locator('[aria-roledescription="card"]').first();
await card.focus();
await page.keyboard.press('Space');
await page.keyboard.press('ArrowRight');
await page.waitForTimeout(500);
await shot(2);
await page.keyboard.press('Escape');
await openBoard();
await page
  .locator('[aria-roledescription="card"]')
  .nth(1)
  .click({ position: { x: 40, y: 12 } });
await page.getByRole('dialog').first().waitFor();
await page.waitForTimeout(1000);
await shot(3);
await openBoard();
await page.getByRole('button', { name: 'Filters', exact: true }).click();
await page.waitForTimeout(800);
await shot(4);
await page.goto(withSite(`/newboard/${board.id}/3`));
await page.getByText('Notifications').first().scrollIntoViewIfNeeded();
await page.waitForTimeout(1000);
await shot(5);
await page.goto(withSite('/newboard/quick'));
await page.getByRole('textbox', { name: 'Board name' }).fill('Product launch');
await page.waitForTimeout(500);
await shot(6);
await browser.close();
console.log(`Six pictures written to ${out}`);
