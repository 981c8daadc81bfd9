/** Spec: the rendered board is cut into pages of at most this many pixels of height. */
export const PDF_SLICE_PX = 8000;
/** Spec: no page side exceeds this; PDF viewers reject pages over 200 inches (14,400 points). */
export const PDF_MAX_INCHES = 199.5;
/** Spec: the JPEG quality of the page images. */
export const PDF_JPEG_QUALITY = 0.7;

const CSS_PX_PER_INCH = 96;

/** One page of the PDF: which rows of the board image it shows, where, and the page's size. */
export interface PdfPagePlan {
  sourceY: number;
  sourceHeight: number;
  pageWidthIn: number;
  pageHeightIn: number;
  /** The height of the header band above the image: on the first page only. */
  headerHeightIn: number;
  /** Page inches per CSS pixel (1/96 unless the page had to shrink to PDF_MAX_INCHES). */
  inchesPerPx: number;
}

/**
 * Cuts a board image of the given CSS-pixel size into pages, top to bottom; the first page also holds a
 * header band of `headerPx` above the image, so the header covers nothing of the board.
 */
export function planPdfPages(widthPx: number, heightPx: number, headerPx = 0): PdfPagePlan[] {
  const pages: PdfPagePlan[] = [];
  for (let sourceY = 0; sourceY < heightPx; sourceY += PDF_SLICE_PX) {
    const sourceHeight = Math.min(PDF_SLICE_PX, heightPx - sourceY);
    const bandPx = sourceY === 0 ? headerPx : 0;
    const scale = Math.min(1, (PDF_MAX_INCHES * CSS_PX_PER_INCH) / widthPx, (PDF_MAX_INCHES * CSS_PX_PER_INCH) / (sourceHeight + bandPx));
    const inchesPerPx = scale / CSS_PX_PER_INCH;
    pages.push({
      sourceY,
      sourceHeight,
      pageWidthIn: widthPx * inchesPerPx,
      pageHeightIn: (sourceHeight + bandPx) * inchesPerPx,
      headerHeightIn: bandPx * inchesPerPx,
      inchesPerPx,
    });
  }
  return pages;
}

// Characters Windows, macOS or Linux refuse in file names, and control characters.
// eslint-disable-next-line no-control-regex
const INVALID_FILE_NAME_CHARS = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/**
 * The PDF's file name: the board name made safe for a file system, and for the printable PDF the word
 * that tells it from the picture of the board ("Sprint 12 - printable.pdf" beside "Sprint 12.pdf").
 */
export function pdfFileName(boardName: string, kind?: string): string {
  const safe = (text: string) => text.replace(INVALID_FILE_NAME_CHARS, '_').trim();
  const name = safe(boardName) || 'board';
  return kind ? `${name} - ${safe(kind)}.pdf` : `${name}.pdf`;
}
