import { describe, expect, it } from 'vitest';
import {
  PRINT_FONTS,
  columnsPerPage,
  planPrintablePages,
  wrapText,
  type MeasureText,
  type PrintOp,
  type PrintableBoard,
} from './printLayout';

// Every character half as wide as the font is high: close to Helvetica's average.
const measure: MeasureText = (text, font) => text.length * PRINT_FONTS[font].sizePt * 0.5;
const A4_AREA = { left: 36, top: 56, width: 769.89, height: 503.28 };

const texts = (page: PrintOp[], font?: string) =>
  page.flatMap((op) => (op.kind === 'text' && (!font || op.font === font) ? [op.text] : []));
const card = (title: string, lines: string[] = []) => ({ title, lines });
const columnNames = (count: number) => Array.from({ length: count }, (_, index) => `Column ${index + 1}`);

function board(columns: number, lanes: { name: string | null; cards: number }[]): PrintableBoard {
  return {
    columns: columnNames(columns),
    lanes: lanes.map(({ name, cards }) => ({
      name,
      cells: columnNames(columns).map((column) =>
        Array.from({ length: cards }, (_, index) => card(`${name ?? 'Card'} ${column} #${index + 1}`, ['Due May 1, 2026'])),
      ),
    })),
  };
}

describe('columnsPerPage', () => {
  it('fits five columns across A4 and Letter, and continues wider boards', () => {
    expect(columnsPerPage(5, A4_AREA.width)).toBe(5);
    expect(columnsPerPage(5, 720)).toBe(5);
    expect(columnsPerPage(9, A4_AREA.width)).toBe(6);
    expect(columnsPerPage(3, 50)).toBe(1);
  });
});

describe('wrapText', () => {
  it('breaks between words, and within a word wider than the line', () => {
    expect(wrapText('Fix the login redirect loop', 60, 'line', measure)).toEqual(['Fix the login', 'redirect loop']);
    expect(wrapText('Donaudampfschifffahrt', 30, 'line', measure)).toEqual(['Donaudam', 'pfschiff', 'fahrt']);
  });
});

describe('planPrintablePages', () => {
  it('fits five columns on the page width, each lane named above its columns', () => {
    const pages = planPrintablePages(
      board(5, [
        { name: '(1) High', cards: 1 },
        { name: '(2) Normal', cards: 1 },
      ]),
      A4_AREA,
      measure,
      '(continued)',
    );
    expect(pages).toHaveLength(1);
    expect(texts(pages[0], 'lane')).toEqual(['(1) High', '(2) Normal']);
    expect(texts(pages[0], 'column')).toEqual([...columnNames(5), ...columnNames(5)]);
    const right = Math.max(...pages[0].map((op) => (op.kind === 'text' ? op.x + op.maxWidth : op.x + op.width)));
    expect(right).toBeLessThanOrEqual(A4_AREA.left + A4_AREA.width + 0.001);
  });

  it('continues the columns that do not fit on further pages, with their lanes and headings', () => {
    const pages = planPrintablePages(
      board(8, [
        { name: 'Lane A', cards: 1 },
        { name: 'Lane B', cards: 1 },
      ]),
      A4_AREA,
      measure,
      '(continued)',
    );
    expect(pages).toHaveLength(2);
    expect(texts(pages[0], 'column')).toEqual([...columnNames(6), ...columnNames(6)]);
    expect(texts(pages[1], 'column')).toEqual(['Column 7', 'Column 8', 'Column 7', 'Column 8']);
    expect(texts(pages[1], 'lane')).toEqual(['Lane A', 'Lane B']);
    expect(texts(pages[1], 'title')).toEqual(['Lane A Column 7 #1', 'Lane A Column 8 #1', 'Lane B Column 7 #1', 'Lane B Column 8 #1']);
  });

  it('continues a long lane on the next page, naming it again, and writes every card once in order', () => {
    const pages = planPrintablePages(board(2, [{ name: 'Lane A', cards: 30 }]), A4_AREA, measure, '(continued)');
    expect(pages.length).toBeGreaterThan(1);
    for (const [index, page] of pages.entries()) {
      expect(texts(page, 'lane')).toEqual(['Lane A']);
      expect(texts(page, 'note')).toEqual(index === 0 ? [] : ['(continued)']);
      expect(texts(page, 'column')).toEqual(columnNames(2));
      for (const op of page)
        if (op.kind !== 'text' || op.font !== 'note')
          expect(op.y + (op.kind === 'text' ? PRINT_FONTS[op.font].leadingPt : op.height)).toBeLessThanOrEqual(
            A4_AREA.top + A4_AREA.height,
          );
    }
    const titles = pages.flatMap((page) => texts(page, 'title'));
    for (const column of columnNames(2)) {
      expect(titles.filter((title) => title.includes(column))).toEqual(
        Array.from({ length: 30 }, (_, index) => `Lane A ${column} #${index + 1}`),
      );
    }
  });

  it('starts a lane on a new page rather than leave its heading without cards', () => {
    const pages = planPrintablePages(
      board(1, [
        { name: 'Lane A', cards: 15 },
        { name: 'Lane B', cards: 1 },
      ]),
      A4_AREA,
      measure,
      '(continued)',
    );
    const laneB = pages.findIndex((page) => texts(page, 'lane').includes('Lane B'));
    expect(texts(pages[laneB], 'title')).toContain('Lane B Column 1 #1');
  });

  it('cuts a card taller than a page, ending it in an ellipsis', () => {
    const long = {
      columns: ['Only'],
      lanes: [
        {
          name: null,
          cells: [
            [
              card(
                'Huge',
                Array.from({ length: 80 }, (_, index) => `Line ${index}`),
              ),
              card('Next'),
            ],
          ],
        },
      ],
    };
    const pages = planPrintablePages(long, A4_AREA, measure, '(continued)');
    expect(pages).toHaveLength(2);
    expect(texts(pages[0], 'line').at(-1)).toMatch(/…$/);
    expect(texts(pages[1], 'title')).toEqual(['Next']);
    expect(texts(pages[0], 'lane')).toEqual([]);
  });

  it('makes no page for a board without columns', () => {
    expect(planPrintablePages({ columns: [], lanes: [{ name: null, cells: [] }] }, A4_AREA, measure, '')).toEqual([]);
  });
});
