import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';

/**
 * Two people saving one board's settings (issue 12, defect 11): the wizard saves on the version it
 * opened, so a save over someone else's newer one is refused; the person is told and may reload.
 */

const DEMO_SITE = 'https://demo.listboard.local/sites/team';

interface Api {
  call<T>(method: 'GET' | 'POST', path: string, body?: unknown, query?: Record<string, string>): Promise<T>;
}

async function apiAs(request: APIRequestContext, login: string): Promise<Api> {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown, query: Record<string, string> = {}, token?: string): Promise<T> => {
    const response = await request.fetch(`/api/${path}`, {
      method,
      params: { SPHostUrl: DEMO_SITE, ...query },
      headers: token ? { authorization: `Bearer ${token}` } : {},
      data: body,
    });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const { token } = await call<{ token: string }>('POST', 'auth/local/token', { login });
  return { call: (method, path, body, query) => call(method, path, body, query, token) };
}

type StoredConfig = Record<string, unknown> & { id: string; name: string; description: string };

/** The board's configuration as the wizard sends it back (GET /api/board without the per-user parts). */
async function configOf(api: Api, boardID: string): Promise<StoredConfig> {
  const { fields: _f, userPermission: _p, canEditSettings: _e, canViewCharts: _c, configEtag: _t, ...config } = await api.call<StoredConfig>('GET', 'board', undefined, { boardID });
  return config as StoredConfig;
}

test('tells the person that someone else saved the settings meanwhile, and reloads them on request', async ({ page, request }) => {
  const adele = await apiAs(request, 'adele@demo.listboard.local');
  const boards = await adele.call<{ id: string; name: string }[]>('GET', 'boards');
  const demo = await configOf(adele, boards.find((b) => b.name === 'Team tasks')!.id);
  const name = `Contested ${randomUUID().slice(0, 6)}`;
  const { id } = await adele.call<{ id: string }>('POST', 'boards/board', { ...demo, id: '', name, description: 'As created' });

  await page.goto('/');
  await page.getByRole('button', { name: 'Adele Vance' }).click();
  await expect(page.getByRole('heading', { name: 'Boards' })).toBeVisible();
  const wizardUrl = new URL(page.url());
  wizardUrl.pathname = `/newboard/${encodeURIComponent(id)}/0`;
  await page.goto(wizardUrl.toString());
  await expect(page.getByRole('heading', { name: `Configure ${name}`, level: 1 })).toBeVisible();
  const board = page.getByRole('region', { name: 'Board', exact: true });
  await board.getByRole('textbox', { name: 'Description' }).fill('Changed in the page');

  // Meanwhile a colleague saves the same board's settings.
  await adele.call('POST', 'boards/board', { ...(await configOf(adele, id)), description: 'Saved by a colleague' });

  await page.getByRole('checkbox', { name: 'Open the board after saving' }).uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Settings changed by someone else' });
  await expect(question).toBeVisible();
  expect((await configOf(adele, id)).description).toBe('Saved by a colleague');

  await question.getByRole('button', { name: 'Reload settings' }).click();
  await expect(question).toBeHidden();
  await expect(board.getByRole('textbox', { name: 'Description' })).toHaveValue('Saved by a colleague');

  await board.getByRole('textbox', { name: 'Board name' }).fill(`${name} renamed`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The board was saved.')).toBeVisible();
  expect(await configOf(adele, id)).toMatchObject({ name: `${name} renamed`, description: 'Saved by a colleague' });
});
