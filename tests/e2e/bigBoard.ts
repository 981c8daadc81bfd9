import type { BoardTemplate } from '@listboard/shared';
import type { Page } from '@playwright/test';
import { demoLogin } from './arrange';
import { boardFromRows } from './templateBoard';

/**
 * The cards of a big board by column, left to right: 800 cards, over the 600 above which the board
 * page draws only the cards near the viewport (WINDOW_CARD_LIMIT). Each column holds a different
 * number, so a count of cards tells the columns apart.
 */
export const BIG_BOARD_COLUMNS: readonly { name: string; cards: number }[] = [
  { name: 'Not Started', cards: 150 },
  { name: 'In Progress', cards: 155 },
  { name: 'Review', cards: 160 },
  { name: 'Completed', cards: 165 },
  { name: 'Deferred', cards: 170 },
];

/** Every card is in the demo board's default lane (no priority), the last one: the end of its columns is the end of the page. */
export const BIG_BOARD_LANE = 'Unassigned';

export interface BigBoard {
  name: string;
  /** The cards' titles by column name, top to bottom. */
  titles: Record<string, string[]>;
  total: number;
}

/**
 * A board of the demo board's template (its columns, lanes, In Progress WIP limit and fields) over a
 * new list holding the BIG_BOARD_COLUMNS cards (boardFromRows: 0.7 s for the 800 on this 2-core machine).
 * The cards look like real ones (a project, an estimate, a label, a person: about 132 px high, where the
 * window estimates 110 px for a card it has not drawn), with no due date, which would colour them.
 */
export async function createBigBoard(baseURL: string, demoBoardID: string): Promise<BigBoard> {
  const titles: Record<string, string[]> = {};
  const rows: BoardTemplate['content'][number]['values'][] = [];
  for (const column of BIG_BOARD_COLUMNS) {
    titles[column.name] = Array.from({ length: column.cards }, (_, index) => `${column.name} card ${index + 1}`);
    for (const [index, title] of titles[column.name].entries()) {
      rows.push({
        Title: title,
        Status: column.name,
        Priority: '',
        Project: 'Website',
        Estimate: String((index % 8) + 1),
        Labels: 'UI',
        AssignedTo: demoLogin('alex'),
        // The cards lie in the order of their titles.
        KanbanOrder: String(1000 + index * 10),
      });
    }
  }
  const name = await boardFromRows(baseURL, demoBoardID, 'Big board', rows);
  return { name, titles, total: rows.length };
}

/**
 * How many cards the saved PDF's pictures of the board draw in each column, left to right. Read down
 * every pixel column of the pictures (the pages' slices of the board, top to bottom): a card's face
 * is white, with its text near its left edge; the cell around it, the gaps between cards and the
 * board's backdrop are grey. So a pixel column through the blank right part of a column's cards
 * crosses one white stretch (at least 60 px; text near a card's top leaves one such stretch) per card.
 * Neighbouring pixel columns crossing the same number of white stretches over at least 40 px are one
 * column of cards; its number is the column's count (the columns hold different numbers of cards).
 */
export function cardsPerColumnInPdf(page: Page, jpegs: readonly string[]): Promise<number[]> {
  return page.evaluate(
    async (slices) => {
      const WHITE = 253;
      const CARD_MIN_PX = 60;
      const COLUMN_MIN_PX = 40;
      let runs: Int32Array | null = null;
      let counts: Int32Array | null = null;
      for (const slice of slices) {
        const bitmap = await createImageBitmap(await (await fetch(slice)).blob());
        const { width, height } = bitmap;
        const drawing = new OffscreenCanvas(width, height).getContext('2d');
        if (!drawing) throw new Error('no 2D canvas to read the PDF picture');
        drawing.drawImage(bitmap, 0, 0);
        const pixels = drawing.getImageData(0, 0, width, height).data;
        // A white stretch may go on from one slice into the next.
        runs ??= new Int32Array(width);
        counts ??= new Int32Array(width);
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const at = (y * width + x) * 4;
            if (pixels[at] >= WHITE && pixels[at + 1] >= WHITE && pixels[at + 2] >= WHITE) runs[x] += 1;
            else {
              if (runs[x] >= CARD_MIN_PX) counts[x] += 1;
              runs[x] = 0;
            }
          }
        }
      }
      if (!runs || !counts) return [];
      for (let x = 0; x < runs.length; x++) if (runs[x] >= CARD_MIN_PX) counts[x] += 1;
      const columns: number[] = [];
      for (let start = 0, x = 1; x <= counts.length; x++) {
        if (x < counts.length && counts[x] === counts[start]) continue;
        if (counts[start] > 0 && x - start >= COLUMN_MIN_PX && columns.at(-1) !== counts[start]) columns.push(counts[start]);
        start = x;
      }
      return columns;
    },
    [...jpegs],
  );
}
