import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, type FilterRule } from '@listboard/shared';
import { createTranslate } from '../../../i18n/i18n';
import { describeFilter, exportHeading, formatExportTime } from './exportHeading';

const t = createTranslate('en-US');
const names = {
  people: [
    { id: 7, name: 'Adele Vance' },
    { id: '9', name: 'Lee Gu' },
  ],
  lists: [
    { listID: 'l1', name: 'Tasks' },
    { listID: 'l2', name: 'Bugs' },
  ],
};
const rule = (name: string) => ({ name }) as FilterRule;

describe('describeFilter', () => {
  it('says "No filter" when nothing filters the board', () => {
    expect(describeFilter({ filter: EMPTY_FILTER, searchKey: '' }, names, t)).toBe('No filter');
    expect(describeFilter({ filter: EMPTY_FILTER, searchKey: '   ' }, names, t)).toBe('No filter');
  });

  it('names the saved filters, people, lists and the search text', () => {
    const filter = { ...EMPTY_FILTER, activeFilters: [rule('Mine'), rule('Urgent')], users: ['7', 9], lists: ['l2'] };
    expect(describeFilter({ filter, searchKey: ' login ' }, names, t)).toBe(
      'Filters: Mine, Urgent; People: Adele Vance, Lee Gu; Lists: Bugs; Search: “login”',
    );
  });

  it('names a person or list the board no longer knows by its id', () => {
    const filter = { ...EMPTY_FILTER, users: [42], lists: ['gone'] };
    expect(describeFilter({ filter, searchKey: '' }, names, t)).toBe('People: 42; Lists: gone');
  });

  it('speaks the page language', () => {
    expect(describeFilter({ filter: EMPTY_FILTER, searchKey: 'Login' }, names, createTranslate('de-DE'))).toBe('Suche: „Login“');
  });
});

describe('formatExportTime', () => {
  const date = new Date(2026, 10, 25, 13, 30);

  it('writes the long date and the short time of the locale', () => {
    expect(formatExportTime(date, 'en-US')).toBe('November 25, 2026 at 1:30 PM');
    expect(formatExportTime(date, 'de-DE')).toBe('25. November 2026 um 13:30');
  });

  it('leaves no narrow no-break space, which the PDF fonts lack', () => {
    expect(formatExportTime(date, 'en-US')).not.toMatch(/[\u202f\u2009]/);
  });
});

describe('exportHeading', () => {
  it('holds the board name, the filter, the export time and the page numbering', () => {
    const heading = exportHeading('Team tasks', 'Aucun filtre', new Date(2026, 10, 25, 13, 30), 'fr-FR', createTranslate('fr-FR'));
    expect(heading).toMatchObject({
      boardName: 'Team tasks',
      filter: 'Aucun filtre',
      exportedAt: 'Exporté le 25 novembre 2026 à 13:30',
      continued: '(suite)',
    });
    expect(heading.pageOf(2, 5)).toBe('Page 2 sur 5');
  });
});
