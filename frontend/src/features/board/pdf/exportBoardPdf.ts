import type html2canvasFunction from 'html2canvas';
import type { Options as Html2CanvasOptions } from 'html2canvas';
import { PDF_JPEG_QUALITY, pdfFileName, planPdfPages, type PdfPagePlan } from './pdfPages';

export interface PdfExportProgress {
  done: number;
  total: number;
}

export interface ExportBoardPdfOptions {
  boardName: string;
  /** Called after the board is rendered (step 1) and after every page; total is the page count + 1. */
  onProgress: (progress: PdfExportProgress) => void;
  signal?: AbortSignal;
}

type Html2Canvas = typeof html2canvasFunction;

/**
 * Renders the element in full and saves it as a PDF named after the board, one page per 8000 px slice.
 * The caller expands the layout first: html2canvas clips content at an overflow:auto/hidden element.
 */
export async function exportBoardPdf(element: HTMLElement, { boardName, onProgress, signal }: ExportBoardPdfOptions): Promise<void> {
  // Loaded on demand so that both libraries stay out of the main bundle.
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([import('html2canvas'), import('jspdf')]);
  signal?.throwIfAborted();
  const boardCanvas = await renderInFull(html2canvas, element);
  signal?.throwIfAborted();
  if (boardCanvas.width === 0 || boardCanvas.height === 0) throw new Error('Nothing to export');

  const pages = planPdfPages(boardCanvas.width, boardCanvas.height);
  const total = pages.length + 1;
  onProgress({ done: 1, total });

  const doc = new jsPDF({ unit: 'in', format: pageSize(pages[0]), orientation: pageOrientation(pages[0]) });
  const sliceCanvas = document.createElement('canvas');
  for (const [index, page] of pages.entries()) {
    await nextTask();
    signal?.throwIfAborted();
    if (index > 0) doc.addPage(pageSize(page), pageOrientation(page));
    doc.addImage(sliceToJpeg(boardCanvas, sliceCanvas, page), 'JPEG', 0, 0, page.pageWidthIn, page.pageHeightIn);
    onProgress({ done: index + 2, total });
  }
  doc.save(pdfFileName(boardName));
}

const pageSize = (page: PdfPagePlan) => [page.pageWidthIn, page.pageHeightIn];
// jsPDF swaps a format's sides to match the orientation, so the orientation must follow the size.
const pageOrientation = (page: PdfPagePlan): 'landscape' | 'portrait' => (page.pageWidthIn > page.pageHeightIn ? 'landscape' : 'portrait');

function renderInFull(html2canvas: Html2Canvas, element: HTMLElement): Promise<HTMLCanvasElement> {
  const options: Partial<Html2CanvasOptions> = {
    scale: 1,
    backgroundColor: backdropColor(element),
    useCORS: true,
    logging: false,
    // Otherwise html2canvas scrolls its copy to the page's scroll and misplaces the board where it cannot.
    scrollX: 0,
    scrollY: 0,
    width: element.scrollWidth,
    height: element.scrollHeight,
    onclone: (cloneDocument, clone) => {
      layOutSkippedContent(cloneDocument);
      moveToOrigin(clone);
      // The live page sizes off-screen cells and cards by their content-visibility placeholders, the copy by
      // their content. html2canvas 1.4 reads width and height only after this callback.
      options.width = clone.scrollWidth;
      options.height = clone.scrollHeight;
    },
  };
  return html2canvas(element, options);
}

/**
 * Cards and cells use content-visibility: auto, so in html2canvas's copy (an off-screen iframe the size of
 * the window) all but the top left would keep their placeholder size and the render would come out garbled.
 * Elements marked data-pdf-hidden (the cards' tool buttons) keep their place but are not drawn.
 */
function layOutSkippedContent(cloneDocument: Document): void {
  const style = cloneDocument.createElement('style');
  style.textContent = '* { content-visibility: visible !important; } [data-pdf-hidden] { visibility: hidden !important; }';
  cloneDocument.head.append(style);
}

/**
 * html2canvas 1.4 draws in document coordinates (shifted by the element's offset) but clips box shadows
 * with a mask from (0, 0) to the canvas size, unshifted: inside an element lying lower (or further right)
 * than that, the shadow filled the element, which greyed the cards at the board's bottom by the height of
 * everything above the board. Drawn at the document's origin, the mask and the element coincide.
 */
function moveToOrigin(clone: HTMLElement): void {
  const { left, top } = clone.getBoundingClientRect();
  clone.style.position = 'relative';
  clone.style.left = `${-left}px`;
  clone.style.top = `${-top}px`;
}

/** What the board is seen against; JPEG has no transparency, so a transparent board would come out black. */
function backdropColor(element: HTMLElement): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor;
    if (color && color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color)) return color;
  }
  return '#ffffff';
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
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
