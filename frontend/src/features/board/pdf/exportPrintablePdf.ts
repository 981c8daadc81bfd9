import type { jsPDF } from 'jspdf';
import { nextTask, type PdfExportProgress } from './exportBoardPdf';
import type { ExportHeading } from './exportHeading';
import type { PaperSize } from './paperSize';
import { PDF_JPEG_QUALITY, pdfFileName } from './pdfPages';
import { writeLine } from './pdfText';
import { planPrintPages, printPixelRatio, type PrintPage } from './printPlan';
import { renderBoard, type RenderedBoard } from './renderBoard';

export interface ExportPrintablePdfOptions {
  heading: ExportHeading;
  paper: PaperSize;
  onProgress: (progress: PdfExportProgress) => void;
  signal?: AbortSignal;
}

/** Page layout in points: half-inch margins, a header line, then the board. */
const MARGIN_PT = 36;
const HEADER = { sizePt: 9, heightPt: 20, gapPt: 12, color: '#323130' };
const PT_PER_PX = 0.75;

/**
 * Saves the expanded board as a PDF of landscape pages of `paper`, the board cut across them as
 * planPrintPages says, each page headed by the board name, the filter, the date and "Page n of m".
 */
export async function exportPrintablePdf(element: HTMLElement, { heading, paper, onProgress, signal }: ExportPrintablePdfOptions): Promise<void> {
  const ratio = printPixelRatio(element.scrollWidth, element.scrollHeight);
  const [{ jsPDF }, board] = await Promise.all([import('jspdf'), renderBoard(element, ratio)]);
  signal?.throwIfAborted();
  if (board.canvas.width === 0 || board.canvas.height === 0) throw new Error('Nothing to export');

  const areaPt = { width: paper.widthPt - 2 * MARGIN_PT, height: paper.heightPt - 2 * MARGIN_PT - HEADER.heightPt };
  const plan = planPrintPages(board.layout, { width: areaPt.width / PT_PER_PX, height: areaPt.height / PT_PER_PX });
  if (plan.pages.length === 0) throw new Error('Nothing to export');
  const total = plan.pages.length + 1;
  onProgress({ done: 1, total });

  const doc = new jsPDF({ unit: 'pt', format: [paper.widthPt, paper.heightPt], orientation: 'landscape' });
  const pageCanvas = document.createElement('canvas');
  for (const [index, page] of plan.pages.entries()) {
    await nextTask();
    signal?.throwIfAborted();
    if (index > 0) doc.addPage([paper.widthPt, paper.heightPt], 'landscape');
    writeHeaderLine(doc, heading, heading.pageOf(index + 1, plan.pages.length), { width: areaPt.width, fontFamily: board.fontFamily });
    const image = pageImage(board, page, pageCanvas);
    const ptPerPx = plan.scale * PT_PER_PX;
    doc.addImage(image.dataUrl, 'JPEG', MARGIN_PT, MARGIN_PT + HEADER.heightPt, image.widthPx * ptPerPx, image.heightPx * ptPerPx);
    onProgress({ done: index + 2, total });
  }
  doc.save(pdfFileName(heading.boardName));
}

/** "Board · filter · date" at the left, "Page n of m" at the right; the left part gives way when long. */
function writeHeaderLine(doc: jsPDF, heading: ExportHeading, pageLabel: string, { width, fontFamily }: { width: number; fontFamily: string }): void {
  const style = { sizePt: HEADER.sizePt, color: HEADER.color, fontFamily };
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(HEADER.sizePt);
  const labelWidth = doc.getTextWidth(pageLabel);
  writeLine(doc, pageLabel, MARGIN_PT + width, MARGIN_PT, { ...style, maxWidth: width, align: 'right' });
  const title = `${heading.boardName} · ${heading.filter} · ${heading.exportedAt}`;
  writeLine(doc, title, MARGIN_PT, MARGIN_PT, { ...style, maxWidth: width - labelWidth - HEADER.gapPt });
}

/** The page's part of the board, under the repeated lane heading when the page continues a lane. */
function pageImage(board: RenderedBoard, page: PrintPage, canvas: HTMLCanvasElement): { dataUrl: string; widthPx: number; heightPx: number } {
  const { pixelRatio: ratio } = board;
  const widthPx = page.x.end - page.x.start;
  const parts = [...(page.repeatedHeading ? [page.repeatedHeading] : []), page.y];
  const heightPx = parts.reduce((sum, part) => sum + part.end - part.start, 0);
  canvas.width = Math.round(widthPx * ratio);
  canvas.height = Math.round(heightPx * ratio);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  let top = 0;
  for (const part of parts) {
    const height = (part.end - part.start) * ratio;
    context.drawImage(board.canvas, page.x.start * ratio, part.start * ratio, widthPx * ratio, height, 0, top, widthPx * ratio, height);
    top += height;
  }
  return { dataUrl: canvas.toDataURL('image/jpeg', PDF_JPEG_QUALITY), widthPx, heightPx };
}
