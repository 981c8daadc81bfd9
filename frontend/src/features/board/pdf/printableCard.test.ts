import { describe, expect, it } from 'vitest';
import type { Item } from '@listboard/shared';
import { createTranslate } from '../../../i18n/i18n';
import { cardDisplay } from '../card/cardSettings';
import { card } from '../testing/dndBoard';
import { boardOf } from '../testing/canvas';
import { printableCard } from './printableCard';

const fields = [
  { internalName: 'Title', name: 'Title', type: 'Text', isRequired: true },
  { internalName: 'Project', name: 'Project', type: 'Text' },
  { internalName: 'Estimate', name: 'Estimate', type: 'Number' },
  { internalName: 'Notes', name: 'Notes', type: 'Note' },
];
const display = cardDisplay(boardOf({ fields, cardFields: ['Estimate', 'Notes'], displayTitleFieldName2: 'Project' }));
const t = createTranslate('en-US');

const fix: Item = {
  ...card('Größe prüfen', 'todo', 1),
  header: ['Project'],
  card: { Project: { t: 'Website', v: 'Website' }, Estimate: { t: '1500', v: '1500' }, Notes: { t: '', v: '' } },
  labels: [
    { name: 'Bug', color: '#f00', fontColor: '' },
    { name: 'Urgent', color: '#fa0', fontColor: '' },
  ],
  dueDate: '2026-12-24T00:00:00Z',
  users: [
    { id: 1, name: 'Adele Vance' },
    { id: 2, name: 'Lee Gu' },
  ],
  subInfo: { count: 3, completed: 1 },
  commentsCount: 2,
};

describe('printableCard', () => {
  it('writes the title, then the header lines, labels, fields, due date and people as text', () => {
    expect(printableCard(fix, display, t)).toEqual({
      title: 'Größe prüfen',
      lines: ['Project: Website', 'Bug · Urgent', 'Estimate: 1,500', 'Due December 24, 2026', 'Adele Vance, Lee Gu'],
    });
  });

  it('leaves out what the card does not hold', () => {
    expect(printableCard(card('Bare', 'todo', 1), display, t)).toEqual({ title: 'Bare', lines: [] });
  });
});
