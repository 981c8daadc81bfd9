import { type Request } from '@playwright/test';
import { expect, test } from './base';
import { decodeJwt } from 'jose';

// The stack of this spec signs people in through the local OpenID provider (self-signed https), as Entra would.
test.use({ baseURL: `http://localhost:${process.env.E2E_OIDC_PORT}`, ignoreHTTPSErrors: true });

const bearerOf = (request: Request) => request.headers().authorization?.replace(/^Bearer /, '') ?? '';

test('signs in through the OpenID provider with MSAL, works on a board, renews its token silently and signs out', async ({ page }) => {
  await page.goto('/');
  // No session yet: MSAL sends the page to the provider, whose login page lists the demo people.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).protocol).toBe('https:');
  await page.getByRole('button', { name: /Alex Wilber/ }).click();

  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Alex Wilber')).toBeVisible();
  const boardsCall = page.waitForRequest((request) => request.url().includes('/api/kanban/tasks'));
  await page
    .getByRole('link', { name: /Team tasks/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Team tasks', level: 1 })).toBeVisible();
  const first = bearerOf(await boardsCall);
  expect(decodeJwt(first)).toMatchObject({
    preferred_username: 'alex@demo.listboard.local',
    scp: 'access_as_user',
    aud: 'api://listboard-local',
  });

  // Work on the board: a card is added to a column and stays after a reload (a fresh page, a new token from MSAL's cache).
  const title = `Signed in through OpenID ${Date.now()}`;
  await page.getByRole('button', { name: 'Add a card to Review' }).first().click();
  const form = page.getByRole('form', { name: 'New card in Review' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible({ timeout: 20_000 });

  // The server refuses the token once (as when it ends early): MSAL renews it silently with its refresh token and the call goes again.
  let refused = false;
  await page.route('**/api/kanban/tasks*', async (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'unauthorized', message: 'The token has expired.' }),
    });
  });
  const renewal = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/token' && (request.postData() ?? '').includes('grant_type=refresh_token'),
  );
  const retried = page.waitForRequest((request) => request.url().includes('/api/kanban/tasks') && refused && bearerOf(request) !== first);
  await page.reload();
  await renewal;
  expect(decodeJwt(bearerOf(await retried))).toMatchObject({ preferred_username: 'alex@demo.listboard.local' });
  await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible({ timeout: 20_000 });

  // Signing out ends the provider's session too: the next visit asks who you are again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('button', { name: /sign me out/i });
  await confirm.click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
});

test('a site on a host no organisation has connected: an editor is told only an administrator may connect it, the administrator connects it', async ({
  page,
}) => {
  const partnerSite = `/?SPHostUrl=${encodeURIComponent('https://partner.listboard.local/sites/shared')}`;
  await page.goto(partnerSite);
  await page.getByRole('button', { name: /Alex Wilber/ }).click({ timeout: 20_000 });
  await expect(page.getByText("Listboard is not connected to this site's organisation yet.", { exact: false })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Connect this site to my organisation' }).click();
  await expect(page.getByRole('alert')).toHaveText('Only an administrator of your organisation can connect Listboard to its sites.');

  // Alex signs out there; Adele, who administers the demo organisation, signs in, connects the host, and the site opens.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: /sign me out/i }).click({ timeout: 20_000 });
  // The signed-out page goes on to the provider's sign-in by itself; a navigation before it lands is cut short by it.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  await page.goto(partnerSite);
  await page.getByRole('button', { name: /Adele Vance/ }).click({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Connect this site to my organisation' }).click({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Adele Vance')).toBeVisible();
});
