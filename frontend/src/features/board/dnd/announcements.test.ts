import { describe, expect, it } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import { createTranslate } from '../../../i18n/i18n';
import { createAnnouncements, type CellDescription } from './announcements';

const cells: Record<string, CellDescription> = {
  'cell:0:1': { column: 'In Progress', lane: '(1) High' },
  'cell:0:2': { column: 'Review', lane: '(1) High' },
  'cell:1:2': { column: 'Review', lane: '(3) Low' },
};
const announcements = createAnnouncements(createTranslate('en-US'), {
  cardName: (id) => (id === 'L1#7' ? 'Fix login' : String(id)),
  describeCell: (id) => cells[id] ?? null,
  refusal: (_, id) => (id === 'cell:1:2' ? 'This column has reached its work-in-progress limit.' : null),
});

// Only the fields the announcements read: ids and the sortable container of cards.
const active = { id: 'L1#7', data: { current: { sortable: { containerId: 'cell:0:1', index: 0, items: [] } } } } as unknown as Active;
const overCard = (containerId: string) => ({ id: 'L1#9', data: { current: { sortable: { containerId, index: 0, items: [] } } } }) as unknown as Over;
const overCell = (id: string) => ({ id, data: { current: { empty: true } } }) as unknown as Over;

describe('drag announcements', () => {
  it('names the card, the column and the lane', () => {
    expect(announcements.onDragStart({ active })).toBe('Picked up Fix login in column In Progress, lane (1) High.');
    expect(announcements.onDragOver({ active, over: overCard('cell:0:2') })).toBe('Fix login is over column Review, lane (1) High.');
    expect(announcements.onDragEnd({ active, over: overCell('cell:0:2') })).toBe('Dropped Fix login into column Review, lane (1) High.');
    expect(announcements.onDragCancel({ active, over: null })).toBe('Moving Fix login was cancelled.');
  });

  it('says why a drop is refused and when nothing is under the card', () => {
    expect(announcements.onDragEnd({ active, over: overCell('cell:1:2') })).toBe('This column has reached its work-in-progress limit.');
    expect(announcements.onDragOver({ active, over: null })).toBe('Fix login is no longer over a column.');
    expect(announcements.onDragEnd({ active, over: null })).toBe('Dropped Fix login outside the board; it stays where it was.');
  });

  it('leaves the lane out on boards without swimlanes', () => {
    cells['cell:0:1'] = { column: 'In Progress', lane: null };
    expect(announcements.onDragStart({ active })).toBe('Picked up Fix login in column In Progress.');
  });
});
