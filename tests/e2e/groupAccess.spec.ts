import type { Page } from '@playwright/test';
import { expect, test } from './arrange';
import { openConfiguration, section } from './wizardPage';

/**
 * A board's access given to a site group in the wizard's permissions step (docs/configuration.md, "The permissions
 * step"): a member of the group (Megan, of the demo's Marketing team) opens and edits the board, someone outside it
 * (Pradeep) is refused. The group's membership itself changing is proven against both hosts in
 * tests/integration/siteGroups.test.ts and sharePointGroups.test.ts.
 */

async function signIn(page: Page, user: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: user }).click();
  await expect(page.getByRole('heading', { name: 'Boards' })).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
}

test("a group's members edit the board its permissions step grants, others are refused", async ({ page, arrange }) => {
  // Adele alone owns the copy, and no list names anyone yet: the demo board's editors are its task owners.
  const own = await arrange.ownBoard((config) => {
    config.useSubtasks = false;
    config.permission = { ...config.permission, boardAccess: [], boardNoAccess: [], tasksOwners: [] };
  });
  await own.card('Plan the launch campaign', { status: 'Not Started', priority: '(2) Normal' });
  await signIn(page, 'Adele Vance');
  await openConfiguration(page, own.name);
  await page.getByRole('tab', { name: '4. Advanced setup' }).click();
  const access = section(page, 'Board access');
  await access.getByRole('combobox', { name: 'Default permission' }).click();
  await page.getByRole('option', { name: 'No access', exact: true }).click();
  await access.getByRole('combobox', { name: 'People who may edit every task' }).fill('Marketing');
  await page.getByRole('option', { name: 'Group Marketing team' }).click();
  const chosen = access.getByRole('listitem').filter({ hasText: 'Marketing team' });
  await expect(chosen.getByRole('img', { name: 'Group' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: own.name, exact: true, level: 1 })).toBeVisible();
  const saved = await own.settings();
  expect(saved.config.permission.defaultUserPermission, 'no access').toBe(0);
  expect(saved.config.permission.tasksOwners).toEqual([expect.objectContaining({ login: 'Marketing team', isGroup: true })]);
  const boardUrl = page.url();
  await signOut(page);

  await signIn(page, 'Megan Bowen');
  await page.getByRole('link', { name: own.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: own.name, exact: true, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add a card to/ }).first()).toBeVisible();
  await signOut(page);

  await signIn(page, 'Pradeep Gupta');
  await expect(page.getByRole('link', { name: 'Team tasks', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: own.name, exact: true })).toHaveCount(0);
  await page.goto(boardUrl);
  await expect(page.getByText('You do not have access to this board.')).toBeVisible();
});
