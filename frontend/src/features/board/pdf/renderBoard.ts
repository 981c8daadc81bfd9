import type { Options as Html2CanvasOptions } from 'html2canvas';

export interface RenderedBoard {
  /** The board drawn at `pixelRatio` canvas pixels per CSS pixel. */
  canvas: HTMLCanvasElement;
  pixelRatio: number;
  /** What the board is seen against, its text colour and font, for the header drawn beside it. */
  backdrop: string;
  textColor: string;
  fontFamily: string;
}

/**
 * Draws the element in full. The caller expands the layout first: html2canvas clips content at an
 * overflow:auto/hidden element.
 */
export async function renderBoard(element: HTMLElement, pixelRatio: number): Promise<RenderedBoard> {
  // Loaded on demand so that the library stays out of the main bundle.
  const { default: html2canvas } = await import('html2canvas');
  const backdrop = backdropColor(element);
  const options: Partial<Html2CanvasOptions> = {
    scale: pixelRatio,
    backgroundColor: backdrop,
    useCORS: true,
    logging: false,
    // Otherwise html2canvas scrolls its copy to the page's scroll and misplaces the board where it cannot.
    scrollX: 0,
    scrollY: 0,
    ignoreElements: (node) => node.hasAttribute('data-pdf-hidden') || Boolean(node.parentElement?.hasAttribute(ICON_PATH)),
    width: element.scrollWidth,
    height: element.scrollHeight,
    onclone: (cloneDocument, clone) => {
      layOutSkippedContent(cloneDocument);
      drawIconsAsPictures(cloneDocument);
      moveToOrigin(clone);
      // The live page sizes off-screen cells and cards by their content-visibility placeholders, the copy by
      // their content. html2canvas 1.4 reads width and height only after this callback.
      options.width = clone.scrollWidth;
      options.height = clone.scrollHeight;
    },
  };
  const canvas = await html2canvas(element, options);
  const { color, fontFamily } = getComputedStyle(element);
  return { canvas, pixelRatio, backdrop, textColor: color, fontFamily };
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

/** The attribute of the box around a card's icon that holds the icon's path (card/cardIcons.tsx). */
const ICON_PATH = 'data-pdf-icon';

/**
 * html2canvas copies every computed property (about 350) onto each SVG element it clones, the icon and its path:
 * with one icon on each of 800 cards that was 14 of the 34 s their PDF took. The copy leaves the icons out
 * (`ignoreElements`), and each icon's box becomes a picture of the icon in the colour its text has there.
 */
export function drawIconsAsPictures(cloneDocument: Document): void {
  const view = cloneDocument.defaultView;
  // Every colour is read before the first box is replaced, so the copy's styles are computed once.
  const icons = [...cloneDocument.querySelectorAll<HTMLElement>(`[${ICON_PATH}]`)].map((box) => ({
    box,
    color: view?.getComputedStyle(box).color ?? 'black',
  }));
  for (const { box, color } of icons) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16" fill="${color}"><path d="${box.getAttribute(ICON_PATH)}"/></svg>`;
    const picture = cloneDocument.createElement('img');
    Object.assign(picture, { width: 16, height: 16, alt: '', src: `data:image/svg+xml,${encodeURIComponent(svg)}` });
    box.replaceWith(picture);
  }
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
