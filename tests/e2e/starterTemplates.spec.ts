import { expect, test } from './arrange';

/** The boards home's starter templates: a ready board over a new list, in the page's language, for those who may create boards. */

test.describe('on a German page', () => {
  test.use({ locale: 'de-DE' });

  test('a site owner picks the bug triage starter and lands on its German columns and priority lanes', async ({ page, arrange }) => {
    const name = arrange.title('Fehler im Webshop');
    await page.goto('/');
    await page.getByRole('button', { name: 'Adele Vance' }).click();
    const starters = page.getByRole('region', { name: 'Mit einer Vorlage beginnen' });
    await starters.getByRole('button', { name: /^Fehler-Triage/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Board: Fehler-Triage' });
    const boardName = dialog.getByRole('textbox', { name: /Name des Boards/ });
    await expect(boardName).toHaveValue('Fehler-Triage');
    await boardName.fill(name);
    await dialog.getByRole('button', { name: 'Board erstellen' }).click();

    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    for (const lane of ['Kritisch', 'Hoch', 'Mittel', 'Niedrig', 'Noch ohne Priorität']) {
      const region = page.getByRole('region', { name: lane, exact: true });
      await expect(region).toBeVisible();
      for (const column of ['Neu', 'Bestätigt', 'In Arbeit', 'Behoben'])
        await expect(region.getByRole('region', { name: column, exact: true })).toHaveCount(1);
    }
  });
});

test('someone who may not create boards is offered no starter', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Alex Wilber' }).click();
  await expect(page.getByRole('link', { name: 'Team tasks', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Start from a template' })).toHaveCount(0);
});
