import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, fileNameProblem, printableFileName } from './fileNames';

describe('file names', () => {
  it('accepts ordinary names, Unicode, leading dots and the characters SharePoint Online allows', () => {
    for (const name of [
      'plan.txt',
      'Q3 budget (final).xlsx',
      'Überblick – 日程 😀.pdf',
      '.gitignore',
      'a#b%c&d.txt',
      'console.log',
      'com10.txt',
      'x'.repeat(MAX_FILE_NAME_LENGTH),
    ]) {
      expect(fileNameProblem(name), name).toBeNull();
    }
  });

  it('refuses control characters, DEL and C1 controls', () => {
    for (const name of ['a\u0000b.txt', 'tab\there.txt', 'line\nbreak.txt', 'del\u007f.txt', 'c1\u0085.txt', 'x\uffff.txt']) {
      expect(fileNameProblem(name), JSON.stringify(name)).toMatch(/control character U\+/);
    }
    expect(fileNameProblem('a\u0000b.txt')).toBe('A file name cannot contain the control character U+0000.');
  });

  it('refuses the characters SharePoint refuses', () => {
    for (const c of ['"', '*', ':', '<', '>', '?', '/', '\\', '|'])
      expect(fileNameProblem(`a${c}b.txt`), c).toContain(`cannot contain ${c}`);
  });

  it('refuses empty names, leading or trailing spaces, trailing dots, . and ..', () => {
    for (const name of ['', '   ', ' plan.txt', 'plan.txt ', 'plan.', '.', '..'])
      expect(fileNameProblem(name), JSON.stringify(name)).not.toBeNull();
  });

  it('refuses reserved names, also with an extension and in any case', () => {
    for (const name of [
      'CON',
      'prn.txt',
      'Aux.log',
      'NUL',
      'com1',
      'COM9.txt',
      'lpt1.doc',
      'LPT0',
      'desktop.ini',
      '.lock',
      '~$report.docx',
      'my_vti_file.txt',
      '_VTI_cnf',
    ]) {
      expect(fileNameProblem(name), name).not.toBeNull();
    }
  });

  it('refuses lone surrogates but keeps pairs', () => {
    expect(fileNameProblem('a\ud800.txt')).toMatch(/unpaired/);
    expect(fileNameProblem('\udc00a.txt')).toMatch(/unpaired/);
    expect(fileNameProblem('\ud83d\ude00.txt')).toBeNull();
  });

  it(`refuses names over ${MAX_FILE_NAME_LENGTH} UTF-16 code units`, () => {
    expect(fileNameProblem('x'.repeat(MAX_FILE_NAME_LENGTH + 1))).toMatch(/limited to 255 characters; this one has 256/);
    expect(fileNameProblem('😀'.repeat(128))).toMatch(/limited to 255/);
  });

  it('quotes a name for a message without the characters it refuses', () => {
    expect(printableFileName('a\u0000b\u0085\ud800.txt')).toBe('"a\\u0000b\\u0085\\ud800.txt"');
  });
});
