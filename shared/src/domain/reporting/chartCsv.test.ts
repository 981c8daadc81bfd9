import { describe, expect, it } from 'vitest';
import { chartCsvFileName, toCsv } from './chartCsv';

describe('the chart CSV export', () => {
  it('separates cells with semicolons, ends each line with CRLF and starts with a byte order mark', () => {
    expect(toCsv([['Status', 'Count'], ['In Progress', 3], ['Späť', 1.5], ['', null]])).toBe('\uFEFFStatus;Count\r\nIn Progress;3\r\nSpäť;1.5\r\n;\r\n');
    expect(toCsv([])).toBe('\uFEFF');
  });

  it('quotes a cell holding a semicolon, a quote or a line break, quotes doubled', () => {
    expect(toCsv([['a;b', 'say "hi"', 'two\nlines', 'cr\rhere', 'plain, comma']])).toBe('\uFEFF"a;b";"say ""hi""";"two\nlines";"cr\rhere";plain, comma\r\n');
  });

  it('keeps a text that starts like a formula from running as one, numbers as they are', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-', '@me', -2]])).toBe('\uFEFF"\'=HYPERLINK(""x"")";\'+1;\'-;\'@me;-2\r\n');
  });

  it('names the file after the board and the chart, characters no file name may hold replaced', () => {
    expect(chartCsvFileName('Team board', 'Burndown')).toBe('Team board - Burndown.csv');
    expect(chartCsvFileName('Q3: plan/build', 'Done? <"all"> a\\b*c|d')).toBe('Q3_ plan_build - Done_ __all__ a_b_c_d.csv');
  });
});
