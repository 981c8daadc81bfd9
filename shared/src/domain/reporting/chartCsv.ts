/** The chart export (issue 19): CSV as spreadsheets in semicolon locales open it with a double click. */
export type CsvCell = string | number | null;

/** Characters no Windows file name may hold (SharePoint refuses them too). */
const FILE_NAME_FORBIDDEN = /[\\/:*?"<>|]/g;

/**
 * A cell: quoted when it holds a separator, a quote or a line break. A text starting like a formula
 * (= + - @, tab or CR) gets a leading apostrophe, as in the licence export, so a status or a person's
 * name cannot run as a formula in the spreadsheet; numbers are written as they are.
 */
function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Semicolon-separated lines, each ending in CRLF, after a UTF-8 byte order mark so accents read right. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => `${row.map(cell).join(';')}\r\n`).join('')}`;
}

export function chartCsvFileName(boardName: string, chartTitle: string): string {
  return `${boardName} - ${chartTitle}.csv`.replace(FILE_NAME_FORBIDDEN, '_');
}
