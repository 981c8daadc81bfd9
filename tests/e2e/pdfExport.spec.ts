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
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const pdf = await savePdf(page, 'Save as PDF');
  expect(pdf.jpegs.length).toBeGreaterThanOrEqual(1);
  for (const jpeg of pdf.jpegs) expect(await greyBandHeight(page, jpeg)).toBeLessThan(5);
});

test('the single-page PDF is headed by the board name, the filter in force and the date', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  const card = await own.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High' });
  const board = new BoardPage(page, own);
  await board.signInAndOpen();
  const before = new Date();
  const unfiltered = await savePdf(page, 'Save as PDF');
  expect(drawsText(unfiltered, own.name)).toBe(true);
  const days = exportDays('en-US', before);
  expect(
    days.some((day) => unfiltered.text.includes(`(No filter · Exported ${day} at `)),
    unfiltered.text.match(/\(No filter[^)]*\)/)?.[0],
  ).toBe(true);

  await page.getByRole('searchbox', { name: 'Search cards' }).fill(own.tag);
  await page.getByRole('searchbox', { name: 'Search cards' }).press('Enter');
  await expect(board.card(board.cell('(1) High', 'Not Started'), card.title)).toBeVisible();
  const searched = await savePdf(page, 'Save as PDF');
  // jsPDF writes the quotation marks in the standard fonts' encoding (Windows-1252: 0x93 and 0x94).
  expect(searched.text).toContain(`(Search: \x93${own.tag}\x94 · Exported `);
});

const PRINTED = [
  {
    locale: 'en-US',
    paper: 'Letter',
    size: [792, 612],
    menu: 'Board actions',
    item: 'Save printable PDF',
    fileSuffix: 'printable',
    pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
    heading: (day: string) => `(Team tasks · No filter · Exported ${day} at `,
  },
  {
    locale: 'de-DE',
    paper: 'A4',
    size: [841.89, 595.28],
    menu: 'Board-Aktionen',
    item: 'Druckfertiges PDF speichern',
    fileSuffix: 'Druckversion',
    pageOf: (page: number, count: number) => `Seite ${page} von ${count}`,
    heading: (day: string) => `(Team tasks · Kein Filter · Exportiert am ${day} um `,
  },
];

for (const printed of PRINTED) {
  test.describe(`printable PDF in ${printed.locale}`, () => {
    test.use({ locale: printed.locale });

    test(`is ${printed.paper} landscape pages, each headed by the board, the filter, the date and its number`, async ({ page }) => {
      const board = new BoardPage(page);
      await board.signInAndOpen('Adele Vance');
      const before = new Date();
      const pdf = await savePdf(page, printed.item, printed.menu);
      expect(pdf.pageSizes.length).toBeGreaterThan(1);
      for (const [width, height] of pdf.pageSizes) {
        expect(width).toBeCloseTo(printed.size[0], 1);
        expect(height).toBeCloseTo(printed.size[1], 1);
      }
      const count = pdf.pageSizes.length;
      for (let number = 1; number <= count; number++)
        expect(drawsText(pdf, printed.pageOf(number, count)), printed.pageOf(number, count)).toBe(true);
      const headings = exportDays(printed.locale, before).map(printed.heading);
      expect(Math.max(...headings.map((heading) => pdf.text.split(heading).length - 1))).toBe(count);
      expect(pdf.fileName).toBe(`Team tasks - ${printed.fileSuffix}.pdf`);
      // Text, not a picture of the screen: nothing in the file is an image.
      expect(pdf.jpegs).toHaveLength(0);
    });
  });
}

const FIVE_COLUMNS = ['Not Started', 'In Progress', 'Review', 'Completed', 'Deferred'];

test.describe('printable PDF as text', () => {
  test.use({ locale: 'de-DE' });

  test('writes every card, lane and column as selectable text, and no buttons', async ({ page, arrange }) => {
    const own = await arrange.ownBoard();
    const accented = await own.card('Größe, café, señal', { status: 'Deferred', priority: '(1) High', values: { Labels: 'Bug;#Urgent' } });
    const plain = await own.card('Retire legacy API v1', { status: 'Not Started', priority: '(3) Low' });
    const board = new BoardPage(page, own);
    await board.signInAndOpen();
    const pdf = await savePdf(page, 'Druckfertiges PDF speichern', 'Board-Aktionen');

    expect(pdf.fileName).toBe(`${own.name} - Druckversion.pdf`);
    expect(pdf.jpegs).toHaveLength(0);
    // The standard fonts' encoding (Windows-1252) carries German, French and Spanish letters as such.
    expect(drawsText(pdf, accented.title), accented.title).toBe(true);
    expect(drawsText(pdf, plain.title), plain.title).toBe(true);
    expect(drawsText(pdf, 'Bug · Urgent')).toBe(true);
    for (const lane of ['(1) High', '(3) Low']) expect(drawsText(pdf, lane), lane).toBe(true);
    // Each page names a lane and its columns: the fifth column is not left alone on a page without them.
    for (const [index, pageText] of pdf.pageTexts.entries()) {
      expect(
        ['(1) High', '(2) Normal', '(3) Low'].some((lane) => drawsText({ text: pageText }, lane)),
        `page ${index + 1} names its lane`,
      ).toBe(true);
      for (const column of FIVE_COLUMNS) expect(drawsText({ text: pageText }, column), `page ${index + 1} names ${column}`).toBe(true);
    }
    expect(pdf.text).not.toContain('Neue Karte');
    expect(pdf.text).not.toContain('Hinzufügen');
  });
});
