import type { PrintableCard } from './printableCard';

/**
 * The printable PDF's pages as text and boxes: the board's columns side by side at the page's width, lane
 * by lane, each lane headed by its name and its columns' names. All lengths are PDF points.
 */

export type PrintFont = 'lane' | 'note' | 'column' | 'title' | 'line';

export const PRINT_FONTS: Record<PrintFont, { sizePt: number; bold: boolean; leadingPt: number }> = {
  lane: { sizePt: 11, bold: true, leadingPt: 14 },
  note: { sizePt: 9, bold: false, leadingPt: 14 },
  column: { sizePt: 9, bold: true, leadingPt: 12 },
  title: { sizePt: 9, bold: true, leadingPt: 11 },
  line: { sizePt: 7.5, bold: false, leadingPt: 9.5 },
};

/** The width of a text in a font, in points. */
export type MeasureText = (text: string, font: PrintFont) => number;

export interface PrintableLane {
  /** Null on a board without swimlanes: its one lane has no heading. */
  name: string | null;
  /** The cards of each column, by the column's index. */
  cells: PrintableCard[][];
}

export interface PrintableBoard {
  columns: string[];
  lanes: PrintableLane[];
}

export type PrintOp =
  | { kind: 'text'; text: string; x: number; y: number; font: PrintFont; maxWidth: number }
  | { kind: 'card'; x: number; y: number; width: number; height: number }
  | { kind: 'columnHeading'; x: number; y: number; width: number; height: number };

/** Where a page's board goes: below the page's header line, inside its margins. */
export interface PrintArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A column narrower than this would wrap a card title every word or two: more columns continue on further pages. */
export const MIN_COLUMN_WIDTH = 120;
const COLUMN_GAP = 8;
const CARD = { padding: 5, gap: 5, bodyGap: 2 };
const LANE = { heading: 18, gap: 12 };
const COLUMN_HEADING = { height: 16, padding: 4, gap: 4 };

/** How many columns go across a page: all of them when they fit at MIN_COLUMN_WIDTH, else as many as fit. */
export function columnsPerPage(columnCount: number, areaWidth: number): number {
  const fitting = Math.floor((areaWidth + COLUMN_GAP) / (MIN_COLUMN_WIDTH + COLUMN_GAP));
  return Math.max(1, Math.min(columnCount, fitting));
}

/** The text in lines no wider than `width`, broken between words; a word wider than a line is broken within. */
export function wrapText(text: string, width: number, font: PrintFont, measure: MeasureText): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined, font) <= width) line = joined;
    else {
      if (line) lines.push(line);
      line = '';
      for (const character of word) {
        if (line && measure(line + character, font) > width) {
          lines.push(line);
          line = '';
        }
        line += character;
      }
    }
  }
  return line ? [...lines, line] : lines;
}

interface LaidCard {
  title: string[];
  body: string[];
  height: number;
}

const cardHeight = (titleLines: number, bodyLines: number) =>
  2 * CARD.padding + titleLines * PRINT_FONTS.title.leadingPt + (bodyLines > 0 ? CARD.bodyGap + bodyLines * PRINT_FONTS.line.leadingPt : 0);

function layCard(card: PrintableCard, width: number, measure: MeasureText): LaidCard {
  const inner = width - 2 * CARD.padding;
  const title = wrapText(card.title, inner, 'title', measure);
  const body = card.lines.flatMap((line) => wrapText(line, inner, 'line', measure));
  return { title, body, height: cardHeight(title.length, body.length) };
}

/** A card taller than a whole page keeps the lines that fit, the last one ending in an ellipsis. */
function clipCard(card: LaidCard, room: number): LaidCard {
  const title = card.title.slice(0, Math.max(1, Math.floor((room - 2 * CARD.padding) / PRINT_FONTS.title.leadingPt)));
  const bodyRoom = room - cardHeight(title.length, 0) - CARD.bodyGap;
  const body = title.length < card.title.length ? [] : card.body.slice(0, Math.max(0, Math.floor(bodyRoom / PRINT_FONTS.line.leadingPt)));
  const ellipsis = (lines: string[]) => [...lines.slice(0, -1), `${lines[lines.length - 1]}…`];
  if (body.length > 0) return { title, body: ellipsis(body), height: cardHeight(title.length, body.length) };
  return { title: ellipsis(title), body, height: cardHeight(title.length, 0) };
}

/**
 * The pages, each a list of what it draws. Columns go across the page at equal widths; a board with more
 * columns than fit continues in strips of columns on the following pages. Pages go down the first strip,
 * lane after lane, then down the next strip. A lane that does not fit continues on the next page with its
 * name (marked `continuedNote`) and its columns' names again; each column shows its cards in order.
 */
export function planPrintablePages(board: PrintableBoard, area: PrintArea, measure: MeasureText, continuedNote: string): PrintOp[][] {
  const perPage = columnsPerPage(board.columns.length, area.width);
  const width = (area.width - (perPage - 1) * COLUMN_GAP) / perPage;
  const bottom = area.top + area.height;
  const pages: PrintOp[][] = [];
  for (let first = 0; first < board.columns.length; first += perPage) {
    const strip = board.columns
      .slice(first, first + perPage)
      .map((name, index) => ({ name, index: first + index, x: area.left + index * (width + COLUMN_GAP) }));
    let page: PrintOp[] = [];
    pages.push(page);
    let y = area.top;
    for (const lane of board.lanes) {
      const queues = strip.map((column) => (lane.cells[column.index] ?? []).map((card) => layCard(card, width, measure)));
      const headingHeight = (lane.name === null ? 0 : LANE.heading) + COLUMN_HEADING.height + COLUMN_HEADING.gap;
      let continued = false;
      for (;;) {
        const firstCard = Math.max(
          0,
          ...queues.map((queue) => (queue.length > 0 ? Math.min(queue[0].height, area.height - headingHeight) : 0)),
        );
        if (y > area.top && y + headingHeight + firstCard > bottom) {
          page = [];
          pages.push(page);
          y = area.top;
        }
        const freshPage = y === area.top;
        y = drawHeadings(page, lane.name === null ? null : { name: lane.name, note: continued ? continuedNote : null }, strip, {
          y,
          width,
          left: area.left,
          measure,
        });
        const top = y;
        let lowest = y;
        for (const [index, queue] of queues.entries()) {
          let cardTop = top;
          while (queue.length > 0) {
            const room = bottom - cardTop;
            const oversized = queue[0].height > area.height - headingHeight;
            if (queue[0].height > room && !(oversized && freshPage && cardTop === top)) break;
            const card = queue[0].height > room ? clipCard(queue[0], room) : queue[0];
            queue.shift();
            drawCard(page, card, strip[index].x, cardTop, width);
            cardTop += card.height + CARD.gap;
            lowest = Math.max(lowest, cardTop);
          }
        }
        y = lowest + LANE.gap;
        if (queues.every((queue) => queue.length === 0)) break;
        page = [];
        pages.push(page);
        y = area.top;
        continued = true;
      }
    }
  }
  return pages;
}

interface HeadingPlace {
  y: number;
  width: number;
  left: number;
  measure: MeasureText;
}

/** The lane's name (and the note that it continues) above its columns' names; returns where the cards begin. */
function drawHeadings(
  page: PrintOp[],
  lane: { name: string; note: string | null } | null,
  strip: { name: string; x: number }[],
  { y, width, left, measure }: HeadingPlace,
): number {
  let top = y;
  if (lane) {
    const nameWidth = Math.min(measure(lane.name, 'lane'), strip.length * width);
    page.push({ kind: 'text', text: lane.name, x: left, y: top, font: 'lane', maxWidth: nameWidth });
    if (lane.note)
      page.push({ kind: 'text', text: lane.note, x: left + nameWidth + 6, y: top + 2, font: 'note', maxWidth: measure(lane.note, 'note') });
    top += LANE.heading;
  }
  for (const column of strip) {
    page.push({ kind: 'columnHeading', x: column.x, y: top, width, height: COLUMN_HEADING.height });
    page.push({
      kind: 'text',
      text: column.name,
      x: column.x + COLUMN_HEADING.padding,
      y: top + COLUMN_HEADING.padding - 1,
      font: 'column',
      maxWidth: width - 2 * COLUMN_HEADING.padding,
    });
  }
  return top + COLUMN_HEADING.height + COLUMN_HEADING.gap;
}

function drawCard(page: PrintOp[], card: LaidCard, x: number, y: number, width: number): void {
  page.push({ kind: 'card', x, y, width, height: card.height });
  const textX = x + CARD.padding;
  const maxWidth = width - 2 * CARD.padding;
  let lineTop = y + CARD.padding;
  for (const text of card.title) {
    page.push({ kind: 'text', text, x: textX, y: lineTop, font: 'title', maxWidth });
    lineTop += PRINT_FONTS.title.leadingPt;
  }
  lineTop += CARD.bodyGap;
  for (const text of card.body) {
    page.push({ kind: 'text', text, x: textX, y: lineTop, font: 'line', maxWidth });
    lineTop += PRINT_FONTS.line.leadingPt;
  }
}
