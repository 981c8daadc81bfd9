/**
 * Printable pages: the board cut across pages at column boundaries and between cards. All lengths are
 * CSS pixels of the board as laid out for the export, measured from its top left corner.
 */

/**
 * Below this the smallest text on a card (12 px) would print under 5 pt, titles (14 px) under 6 pt: wider
 * boards go across pages instead. At this scale a board of five large columns fits across A4 and Letter.
 */
export const MIN_PRINT_SCALE = 0.55;

export interface Span {
  start: number;
  end: number;
}

export interface CardBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface LaneBox {
  top: number;
  /** Where the lane's heading (its name and its column headers) ends and its cards begin. */
  headingBottom: number;
  bottom: number;
  cards: CardBox[];
}

export interface BoardLayout {
  width: number;
  height: number;
  /** The columns' horizontal extents, left to right. */
  columns: Span[];
  lanes: LaneBox[];
}

export interface PrintPage {
  /** The part of the board the page shows. */
  x: Span;
  y: Span;
  /** The heading of the lane the page continues, drawn above the part (x as the part). */
  repeatedHeading: Span | null;
}

export interface PrintPlan {
  /** CSS px to page px: at most 1 (a narrow board is not enlarged), at least MIN_PRINT_SCALE. */
  scale: number;
  /** In reading order: down the first strip of columns, then down the next one. */
  pages: PrintPage[];
}

/** The room on a page for the board, in CSS px at scale 1 (a PDF point is 4/3 CSS px). */
export interface PrintArea {
  width: number;
  height: number;
}

/** The scale that fits the board's width on a page, never enlarging it and never below the readable minimum. */
export function printScale(boardWidth: number, areaWidth: number): number {
  if (boardWidth <= 0) return 1;
  return Math.min(1, Math.max(MIN_PRINT_SCALE, areaWidth / boardWidth));
}

/**
 * Cuts the board into pages of `area` at `printScale`: across, into strips of whole columns (split
 * midway between two columns); down each strip, between cards, and never between a lane's heading and
 * its first cards. A card or column larger than a page is cut where the page ends; a strip ends after its
 * last card. Pages order down first, then across, like a spreadsheet's default print order.
 */
export function planPrintPages(layout: BoardLayout, area: PrintArea): PrintPlan {
  const scale = printScale(layout.width, area.width);
  const room = { width: area.width / scale, height: area.height / scale };
  const pages = columnStrips(layout, room.width).flatMap((x) => pagesDown(layout, x, room.height));
  return { scale, pages };
}

/** Strips of whole columns, each at most `width` wide where a column allows it. */
export function columnStrips({ width, columns }: Pick<BoardLayout, 'width' | 'columns'>, roomWidth: number): Span[] {
  if (width <= 0) return [];
  const edges = [0, ...columns.slice(1).map((column, index) => (columns[index].end + column.start) / 2), width];
  const strips: Span[] = [];
  let start = 0;
  while (start < width) {
    const fitting = edges.filter((edge) => edge > start && edge - start <= roomWidth);
    const end = fitting.length > 0 ? Math.max(...fitting) : Math.min(width, start + roomWidth);
    strips.push({ start, end });
    start = end;
  }
  return strips;
}

function pagesDown(layout: BoardLayout, x: Span, roomHeight: number): PrintPage[] {
  const blocks = unbreakableBlocks(layout.lanes, x);
  const pages: PrintPage[] = [];
  let top = 0;
  // Below the strip's last card there is only empty cell background: no page for that.
  while (top < layout.height && blocks.some((block) => block.end > top)) {
    const heading = headingToRepeat(layout.lanes, top, roomHeight);
    const limit = top + roomHeight - (heading ? heading.end - heading.start : 0);
    const bottom = limit >= layout.height ? layout.height : cutAbove(blocks, top, limit);
    pages.push({ x, y: { start: top, end: bottom }, repeatedHeading: heading });
    top = bottom;
  }
  return pages;
}

/**
 * What a cut may not go through within the strip: each card, and each lane's heading together with its
 * first row of cards (an empty lane as a whole), so no page ends on a heading without cards.
 */
function unbreakableBlocks(lanes: LaneBox[], x: Span): Span[] {
  return lanes.flatMap((lane) => {
    const cards = lane.cards.filter((card) => card.left < x.end && card.right > x.start);
    const firstRowTop = Math.min(...cards.map((card) => card.top));
    const firstRowBottom = Math.max(lane.headingBottom, ...cards.filter((card) => card.top <= firstRowTop + 1).map((card) => card.bottom));
    const heading = { start: lane.top, end: cards.length > 0 ? firstRowBottom : lane.bottom };
    return [heading, ...cards.map((card) => ({ start: card.top, end: card.bottom }))];
  });
}

/** The lowest cut at or above `limit` that goes through no block; `limit` itself when a block fills the page. */
function cutAbove(blocks: Span[], top: number, limit: number): number {
  let cut = limit;
  for (let crossed = crossing(blocks, cut); crossed; crossed = crossing(blocks, cut)) cut = crossed.start;
  return cut > top ? cut : limit;
}

const crossing = (blocks: Span[], cut: number) => blocks.find((block) => block.start < cut && cut < block.end);

/** The heading of the lane a page starting at `top` continues; none when the page starts the lane or the heading would fill it. */
function headingToRepeat(lanes: LaneBox[], top: number, roomHeight: number): Span | null {
  const lane = lanes.find((candidate) => candidate.headingBottom <= top && top < candidate.bottom);
  if (!lane) return null;
  const heading = { start: lane.top, end: lane.headingBottom };
  return heading.end - heading.start < roomHeight / 2 ? heading : null;
}

/** Canvas pixels per CSS pixel for the printable drawing: twice as sharp where the browser's canvas limits allow. */
export function printPixelRatio(width: number, height: number): number {
  if (width <= 0 || height <= 0) return 1;
  return Math.min(2, MAX_CANVAS_SIDE / Math.max(width, height), Math.sqrt(MAX_CANVAS_PIXELS / (width * height)));
}

// Chromium draws canvases up to 32,767 px a side and 268 M pixels; these leave room for the page images besides.
const MAX_CANVAS_SIDE = 16_000;
const MAX_CANVAS_PIXELS = 32_000_000;
