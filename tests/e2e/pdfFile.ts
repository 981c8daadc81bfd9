import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';

/** What the e2e tests read of a PDF the page saved: jsPDF writes it uncompressed, so it can be read as text. */
export interface SavedPdf {
  /** The name the page saved the file under. */
  fileName: string;
  text: string;
  /** Each page's content stream, in page order: what that page draws. */
  pageTexts: string[];
  /** Each page's MediaBox in points: [width, height]. */
  pageSizes: [number, number][];
  /** The JPEG images in the order they were drawn, as data URLs. */
  jpegs: string[];
}

export async function readSavedPdf(download: Download): Promise<SavedPdf> {
  const bytes = readFileSync(await download.path());
  const text = bytes.toString('latin1');
  const pageSizes = [...text.matchAll(/\/Type \/Page\b[\s\S]*?\/MediaBox \[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map(
    (match): [number, number] => [Number(match[3]) - Number(match[1]), Number(match[4]) - Number(match[2])],
  );
  const jpegs: string[] = [];
  for (let at = text.indexOf('/DCTDecode'); at >= 0; at = text.indexOf('/DCTDecode', at + 1)) {
    const streamAt = text.indexOf('stream', at) + 'stream'.length;
    const start = bytes[streamAt] === 0x0d ? streamAt + 2 : streamAt + 1;
    const end = text.indexOf('endstream', start);
    jpegs.push(`data:image/jpeg;base64,${bytes.subarray(start, end).toString('base64')}`);
  }
  return { fileName: download.suggestedFilename(), text, pageSizes, pageTexts: pageContents(text), jpegs };
}

/** Each page's content stream: jsPDF names it in the page object (/Contents n 0 R) and writes it uncompressed. */
function pageContents(text: string): string[] {
  return [...text.matchAll(/\/Type \/Page\b[^]*?\/Contents (\d+) 0 R/g)].map((match) => {
    const objectAt = text.indexOf(`\n${match[1]} 0 obj`);
    const streamAt = text.indexOf('stream', objectAt);
    return text.slice(streamAt, text.indexOf('endstream', streamAt));
  });
}

/** Whether the PDF draws this text (jsPDF writes each line as a literal string shown with Tj). */
export function drawsText(pdf: Pick<SavedPdf, 'text'>, line: string): boolean {
  const literal = line.replace(/[\\()]/g, (character) => `\\${character}`);
  return pdf.text.includes(`(${literal}) Tj`);
}

/**
 * How many consecutive pixel rows of a JPEG hold a stretch of mid-grey (#b0b0b0 to #d4d4d4) at least
 * 100 px long. The board has no grey area: its greys are borders one or two pixels high, so a taller
 * band is something painted over the cards.
 */
export function greyBandHeight(page: Page, jpegDataUrl: string): Promise<number> {
  return page.evaluate(async (source) => {
    const image = new Image();
    image.src = source;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    const isGrey = (at: number) =>
      Math.max(data[at], data[at + 1], data[at + 2]) - Math.min(data[at], data[at + 1], data[at + 2]) <= 10 &&
      data[at] >= 0xb0 &&
      data[at] <= 0xd4;
    let tallest = 0;
    let band = 0;
    for (let y = 0; y < height; y++) {
      let run = 0;
      let longRun = false;
      for (let x = 0; x < width && !longRun; x++) {
        run = isGrey((y * width + x) * 4) ? run + 1 : 0;
        longRun = run >= 100;
      }
      band = longRun ? band + 1 : 0;
      tallest = Math.max(tallest, band);
    }
    return tallest;
  }, jpegDataUrl);
}
