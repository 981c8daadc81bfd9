import type { jsPDF } from 'jspdf';
import type { ExportHeading } from './exportHeading';
import { PDF_JPEG_QUALITY, pdfFileName, planPdfPages, type PdfPagePlan } from './pdfPages';
import { rgbOf, writeLine } from './pdfText';
import { renderBoard, type RenderedBoard } from './renderBoard';

export interface PdfExportProgress {
  done: number;
  total: number;
}

export interface ExportBoardPdfOptions {
  heading: ExportHeading;
  /** Called after the board is rendered (step 1) and after every page; total is the page count + 1. */
  onProgress: (progress: PdfExportProgress) => void;
  signal?: AbortSignal;
}

/** The header band above the board, in CSS px: the board name (20 px) over the filter and the date (13 px). */
const BAND = { height: 72, padding: 16, nameTop: 14, namePx: 20, detailsTop: 44, detailsPx: 13 };
const PT_PER_PX = 0.75;

/**
 * Saves the expanded board as a PDF named after it, one page per 8000 px slice of the board (spec 1
 * section 9), with a header band above the first slice.
 */
export async function exportBoardPdf(element: HTMLElement, { heading, onProgress, signal }: ExportBoardPdfOptions): Promise<void> {
  const [{ jsPDF }, board] = await Promise.all([import('jspdf'), renderBoard(element, 1)]);
  signal?.throwIfAborted();
  const { canvas } = board;
  if (canvas.width === 0 || canvas.height === 0) throw new Error('Nothing to export');

  const pages = planPdfPages(canvas.width, canvas.height, BAND.height);
  const total = pages.length + 1;
  onProgress({ done: 1, total });

  const doc = new jsPDF({ unit: 'in', format: pageSize(pages[0]), orientation: pageOrientation(pages[0]) });
  const sliceCanvas = document.createElement('canvas');
  for (const [index, page] of pages.entries()) {
    await nextTask();
    signal?.throwIfAborted();
    if (index > 0) doc.addPage(pageSize(page), pageOrientation(page));
    else drawHeaderBand(doc, page, heading, board);
    doc.addImage(
      sliceToJpeg(canvas, sliceCanvas, page),
      'JPEG',
      0,
      page.headerHeightIn,
      page.pageWidthIn,
      page.pageHeightIn - page.headerHeightIn,
    );
    onProgress({ done: index + 2, total });
  }
  doc.save(pdfFileName(heading.boardName));
}

const pageSize = (page: PdfPagePlan) => [page.pageWidthIn, page.pageHeightIn];
// jsPDF swaps a format's sides to match the orientation, so the orientation must follow the size.
const pageOrientation = (page: PdfPagePlan): 'landscape' | 'portrait' => (page.pageWidthIn > page.pageHeightIn ? 'landscape' : 'portrait');

/** The band is the board's backdrop with its text colour, so it reads as part of the board, in dark mode too. */
function drawHeaderBand(
  doc: jsPDF,
  page: PdfPagePlan,
  heading: ExportHeading,
  board: Pick<RenderedBoard, 'backdrop' | 'textColor' | 'fontFamily'>,
): void {
  const inches = (px: number) => px * page.inchesPerPx;
  const points = (px: number) => px * PT_PER_PX * page.inchesPerPx * 96;
  doc.setFillColor(...rgbOf(board.backdrop));
  const text = { color: board.textColor, fontFamily: board.fontFamily, maxWidth: page.pageWidthIn - 2 * inches(BAND.padding) };
  doc.rect(0, 0, page.pageWidthIn, page.headerHeightIn, 'F');
  writeLine(doc, heading.boardName, inches(BAND.padding), inches(BAND.nameTop), { ...text, sizePt: points(BAND.namePx), bold: true });
  const details = `${heading.filter} · ${heading.exportedAt}`;
  writeLine(doc, details, inches(BAND.padding), inches(BAND.detailsTop), { ...text, sizePt: points(BAND.detailsPx) });
}

/**
 * One page's image. Kept to 8000 px high so each slice stays well within the browser's canvas size limits;
 * the board canvas itself is bounded by them too (about 32,767 px a side in Chromium).
 */
function sliceToJpeg(boardCanvas: HTMLCanvasElement, sliceCanvas: HTMLCanvasElement, page: PdfPagePlan): string {
  sliceCanvas.width = boardCanvas.width;
  sliceCanvas.height = page.sourceHeight;
  const context = sliceCanvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  const { width } = boardCanvas;
  context.drawImage(boardCanvas, 0, page.sourceY, width, page.sourceHeight, 0, 0, width, page.sourceHeight);
  return sliceCanvas.toDataURL('image/jpeg', PDF_JPEG_QUALITY);
}

/** Lets the browser paint the progress bar between pages. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
