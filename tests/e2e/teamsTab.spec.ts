import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, type Request } from '@playwright/test';
import { expect, test } from './base';
import { DEMO_SITE } from './arrange';
import { decodeJwt } from 'jose';
import { signInAtProvider } from '../support/openIdSignIn';
import { type TeamsContextFields, startTeamsHost } from './teamsHost';
import { presenceElsewhere } from './presenceElsewhere';

// Teams tabs run on the OpenID stack (Teams SSO tokens are Entra tokens), framed by a Teams host page on another origin.
const appOrigin = `http://localhost:${process.env.E2E_OIDC_PORT}`;
test.use({ baseURL: appOrigin, ignoreHTTPSErrors: true });

const TEAMS_AUDIENCE = 'api://localhost/listboard-local';
const ALEX = 'alex@demo.listboard.local';
const MEGAN = 'megan@demo.listboard.local';
const TENANT = '9c0b3f8e-1d2a-4c5b-8e7f-6a5b4c3d2e1f';

let teams: Awaited<ReturnType<typeof startTeamsHost>>;
let ssoToken = '';

/** An access token the stack's identity provider issues to `login`, for our API or (`resource`) the tab's app id URI. */
async function tokenFor(request: APIRequestContext, login: string, resource?: string): Promise<string> {
  const config = (await (await request.get('/api/auth/config')).json()) as { openId: { authority: string; clientId: string } };
  const { certificate } = JSON.parse(readFileSync(`${process.env.LISTBOARD_E2E_DATA}-oidc/oidc/tls.json`, 'utf8')) as {
    certificate: string;
  };
  return (
    await signInAtProvider(
      {
        issuer: config.openId.authority,
        certificate,
        clientId: config.openId.clientId,
        origin: appOrigin,
        scope: 'access_as_user',
        resource,
      },
      login,
    )
  ).access_token;
}

test.beforeAll(async ({ request }) => {
  teams = await startTeamsHost(Number(process.env.E2E_TEAMS_HOST_PORT), appOrigin);
  // The token Teams' single sign-on hands the tab: issued for the tab's app id URI.
  ssoToken = await tokenFor(request, ALEX, TEAMS_AUDIENCE);
});

test.afterAll(() => teams.close());

const bearerOf = (request: Request) => request.headers().authorization?.replace(/^Bearer /, '') ?? '';

function openTab(page: Page, path: string, frameContext: 'content' | 'settings', context: TeamsContextFields, token: string | null) {
  return page.evaluate(
    ([url, frame, fields, sso]) => (window as unknown as { openTab: (...args: unknown[]) => void }).openTab(url, frame, fields, sso),
    [`${appOrigin}${path}`, frameContext, context, token] as const,
  );
}

const teamsHostState = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          teamsHost: {
            heard: string[];
            valid: boolean | null;
            saved: boolean;
            settings: { contentUrl: string; websiteUrl: string; entityId: string; suggestedDisplayName: string } | null;
          };
        }
      ).teamsHost,
  );

/** The tab's page background: Fluent's theme shows in the provider's surface colour. */
const tabBackground = (page: Page) =>
  page
    .frameLocator('#tab')
    .locator('.fui-FluentProvider')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

test("a channel tab is set up with the board selector, then shows the board in Teams' language and theme, signed in by Teams", async ({
  page,
  request,
}) => {
  await page.goto(teams.url);
  const channel: TeamsContextFields = {
    theme: 'dark',
    locale: 'de-de',
    userPrincipalName: ALEX,
    tid: TENANT,
    channelId: '19:general@thread.tacv2',
  };

  // The configuration dialog: Teams' SSO signs Alex in, the boards of the site are offered, and choosing one lets Teams save.
  const configCalls = page.waitForRequest((request) => request.url().includes('/api/boards/teams'));
  await openTab(page, '/teams/config', 'settings', channel, ssoToken);
  const tab = page.frameLocator('#tab');
  await expect(tab.getByRole('heading', { name: 'Ein Board in dieser Registerkarte anzeigen', level: 1 })).toBeVisible({ timeout: 20_000 });
  expect(decodeJwt(bearerOf(await configCalls))).toMatchObject({ aud: TEAMS_AUDIENCE, preferred_username: ALEX, scp: 'access_as_user' });
  expect((await teamsHostState(page)).valid).toBeNull();
  await tab.getByRole('radio', { name: /Team tasks/ }).check();
  await expect.poll(async () => (await teamsHostState(page)).valid).toBe(true);
  // The board selector reads well and is named for a screen reader, in Teams' dark theme too.
  const audit = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
  expect(
    audit.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);
  await page.evaluate(() => (window as unknown as { pressSave: () => void }).pressSave());
  await expect.poll(async () => (await teamsHostState(page)).saved).toBe(true);
  const { settings } = await teamsHostState(page);
  expect(settings).toMatchObject({ suggestedDisplayName: 'Team tasks' });
  const content = new URL(settings?.contentUrl ?? '');
  expect(content.origin).toBe(appOrigin);
  expect(content.pathname).toMatch(/^\/kanban\//);
  expect(Object.fromEntries(content.searchParams)).toMatchObject({
    teams: 'channel',
    SPHostUrl: DEMO_SITE,
  });
  expect(new URL(settings?.websiteUrl ?? '').searchParams.has('teams')).toBe(false);

  // The tab itself: German texts, Teams' dark theme, the SSO token on every call, and no sign-out (Teams owns it).
  const boardCalls = page.waitForRequest((request) => request.url().includes('/api/kanban/tasks'));
  await openTab(page, `${content.pathname}${content.search}`, 'content', channel, ssoToken);
  await expect(tab.getByRole('heading', { name: 'Team tasks', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(tab.getByRole('button', { name: 'Karte zu Review hinzufügen' }).first()).toBeVisible();
  expect(decodeJwt(bearerOf(await boardCalls)).aud).toBe(TEAMS_AUDIENCE);
  expect(await tab.locator('html').getAttribute('lang')).toBe('de-DE');
  await expect(tab.getByRole('button', { name: 'Abmelden' })).toHaveCount(0);
  await expect(tab.getByRole('combobox', { name: 'Board' })).toHaveCount(0);
  expect(await tabBackground(page)).toBe('rgb(41, 41, 41)');

  // Megan opens the board elsewhere: the tab names her among those also here, in Teams' language, until she leaves.
  const presence = presenceElsewhere(request, await tokenFor(request, MEGAN), content.pathname.split('/')[2]);
  await presence.report();
  const alsoHere = tab.getByRole('group', { name: 'Ebenfalls hier: Megan Bowen' });
  await expect(alsoHere.getByRole('img', { name: 'Megan Bowen' })).toBeVisible();
  await presence.leave();
  await expect(alsoHere).toBeHidden();
  await expect(tab.getByRole('status').filter({ hasText: 'Megan Bowen hat dieses Board verlassen.' })).toHaveCount(1);

  // Selecting cards and the command palette work in the tab, in Teams' language; Escape clears and closes.
  const faces = tab.getByRole('main').locator('[aria-roledescription="Karte"]');
  await faces.nth(0).click({ modifiers: ['ControlOrMeta'], position: { x: 12, y: 10 } });
  await faces.nth(1).click({ modifiers: ['ControlOrMeta'], position: { x: 12, y: 10 } });
  const bar = tab.getByRole('toolbar', { name: 'Ausgewählte Karten' });
  await expect(bar.getByText('Ausgewählt: 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bar).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(tab.getByRole('dialog', { name: 'Befehle und Karten' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tab.getByRole('dialog', { name: 'Befehle und Karten' })).toBeHidden();

  // Teams switches its theme: the tab follows at once, without a reload.
  await page.evaluate(() => (window as unknown as { changeTheme: (name: string) => void }).changeTheme('default'));
  await expect.poll(() => tabBackground(page)).toBe('rgb(255, 255, 255)');
  await page.evaluate(() => (window as unknown as { changeTheme: (name: string) => void }).changeTheme('contrast'));
  await expect.poll(() => tabBackground(page)).toBe('rgb(0, 0, 0)');
  expect((await teamsHostState(page)).heard).toEqual(
    expect.arrayContaining([
      'initialize',
      'getContext',
      'authentication.getAuthToken',
      'settings.setValidityState',
      'settings.setSettings',
      'settings.save.success',
    ]),
  );
});

test('a chat tab keeps the board selector; without single sign-on it offers the sign-in popup, which hands its token to Teams', async ({
  page,
}) => {
  await page.goto(teams.url);
  const chat: TeamsContextFields = {
    theme: 'default',
    locale: 'en-us',
    userPrincipalName: ALEX,
    tid: TENANT,
    chatId: '19:meeting_chat@thread.v2',
  };
  await openTab(page, '/teams/config', 'settings', chat, ssoToken);
  const tab = page.frameLocator('#tab');
  await tab.getByRole('radio', { name: /Team tasks/ }).check();
  await page.evaluate(() => (window as unknown as { pressSave: () => void }).pressSave());
  await expect.poll(async () => (await teamsHostState(page)).saved).toBe(true);
  const content = new URL((await teamsHostState(page)).settings?.contentUrl ?? '');
  expect(Object.fromEntries(content.searchParams)).toMatchObject({ teams: 'chat', selector: 'true' });

  // In the chat the tab shows the board with its board selector (spec 1 section 2).
  await openTab(page, `${content.pathname}${content.search}`, 'content', chat, ssoToken);
  await expect(tab.getByRole('heading', { name: 'Team tasks', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(tab.getByRole('combobox', { name: 'Board' })).toBeVisible();

  // Teams has no SSO token this time (no consent yet): the tab offers Teams' sign-in popup instead of failing.
  await openTab(page, `${content.pathname}${content.search}`, 'content', chat, null);
  await expect(tab.getByRole('heading', { name: 'Sign in to Listboard', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(tab.getByRole('button', { name: 'Sign in' })).toBeEnabled();

  // The popup's page, as Teams opens it (Teams needs an https tab to open it itself, which the local stack is not):
  // the person signs in at the identity provider, and the page hands the token to Teams, which closes the popup.
  const popupOpens = page.waitForEvent('popup');
  await page.evaluate(
    (url) => (window as unknown as { openSignInPopup: (url: string) => void }).openSignInPopup(url),
    `${appOrigin}/teams/signed-in?SPHostUrl=${encodeURIComponent(content.searchParams.get('SPHostUrl') ?? '')}`,
  );
  const popup = await popupOpens;
  await popup.getByRole('button', { name: /Alex Wilber/ }).click({ timeout: 20_000 });
  await popup.waitForEvent('close', { timeout: 20_000 });
  const reported = await page.evaluate(() => (window as unknown as { teamsHost: { reported: string | null } }).teamsHost.reported);
  expect(decodeJwt(reported ?? '')).toMatchObject({ preferred_username: ALEX, scp: 'access_as_user' });
});

test("a board that declines the Teams theme wears Listboard's own theme in Teams' lightness while it is shown", async ({
  page,
  request,
}) => {
  // Adele, the owner, turns "Use the Teams theme in Teams" off on the documents board through the API.
  const adele = await tokenFor(request, 'adele@demo.listboard.local');
  const site = `SPHostUrl=${encodeURIComponent(DEMO_SITE)}`;
  const headers = { authorization: `Bearer ${adele}` };
  const boards = (await (await request.get(`/api/boards?${site}`, { headers })).json()) as { id: string; name: string }[];
  const documents = boards.find((board) => board.name === 'Team documents') as { id: string };
  const {
    fields: _fields,
    userPermission: _permission,
    canEditSettings: _settings,
    canViewCharts: _charts,
    configEtag,
    ...board
  } = (await (await request.get(`/api/board?boardID=${documents.id}&${site}`, { headers })).json()) as Record<string, unknown>;
  const saved = await request.post(`/api/boards/board?${site}`, {
    headers: { ...headers, 'if-match': String(configEtag) },
    data: { ...board, useTeamsTheme: false },
  });
  expect(saved.status()).toBe(200);

  await page.goto(teams.url);
  const channel: TeamsContextFields = {
    theme: 'dark',
    locale: 'en-us',
    userPrincipalName: ALEX,
    tid: TENANT,
    channelId: '19:general@thread.tacv2',
  };
  await openTab(page, `/kanban?${site}`, 'content', channel, ssoToken);
  const tab = page.frameLocator('#tab');
  // The navigation bar wears the theme's brand colour: Teams' purple on the boards list, Listboard's blue on that board.
  const brand = () =>
    tab
      .locator('header')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
  await expect(tab.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible({ timeout: 20_000 });
  const teamsBrand = await brand();
  await tab
    .getByRole('link', { name: /Team documents/ })
    .first()
    .click();
  await expect(tab.getByRole('heading', { name: 'Team documents', level: 1 })).toBeVisible();
  await expect.poll(brand).not.toBe(teamsBrand);
  expect(await tabBackground(page)).toBe('rgb(41, 41, 41)');
  await tab.getByRole('link', { name: 'Boards' }).click();
  await expect(tab.getByRole('heading', { name: 'Boards', level: 1 })).toBeVisible();
  await expect.poll(brand).toBe(teamsBrand);
});

test("the manifest's privacy and terms pages are served, outside the app's sign-in", async ({ page }) => {
  for (const [path, heading] of [
    ['/privacy.html', 'Privacy'],
    ['/terms.html', 'Terms of use'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
});
