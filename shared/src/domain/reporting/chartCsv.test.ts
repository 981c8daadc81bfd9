import { describe, expect, it } from 'vitest';
import { chartCsvFileName, csvStyleFor, toCsv } from './chartCsv';

const COMMA = csvStyleFor('en-US');
const SEMICOLON = csvStyleFor('de-DE');

describe('csvStyleFor', () => {
  it("takes the page's list separator: a comma where the decimal sign is a point, else a semicolon", () => {
    expect(csvStyleFor('en-US')).toEqual({ separator: ',', decimal: '.' });
    for (const locale of ['de-DE', 'fr-FR', 'es-ES']) expect(csvStyleFor(locale), locale).toEqual({ separator: ';', decimal: ',' });
  });
});

describe('the chart CSV export', () => {
  it('separates cells as the page does, ends each line with CRLF and starts with a byte order mark', () => {
    expect(
      toCsv(
        [
          ['Status', 'Count'],
          ['In Progress', 3],
          ['Späť', 1.5],
          ['', null],
        ],
        COMMA,
      ),
    ).toBe('\uFEFFStatus,Count\r\nIn Progress,3\r\nSpäť,1.5\r\n,\r\n');
    expect(
      toCsv(
        [
          ['Status', 'Count'],
          ['In Progress', 3],
          ['Späť', 1.5],
          ['', null],
        ],
        SEMICOLON,
      ),
    ).toBe('\uFEFFStatus;Count\r\nIn Progress;3\r\nSpäť;1,5\r\n;\r\n');
    expect(toCsv([], COMMA)).toBe('\uFEFF');
  });

  it('quotes a cell holding the separator, a quote or a line break, quotes doubled', () => {
    expect(toCsv([['a;b', 'say "hi"', 'two\nlines', 'cr\rhere', 'plain, comma']], SEMICOLON)).toBe(
      '\uFEFF"a;b";"say ""hi""";"two\nlines";"cr\rhere";plain, comma\r\n',
    );
    expect(toCsv([['a;b', 'plain, comma']], COMMA)).toBe('\uFEFFa;b,"plain, comma"\r\n');
  });

  it('keeps a text that starts like a formula from running as one, numbers as they are', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-', '@me', -2]], SEMICOLON)).toBe('\uFEFF"\'=HYPERLINK(""x"")";\'+1;\'-;\'@me;-2\r\n');
  });

  it('names the file after the board and the chart, characters no file name may hold replaced', () => {
    expect(chartCsvFileName('Team board', 'Burndown')).toBe('Team board - Burndown.csv');
    expect(chartCsvFileName('Q3: plan/build', 'Done? <"all"> a\\b*c|d')).toBe('Q3_ plan_build - Done_ __all__ a_b_c_d.csv');
  });
});
