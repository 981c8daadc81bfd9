import type { Page } from '@playwright/test';
import { expect, test } from './arrange';
import { BoardPage } from './boardPage';
import { greyBandHeight, readSavedPdf } from './pdfFile';

async function savePdf(page: Page, item: string) {
  await page.getByRole('button', { name: 'Board actions' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  return download;
}

test('the single-page PDF draws the last row of cards uncovered', async ({ page, arrange }) => {
  const own = await arrange.ownBoard();
  await own.card('Fix login redirect loop', { status: 'Not Started', priority: '(1) High' });
  // The last lane's cards end at the bottom of the board, where html2canvas painted a grey band over them.
  await own.card('Survey churned customers', { status: 'Completed', priority: '' });
  await own.card('Retire legacy API v1', { status: 'Deferred', priority: '' });
  const board = new BoardPage(page, own.name);
  await board.signInAndOpen();
  const pdf = await readSavedPdf(await savePdf(page, 'Save as PDF'));
  expect(pdf.jpegs.length).toBeGreaterThanOrEqual(1);
  for (const jpeg of pdf.jpegs) expect(await greyBandHeight(page, jpeg)).toBeLessThan(5);
});
