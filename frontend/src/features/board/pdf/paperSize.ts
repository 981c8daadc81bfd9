/** A printable page, landscape, in PDF points (1/72 in). */
export interface PaperSize {
  name: 'A4' | 'Letter';
  widthPt: number;
  heightPt: number;
}

export const A4_LANDSCAPE: PaperSize = { name: 'A4', widthPt: 841.89, heightPt: 595.28 };
export const LETTER_LANDSCAPE: PaperSize = { name: 'Letter', widthPt: 792, heightPt: 612 };

/** Countries whose printers take US Letter (CLDR's paper size data); the rest of the world uses A4. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'PR', 'BZ', 'CL', 'CO', 'CR', 'GT', 'NI', 'PA', 'SV', 'VE']);

/**
 * The paper for a browser language tag, by its region: en-US, en-CA, es-MX take Letter, de-DE, en-GB, fr-FR
 * take A4. A tag without a region takes its language's likely one (en is en-US, es is es-ES).
 */
export function paperSizeFor(languageTag: string | undefined): PaperSize {
  return LETTER_REGIONS.has(regionOf(languageTag)) ? LETTER_LANDSCAPE : A4_LANDSCAPE;
}

function regionOf(languageTag: string | undefined): string {
  try {
    return new Intl.Locale(languageTag ?? '').maximize().region ?? '';
  } catch {
    return '';
  }
}
