import { newContext } from './base';
import { readFile } from 'node:fs/promises';
import { type Browser, type Page } from '@playwright/test';
import type { License } from '@listboard/shared';
import { expect, test } from './arrange';
import { issueLicense } from '../support/licenses';

/**
 * Licences in the browser (docs/licences.md): a licence manager reads the licensed users, exports users.csv and
 * moves the activity slider; a person without a seat is told why, and gets one by auto-assignment once a
 * seat is free. The suite's other specs share this stack: the last test leaves an unlimited licence.
 */

async function signedIn(browser: Browser, person: string, path = '/'): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto(path);
  await page.getByRole('button', { name: person }).click();
  return page;
}

/** The licence calls as Adele (a tenant admin, so always a licence manager) makes them. */
interface ManagerApi {
  call<T = unknown>(method: string, path: string, body?: unknown, query?: Record<string, string>): Promise<{ status: number; body: T }>;
}

function managerApi(baseURL: string, token: string): ManagerApi {
  return {
    async call<T>(method: string, path: string, body?: unknown, query: Record<string, string> = {}) {
      const url = new URL(`/api/${path}`, baseURL);
      url.searchParams.set('SPHostUrl', 'https://demo.listboard.local/sites/team');
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      const response = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
  };
}

let adele: ManagerApi;

test.beforeAll(async ({ baseURL }) => {
  const signIn = await managerApi(baseURL!, '').call<{ token: string }>('POST', 'auth/local/token', {
    login: 'adele@demo.listboard.local',
  });
  adele = managerApi(baseURL!, signIn.body.token);
});

test.afterAll(async () => {
  // The specs after this one open boards as anyone: an unlimited licence gives everyone a seat again.
  const { etag } = (await adele.call<License>('GET', 'license', undefined, { refresh: 'true' })).body;
  const unlimited = await adele.call('POST', 'license', { etag, licenseKey: await issueLicense({ unlimited: true }), autoAssign: true });
  expect(unlimited.status).toBe(200);
});

test('a licence manager exports the licensed users and moves the activity slider', async ({ browser }) => {
  // A seat given by hand to someone who has not opened Listboard since: never active.
  await adele.call('POST', 'license', { removeUsers: ['pradeep@demo.listboard.local'] });
  expect((await adele.call('POST', 'license', { addUsers: ['pradeep@demo.listboard.local'] })).status).toBe(200);
  const page = await signedIn(browser, 'Adele Vance');
  await page.getByRole('link', { name: 'Licences', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Licences', level: 1 })).toBeVisible();
  const users = page.getByRole('table', { name: 'People with a seat' });
  const pradeep = users.getByRole('row').filter({ hasText: 'Pradeep Gupta' });
  await expect(pradeep).toContainText('Never');
  await expect(pradeep).toContainText('Inactive');
  await expect(users.getByRole('row').filter({ hasText: 'Adele Vance' })).not.toContainText('Inactive');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('users.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('User name,Email,Last access');
  expect(csv).toContain('Adele Vance,adele@demo.listboard.local,20');
  expect(csv).toContain('Pradeep Gupta,pradeep@demo.listboard.local,\r\n');

  const slider = page.getByRole('slider', { name: 'Highlight people inactive for more than (days)' });
  await expect(slider).toHaveAttribute('aria-valuetext', '60 days');
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuetext', '6 months or more');
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuetext', '1 days');
  // Everyone but Pradeep opened Listboard today: only he stays highlighted at one day.
  await expect(page.getByText(/^1 of \d+ people inactive$/)).toBeVisible();
});

test('a person without a seat is told why, and gets one by auto-assignment once a seat is free', async ({ browser }) => {
  // Nestor holds a seat for the manager to free.
  expect((await adele.call('POST', 'license', { addUsers: ['nestor@demo.listboard.local'] })).status).toBe(200);
  const license = (await adele.call<License>('GET', 'license', undefined, { refresh: 'true' })).body;
  const lidia = 'lidia@demo.listboard.local';
  await adele.call('POST', 'license', { removeUsers: [lidia] });
  const seated = license.users.filter((u) => u.login !== lidia).length;
  // As many seats as are taken: nobody else can get one.
  const full = await adele.call('POST', 'license', {
    etag: license.etag,
    licenseKey: await issueLicense({ users: seated, expires: '2099-12-31' }),
  });
  expect(full.status).toBe(200);

  const page = await signedIn(browser, 'Lidia Holloway');
  await expect(
    page.getByText('Your account is not included to the Listboard license. Ask a licence manager to assign a license to you.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Boards', level: 1 })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^License status: Licensed$/ })).toBeVisible();

  // A licence manager frees a seat on the licence screen.
  const manager = await signedIn(browser, 'Adele Vance', '/licenses');
  await manager.getByRole('button', { name: 'Remove Nestor Wilke from the licence' }).click();
  const confirm = manager.getByRole('alertdialog', { name: 'Remove from the licence' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(manager.getByText('Nestor Wilke no longer has a seat.')).toBeVisible();

  await page.reload();
  await expect(page.getByText(/Your account is not included/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible();
  await expect(manager.getByRole('table', { name: 'People with a seat' })).not.toContainText('Nestor Wilke');
});
