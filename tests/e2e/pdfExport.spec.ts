import type { Page } from '@playwright/test';
import { expect, test } from './arrange';
import { BoardPage } from './boardPage';
import { drawsText, greyBandHeight, readSavedPdf, type SavedPdf } from './pdfFile';

async function savePdf(page: Page, item: string, menu = 'Board actions'): Promise<SavedPdf> {
  await page.getByRole('button', { name: menu }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  const pdf = await readSavedPdf(await download);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  return pdf;
}

/** The long dates (in `locale`) the export may carry: it may run across midnight. */
function exportDays(locale: string, before: Date): string[] {
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  return [...new Set([day.format(before), day.format(new Date())])];
}

test('the single-page PDF draws the last row of cards uncovered', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  await own.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High' });
  // The last lane's cards end at the bottom of the board, where html2canvas painted a grey band over them.
  await own.card('Survey churned customers', { status: 'Completed', priority: '' });
  await own.card('Retire legacy API v1', { status: 'Deferred', priority: '' });
  const board = new BoardPage(page, own.name);
  await board.signInAndOpen();
  const pdf = await savePdf(page, 'Save as PDF');
  expect(pdf.jpegs.length).toBeGreaterThanOrEqual(1);
  for (const jpeg of pdf.jpegs) expect(await greyBandHeight(page, jpeg)).toBeLessThan(5);
});

test('the single-page PDF is headed by the board name, the filter in force and the date', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const card = await own.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High' });
  const board = new BoardPage(page, own.name);
  await board.signInAndOpen();
  const before = new Date();
  const unfiltered = await savePdf(page, 'Save as PDF');
  expect(drawsText(unfiltered, own.name)).toBe(true);
  const days = exportDays('en-US', before);
  expect(days.some((day) => unfiltered.text.includes(`(No filter · Exported ${day} at `)), unfiltered.text.match(/\(No filter[^)]*\)/)?.[0]).toBe(true);

  await page.getByRole('searchbox', { name: 'Search cards' }).fill(own.tag);
  await page.getByRole('searchbox', { name: 'Search cards' }).press('Enter');
  await expect(board.card(board.cell('(1) High', 'Not Started'), card.title)).toBeVisible();
  const searched = await savePdf(page, 'Save as PDF');
  // jsPDF writes the quotation marks in the standard fonts' encoding (Windows-1252: 0x93 and 0x94).
  expect(searched.text).toContain(`(Search: \x93${own.tag}\x94 · Exported `);
});

test.describe('printable PDF in en-US', () => {
  test.use({ locale: 'en-US' });

  test('is Letter landscape pages, each headed by the board, the filter, the date and its number', async ({ page }) => {
    const board = new BoardPage(page);
    await board.signInAndOpen('Adele Vance');
    const before = new Date();
    const pdf = await savePdf(page, 'Save printable PDF');
    expect(pdf.pageSizes.length).toBeGreaterThan(1);
    for (const [width, height] of pdf.pageSizes) {
      expect(width).toBeCloseTo(792, 1);
      expect(height).toBeCloseTo(612, 1);
    }
    const count = pdf.pageSizes.length;
    for (let page = 1; page <= count; page++) expect(drawsText(pdf, `Page ${page} of ${count}`), `Page ${page} of ${count}`).toBe(true);
    const headings = exportDays('en-US', before).map((day) => `(Team tasks · No filter · Exported ${day} at `);
    expect(Math.max(...headings.map((heading) => pdf.text.split(heading).length - 1))).toBe(count);
    expect(pdf.jpegs).toHaveLength(count);
    for (const jpeg of pdf.jpegs) expect(await greyBandHeight(page, jpeg)).toBeLessThan(5);
  });
});

test.describe('printable PDF in de-DE', () => {
  test.use({ locale: 'de-DE' });

  test('is A4 landscape pages, headed in German', async ({ page }) => {
    const board = new BoardPage(page);
    await board.signInAndOpen('Adele Vance');
    const before = new Date();
    const pdf = await savePdf(page, 'Druckfertiges PDF speichern', 'Board-Aktionen');
    expect(pdf.pageSizes.length).toBeGreaterThan(1);
    for (const [width, height] of pdf.pageSizes) {
      expect(width).toBeCloseTo(841.89, 1);
      expect(height).toBeCloseTo(595.28, 1);
    }
    const count = pdf.pageSizes.length;
    for (let page = 1; page <= count; page++) expect(drawsText(pdf, `Seite ${page} von ${count}`), `Seite ${page} von ${count}`).toBe(true);
    const headings = exportDays('de-DE', before).map((day) => `(Team tasks · Kein Filter · Exportiert am ${day} um `);
    expect(Math.max(...headings.map((heading) => pdf.text.split(heading).length - 1))).toBe(count);
  });
});
