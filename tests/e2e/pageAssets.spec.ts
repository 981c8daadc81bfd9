import { expect, test } from '@playwright/test';

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
