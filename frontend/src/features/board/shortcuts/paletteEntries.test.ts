import { describe, expect, it, vi } from 'vitest';
import type { TasksResponse } from '@listboard/shared';
import { card, column, row } from '../testing/dndBoard';
import { PALETTE_CARDS, paletteEntries } from './paletteEntries';

const commands = [
  { id: 'new', label: 'New card', run: vi.fn() },
  { id: 'filters', label: 'Open the filters', run: vi.fn() },
];
const tasks: TasksResponse = {
  users: [],
  rows: [
    row(
      '',
      [column('todo', [card('Résumé template', 'todo', 1), card('Fix login', 'todo', 2)]), column('done', [card('New logo', 'done', 1)])],
      true,
    ),
  ],
};

describe('the command palette', () => {
  it('lists every command and no card before anything is typed', () => {
    expect(paletteEntries('  ', commands, tasks)).toEqual({ commands, cards: [] });
  });

  it('finds commands and cards holding every word typed, without case or accents', () => {
    const found = paletteEntries('new', commands, tasks);
    expect(found.commands.map((c) => c.id)).toEqual(['new']);
    expect(found.cards.map((c) => c.name)).toEqual(['New logo']);
    expect(paletteEntries('RESUME temp', commands, tasks).cards.map((c) => c.name)).toEqual(['Résumé template']);
    expect(paletteEntries('login fix', commands, tasks).cards.map((c) => c.name)).toEqual(['Fix login']);
  });

  it('lists at most PALETTE_CARDS cards', () => {
    const many = Array.from({ length: PALETTE_CARDS + 5 }, (_, index) => card(`Task ${index}`, 'todo', index));
    const big: TasksResponse = { users: [], rows: [row('', [column('todo', many)], true)] };
    expect(paletteEntries('task', commands, big).cards).toHaveLength(PALETTE_CARDS);
  });
});
