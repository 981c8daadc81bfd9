import { describe, expect, it } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import { createTranslate } from '../../../i18n/i18n';
import { createAnnouncements, type Landing } from './announcements';

let landing: Landing | null = null;
const announcements = createAnnouncements(createTranslate('en-US'), {
  cardName: (id) => (id === 'L1#7' ? 'Fix login' : String(id)),
  current: () => landing,
});

// Only the fields the announcements read: ids and the sortable container of cards.
const active = { id: 'L1#7', data: { current: { sortable: { containerId: 'cell:0:1', index: 0, items: [] } } } } as unknown as Active;
const over = { id: 'L1#9', data: { current: { sortable: { containerId: 'cell:0:2', index: 0, items: [] } } } } as unknown as Over;

describe('drag announcements', () => {
  it('names the card, the column, the lane and the position', () => {
    landing = { kind: 'place', column: 'In Progress', lane: '(1) High', position: 1, count: 3 };
    expect(announcements.onDragStart({ active })).toBe('Picked up Fix login in column In Progress, lane (1) High, position 1 of 3.');
    landing = { kind: 'place', column: 'Review', lane: '(1) High', position: 2, count: 5 };
    expect(announcements.onDragOver({ active, over })).toBe('Fix login is over column Review, lane (1) High, position 2 of 5.');
    expect(announcements.onDragEnd({ active, over })).toBe('Dropped Fix login into column Review, lane (1) High, position 2 of 5.');
    expect(announcements.onDragCancel({ active, over: null })).toBe('Moving Fix login was cancelled.');
  });

  it('says that a column is full while over it, and why the drop is refused', () => {
    landing = { kind: 'full', column: 'Review', lane: '(3) Low', limit: 2 };
    expect(announcements.onDragOver({ active, over })).toBe(
      'Fix login is over column Review, lane (3) Low, which is full: its work-in-progress limit is 2.',
    );
    expect(announcements.onDragEnd({ active, over })).toBe(
      'Column Review is full: its work-in-progress limit is 2. The card stays where it was.',
    );
  });

  it('says when nothing is under the card', () => {
    landing = null;
    expect(announcements.onDragOver({ active, over: null })).toBe('Fix login is no longer over a column.');
    expect(announcements.onDragEnd({ active, over: null })).toBe('Dropped Fix login outside the board; it stays where it was.');
  });

  it('leaves the lane out on boards without swimlanes', () => {
    landing = { kind: 'place', column: 'In Progress', lane: null, position: 4, count: 4 };
    expect(announcements.onDragStart({ active })).toBe('Picked up Fix login in column In Progress, position 4 of 4.');
    landing = { kind: 'full', column: 'Review', lane: null, limit: 3 };
    expect(announcements.onDragOver({ active, over })).toBe(
      'Fix login is over column Review, which is full: its work-in-progress limit is 3.',
    );
  });
});
