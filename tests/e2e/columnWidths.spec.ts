import type { Locator } from '@playwright/test';
import { expect, test } from './arrange';
import { BoardPage } from './boardPage';

/** Spec 2 section 9: an L column is never narrower than 300 px. */
const L_COLUMN_MIN = 300;

async function widthOf(region: Locator): Promise<number> {
  return (await region.boundingBox())?.width ?? 0;
}

test('columns take their share of the board, never below the minimum for the card size, and one per phone screen', async ({
  page,
  arrange,
}) => {
  let columns: string[] = [];
  const own = await arrange.ownBoard((config) => {
    config.columnDefinitions = config.columnDefinitions.slice(0, 3);
    config.columnCols = [20, 30, 50];
    config.cardSize = 'L';
    columns = config.columnDefinitions.map((column) => column.name);
  });
  await own.card('Wide enough', { status: columns[0], priority: '(1) High' });
  const board = new BoardPage(page, own.name);
  const cellWidths = () => Promise.all(columns.map((column) => widthOf(board.cell('(1) High', column))));

  // Wide enough for every share: the columns are 20, 30 and 50 percent of the width they share.
  await page.setViewportSize({ width: 1920, height: 1000 });
  await board.signInAndOpen();
  await expect(async () => {
    const widths = await cellWidths();
    const shared = widths.reduce((sum, width) => sum + width, 0);
    expect(widths[0]).toBeGreaterThan(L_COLUMN_MIN);
    expect(Math.abs(widths[0] - shared * 0.2)).toBeLessThanOrEqual(3);
    expect(Math.abs(widths[1] - shared * 0.3)).toBeLessThanOrEqual(3);
    expect(Math.abs(widths[2] - shared * 0.5)).toBeLessThanOrEqual(3);
  }).toPass({ timeout: 10_000 });

  // At 1440 px, 20 percent is less than an L column's minimum: that column keeps it, the others share the rest 30 to 50.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(async () => {
    const widths = await cellWidths();
    expect(Math.abs(widths[0] - L_COLUMN_MIN)).toBeLessThanOrEqual(1);
    // The columns still fit the window: nothing scrolls sideways while the minimums fit.
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(1440 - 2 * 16);
    expect(Math.abs(widths[1] / widths[2] - 30 / 50)).toBeLessThanOrEqual(0.01);
    expect(widths[2]).toBeGreaterThan(widths[1]);
  }).toPass({ timeout: 10_000 });

  // A phone shows one column per screen, whatever its share.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(board.cell('(1) High', columns[1])).toHaveCount(0);
  const phoneColumn = board.cell('(1) High', columns[0]);
  await expect(async () => {
    const box = await phoneColumn.boundingBox();
    expect(box?.width).toBeGreaterThan(390 - 48);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }).toPass({ timeout: 10_000 });
});
