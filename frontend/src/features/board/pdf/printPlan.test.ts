import { describe, expect, it } from 'vitest';
import { MIN_PRINT_SCALE, columnStrips, planPrintPages, printPixelRatio, printScale, type BoardLayout, type CardBox, type LaneBox } from './printPlan';

/** Five 300 px columns 8 px apart, as the board lays out large cards. */
const COLUMNS = [0, 1, 2, 3, 4].map((index) => ({ start: index * 308, end: index * 308 + 300 }));
const BOARD_WIDTH = 1540;

/** A lane at `top` with a 70 px heading and, per column, cards of the given heights 8 px apart. */
function lane(top: number, cardHeights: number[][]): LaneBox {
  const headingBottom = top + 70;
  const cards: CardBox[] = cardHeights.flatMap((heights, column) => {
    let y = headingBottom;
    return heights.map((height) => {
      const card = { left: COLUMNS[column].start + 10, right: COLUMNS[column].end - 10, top: y, bottom: y + height };
      y += height + 8;
      return card;
    });
  });
  const bottom = Math.max(headingBottom + 40, ...cards.map((card) => card.bottom + 12));
  return { top, headingBottom, bottom, cards };
}

function board(lanes: LaneBox[], width = BOARD_WIDTH, columns = COLUMNS): BoardLayout {
  return { width, height: Math.max(...lanes.map((l) => l.bottom)) + 16, columns, lanes };
}

const ys = (layout: BoardLayout, area: { width: number; height: number }) => planPrintPages(layout, area).pages.map((page) => [page.y.start, page.y.end]);

describe('printScale', () => {
  it('shrinks a wide board to the page width', () => {
    expect(printScale(1600, 1200)).toBe(0.75);
  });

  it('never enlarges a narrow board', () => {
    expect(printScale(600, 1200)).toBe(1);
  });

  it('never goes below the readable minimum', () => {
    expect(printScale(5000, 1000)).toBe(MIN_PRINT_SCALE);
  });
});

describe('columnStrips', () => {
  it('keeps a board that fits in one strip', () => {
    expect(columnStrips({ width: BOARD_WIDTH, columns: COLUMNS }, 1600)).toEqual([{ start: 0, end: BOARD_WIDTH }]);
  });

  it('cuts midway between columns, as many whole columns per strip as fit', () => {
    // 1000 px of room holds three columns (0 to 920, the cut midway in the gap before the fourth).
    expect(columnStrips({ width: BOARD_WIDTH, columns: COLUMNS }, 1000)).toEqual([{ start: 0, end: 920 }, { start: 920, end: BOARD_WIDTH }]);
  });

  it('cuts a column wider than the room where the room ends', () => {
    expect(columnStrips({ width: 900, columns: [{ start: 0, end: 900 }] }, 400)).toEqual([{ start: 0, end: 400 }, { start: 400, end: 800 }, { start: 800, end: 900 }]);
  });
});

describe('planPrintPages', () => {
  it('puts a board that fits on one page', () => {
    const layout = board([lane(0, [[100], [100]])]);
    const plan = planPrintPages(layout, { width: 1600, height: 800 });
    expect(plan.scale).toBe(1);
    expect(plan.pages).toEqual([{ x: { start: 0, end: BOARD_WIDTH }, y: { start: 0, end: layout.height }, repeatedHeading: null }]);
  });

  it('cuts down between cards, never through one, and repeats the lane heading on the next page', () => {
    // Cards at 70-270, 278-478, 486-686 in the first column; a page holds 500 px.
    const layout = board([lane(0, [[200, 200, 200], [150]])]);
    const { pages } = planPrintPages(layout, { width: BOARD_WIDTH, height: 500 });
    expect(pages.map((page) => [page.y.start, page.y.end])).toEqual([[0, 486], [486, layout.height]]);
    expect(pages[1].repeatedHeading).toEqual({ start: 0, end: 70 });
    for (const page of pages) {
      for (const card of layout.lanes[0].cards) expect(card.bottom <= page.y.start || card.top >= page.y.end || (card.top >= page.y.start && card.bottom <= page.y.end)).toBe(true);
    }
  });

  it('leaves room for the repeated heading on a continuing page', () => {
    const layout = board([lane(0, [[200, 200, 200, 200, 200]])]);
    const { pages } = planPrintPages(layout, { width: BOARD_WIDTH, height: 500 });
    // Page 2 starts at 486 with the 70 px heading above it, so 430 px of cards fit: up to 916, and 902 is the next card's top.
    expect(pages.map((page) => [page.y.start, page.y.end])).toEqual([[0, 486], [486, 902], [902, layout.height]]);
  });

  it('starts a lane on a new page rather than leave its heading without cards', () => {
    const first = lane(0, [[150, 150]]);
    const second = lane(first.bottom + 16, [[150]]);
    const layout = board([first, second]);
    const { pages } = planPrintPages(layout, { width: BOARD_WIDTH, height: first.bottom + 100 });
    expect(pages.map((page) => [page.y.start, page.y.end])).toEqual([[0, second.top], [second.top, layout.height]]);
    expect(pages[1].repeatedHeading).toBeNull();
  });

  it('cuts through a card taller than a page where the page ends', () => {
    const layout = board([lane(0, [[1200]])]);
    expect(ys(layout, { width: BOARD_WIDTH, height: 500 })[0]).toEqual([0, 500]);
  });

  it("goes down the first strip of columns, then down the next, judging cuts by the strip's own cards", () => {
    // The fourth column's tall card neither stops a cut in the strip of the first three nor adds empty pages to it.
    const layout = board([lane(0, [[200, 200, 200], [], [], [1000]])]);
    const area = { width: 1000 * MIN_PRINT_SCALE, height: 500 * MIN_PRINT_SCALE };
    const plan = planPrintPages(layout, area);
    expect(plan.scale).toBe(MIN_PRINT_SCALE);
    expect(plan.pages.map((page) => [page.x.start, page.y.start, page.y.end].map(Math.round))).toEqual([
      [0, 0, 486],
      [0, 486, 916],
      [920, 0, 500],
      [920, 500, 930],
      [920, 930, layout.height],
    ]);
  });

  it('plans no page for an empty board', () => {
    expect(planPrintPages({ width: 0, height: 0, columns: [], lanes: [] }, { width: 1000, height: 500 }).pages).toEqual([]);
  });
});

describe('printPixelRatio', () => {
  it('draws a board of ordinary size twice as sharp', () => {
    expect(printPixelRatio(1632, 3680)).toBe(2);
  });

  it('stays within the canvas side and area limits', () => {
    expect(printPixelRatio(1000, 12_000)).toBeCloseTo(16_000 / 12_000);
    const ratio = printPixelRatio(4000, 6000);
    expect(4000 * ratio * 6000 * ratio).toBeCloseTo(32_000_000);
  });
});
