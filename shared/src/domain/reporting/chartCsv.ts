/**
 * The chart export: CSV that spreadsheets open with a double click in the reader's language.
 * Excel splits a CSV at the list separator of the reader's regional settings, which is a semicolon where
 * the decimal sign is a comma (de-DE, fr-FR, es-ES) and a comma elsewhere (en-US); the page's language
 * stands for those settings (docs/charts.md).
 */
export type CsvCell = string | number | null;

/** How a locale's spreadsheets read a CSV: the cell separator and the decimal sign of numbers. */
export interface CsvStyle {
  separator: ',' | ';';
  decimal: string;
}

/** The CSV style of a page in `locale`: a semicolon and decimal commas where numbers have decimal commas. */
export function csvStyleFor(locale: string): CsvStyle {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return decimal === ',' ? { separator: ';', decimal } : { separator: ',', decimal };
}

/** Characters no Windows file name may hold (SharePoint refuses them too). */
const FILE_NAME_FORBIDDEN = /[\\/:*?"<>|]/g;

/**
 * A cell: quoted when it holds the separator, a quote or a line break. A text starting like a formula
 * (= + - @, tab or CR) gets a leading apostrophe, as in the licence export, so a status or a person's
 * name cannot run as a formula in the spreadsheet; numbers are written with the locale's decimal sign.
 */
function cell(value: CsvCell, { separator, decimal }: CsvStyle): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value).replace('.', decimal);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Lines of cells joined by the style's separator, each ending in CRLF, after a UTF-8 byte order mark so accents read right. */
export function toCsv(rows: readonly (readonly CsvCell[])[], style: CsvStyle): string {
  return `\uFEFF${rows.map((row) => `${row.map((value) => cell(value, style)).join(style.separator)}\r\n`).join('')}`;
}

export function chartCsvFileName(boardName: string, chartTitle: string): string {
  return `${boardName} - ${chartTitle}.csv`.replace(FILE_NAME_FORBIDDEN, '_');
}
