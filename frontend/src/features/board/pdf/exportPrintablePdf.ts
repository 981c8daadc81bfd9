import type { jsPDF } from 'jspdf';
import { nextTask, type PdfExportProgress } from './exportBoardPdf';
import type { ExportHeading } from './exportHeading';
import type { PaperSize } from './paperSize';
import type { PrintableCard } from './printableCard';
import { PRINT_FONTS, planPrintablePages, type PrintFont, type PrintOp } from './printLayout';
import { writeLine } from './pdfText';
import { readPrintableBoard } from './readPrintableBoard';

export interface ExportPrintablePdfOptions {
  heading: ExportHeading;
  paper: PaperSize;
  /** What the PDF writes for the card of a uniqueID; null for a card the board no longer holds. */
  cardOf: (uniqueID: string) => PrintableCard | null;
  /** The name the file is saved under. */
  fileName: string;
  onProgress: (progress: PdfExportProgress) => void;
  signal?: AbortSignal;
}

/** Page layout in points: half-inch margins, a header line, then the board. */
const MARGIN_PT = 36;
const HEADER = { sizePt: 9, heightPt: 20, gapPt: 12 };
// Paper is white whatever the page's theme: dark text, light grey boxes, as a printed page reads best.
const INK = { text: '#242424', header: '#323130', cardBorder: '#c8c6c4', columnHeading: '#f0f0f0' };

/**
 * Saves the expanded board in `element` as a PDF of landscape pages of `paper` written in text (searchable,
 * selectable and sharp at any zoom), laid out by planPrintablePages, each page headed by the board name,
 * the filter, the date and "Page n of m". Only what the cards say is written: no buttons, no icons.
 */
export async function exportPrintablePdf(
  element: HTMLElement,
  { heading, paper, cardOf, fileName, onProgress, signal }: ExportPrintablePdfOptions,
): Promise<void> {
  const { jsPDF } = await import('jspdf');
  signal?.throwIfAborted();
  const doc = new jsPDF({ unit: 'pt', format: [paper.widthPt, paper.heightPt], orientation: 'landscape' });
  const area = {
    left: MARGIN_PT,
    top: MARGIN_PT + HEADER.heightPt,
    width: paper.widthPt - 2 * MARGIN_PT,
    height: paper.heightPt - 2 * MARGIN_PT - HEADER.heightPt,
  };
  const measure = (text: string, font: PrintFont) => {
    setPrintFont(doc, font);
    return doc.getTextWidth(text);
  };
  const pages = planPrintablePages(readPrintableBoard(element, cardOf), area, measure, heading.continued);
  if (pages.length === 0) throw new Error('Nothing to export');
  const total = pages.length + 1;
  onProgress({ done: 1, total });

  const { fontFamily } = getComputedStyle(element);
  for (const [index, page] of pages.entries()) {
    await nextTask();
    signal?.throwIfAborted();
    if (index > 0) doc.addPage([paper.widthPt, paper.heightPt], 'landscape');
    writeHeaderLine(doc, heading, heading.pageOf(index + 1, pages.length), { width: area.width, fontFamily });
    for (const op of page) draw(doc, op, fontFamily);
    onProgress({ done: index + 2, total });
  }
  doc.save(fileName);
}

function setPrintFont(doc: jsPDF, font: PrintFont): void {
  doc.setFont('helvetica', PRINT_FONTS[font].bold ? 'bold' : 'normal');
  doc.setFontSize(PRINT_FONTS[font].sizePt);
}

function draw(doc: jsPDF, op: PrintOp, fontFamily: string): void {
  switch (op.kind) {
    case 'text': {
      const { sizePt, bold } = PRINT_FONTS[op.font];
      writeLine(doc, op.text, op.x, op.y, { sizePt, bold, color: INK.text, maxWidth: op.maxWidth, fontFamily });
      return;
    }
    case 'card':
      doc.setDrawColor(INK.cardBorder);
      doc.setLineWidth(0.75);
      doc.roundedRect(op.x, op.y, op.width, op.height, 3, 3, 'S');
      return;
    case 'columnHeading':
      doc.setFillColor(INK.columnHeading);
      doc.roundedRect(op.x, op.y, op.width, op.height, 3, 3, 'F');
  }
}

/** "Board · filter · date" at the left, "Page n of m" at the right; the left part gives way when long. */
function writeHeaderLine(
  doc: jsPDF,
  heading: ExportHeading,
  pageLabel: string,
  { width, fontFamily }: { width: number; fontFamily: string },
): void {
  const style = { sizePt: HEADER.sizePt, color: INK.header, fontFamily };
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(HEADER.sizePt);
  const labelWidth = doc.getTextWidth(pageLabel);
  writeLine(doc, pageLabel, MARGIN_PT + width, MARGIN_PT, { ...style, maxWidth: width, align: 'right' });
  const title = `${heading.boardName} · ${heading.filter} · ${heading.exportedAt}`;
  writeLine(doc, title, MARGIN_PT, MARGIN_PT, { ...style, maxWidth: width - labelWidth - HEADER.gapPt });
}
