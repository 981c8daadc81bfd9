import type { jsPDF } from 'jspdf';

export interface LineStyle {
  sizePt: number;
  bold?: boolean;
  /** A CSS colour as getComputedStyle gives it ("rgb(r, g, b)") or a hex colour. */
  color: string;
  /** The line is cut with an ellipsis to this width, in the document's unit. */
  maxWidth: number;
  align?: 'left' | 'right';
  /** The board's font, for text drawn as an image. */
  fontFamily: string;
}

// Windows-1252 beyond Latin-1: the characters the PDF's standard fonts (WinAnsiEncoding) can show besides U+0020-U+00FF.
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Whether the standard fonts can write the text; board names may hold any script, or emoji. */
export function isWinAnsi(text: string): boolean {
  return [...text].every(
    (character) =>
      (character >= ' ' && character <= '~') || (character >= '\u00a0' && character <= '\u00ff') || WIN_ANSI_EXTRAS.includes(character),
  );
}

/**
 * Writes one line with its top at (x, y) (x is the right end for align right), in the document's unit.
 * Text the standard fonts can write is PDF text (selectable and searchable); other text is drawn by the
 * browser, in the page's font, as an image.
 */
export function writeLine(doc: jsPDF, text: string, x: number, y: number, style: LineStyle): void {
  if (isWinAnsi(text)) writeText(doc, text, x, y, style);
  else drawText(doc, text, x, y, style);
}

function writeText(doc: jsPDF, text: string, x: number, y: number, style: LineStyle): void {
  doc.setFont('helvetica', style.bold ? 'bold' : 'normal');
  doc.setFontSize(style.sizePt);
  doc.setTextColor(...rgbOf(style.color));
  let line = text;
  while (line.length > 1 && doc.getTextWidth(line) > style.maxWidth) line = `${line.slice(0, -2)}…`;
  doc.text(line, x, y, { baseline: 'top', align: style.align ?? 'left' });
}

/** Device pixels per point of the drawn text: sharp when printed. */
const TEXT_IMAGE_RESOLUTION = 4;

function drawText(doc: jsPDF, text: string, x: number, y: number, style: LineStyle): void {
  const unitsPerPt = 1 / doc.internal.scaleFactor;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return;
  const font = `${style.bold ? '600 ' : ''}${style.sizePt * TEXT_IMAGE_RESOLUTION}px ${style.fontFamily}`;
  context.font = font;
  const maxWidthPx = (style.maxWidth / unitsPerPt) * TEXT_IMAGE_RESOLUTION;
  canvas.width = Math.max(1, Math.ceil(Math.min(context.measureText(text).width, maxWidthPx)));
  canvas.height = Math.ceil(style.sizePt * 1.3 * TEXT_IMAGE_RESOLUTION);
  // Resizing the canvas resets its state.
  context.font = font;
  context.fillStyle = style.color;
  context.textBaseline = 'top';
  context.fillText(text, 0, 0, canvas.width);
  const width = (canvas.width / TEXT_IMAGE_RESOLUTION) * unitsPerPt;
  const left = style.align === 'right' ? x - width : x;
  doc.addImage(canvas.toDataURL('image/png'), 'PNG', left, y, width, (canvas.height / TEXT_IMAGE_RESOLUTION) * unitsPerPt);
}

/** [r, g, b] of "rgb(...)", "rgba(...)" or "#rrggbb"; black for anything else. */
export function rgbOf(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) return [parseInt(hex[1], 16), parseInt(hex[2], 16), parseInt(hex[3], 16)];
  const channels = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(color);
  return channels ? [Number(channels[1]), Number(channels[2]), Number(channels[3])] : [0, 0, 0];
}
