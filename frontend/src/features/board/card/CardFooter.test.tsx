import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { TasksResponse } from '@listboard/shared';
import { card, column, row } from '../testing/dndBoard';
import { boardOf, renderCanvas } from '../testing/canvas';

const tasks: TasksResponse = {
  users: [],
  rows: [
    row(
      '',
      [
        column('todo', [
          { ...card('Fix login', 'todo', 1000), subInfo: { count: 3, completed: 2 }, commentsCount: 4 },
          { ...card('Ship', 'todo', 1010), subInfo: { count: 0, completed: 0 }, commentsCount: 1 },
        ]),
        column('done', []),
      ],
      true,
    ),
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('card footer', () => {
  it('counts completed subtasks and comments in words for assistive technology', () => {
    renderCanvas({ board: boardOf({ useSubtasks: true, commentsFieldName: 'KanbanComments' }), tasks });
    expect(screen.getByRole('img', { name: '2 of 3 subtasks completed' }).textContent).toBe('2/3');
    expect(screen.getByRole('img', { name: '4 comments' }).textContent).toBe('4');
    expect(screen.getByRole('img', { name: '1 comment' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /0 subtasks/ })).toBeNull();
  });

  it("counts the list's own comments on a board that names no comments field (commentsNewExperience on)", () => {
    renderCanvas({ board: boardOf({ commentsFieldName: null, commentsNewExperience: true }), tasks });
    expect(screen.getByRole('img', { name: '4 comments' }).textContent).toBe('4');
  });

  it('leaves out the counts of features the board does not use', () => {
    // No comments field and commentsNewExperience off: the board has no comments (docs/configuration.md#comments).
    renderCanvas({ board: boardOf({ commentsNewExperience: false }), tasks });
    expect(screen.queryByRole('img', { name: /subtasks|comment/ })).toBeNull();
  });

  it('shows people as the board says: pictures, names or both', () => {
    const withPerson: TasksResponse = {
      ...tasks,
      rows: [
        row(
          '',
          [
            column('todo', [{ ...card('Fix login', 'todo', 1000), users: [{ id: 7, name: 'Megan Bowen', isGroup: false }] }]),
            column('done', []),
          ],
          true,
        ),
      ],
    };
    renderCanvas({ board: boardOf({ userDisplay: 'avatarAndName', avatarShape: 'square' }), tasks: withPerson });
    const person = screen.getByTitle('Megan Bowen');
    expect(person.textContent).toBe('MBMegan Bowen');
    cleanup();
    renderCanvas({ board: boardOf({ userDisplay: 'name' }), tasks: withPerson });
    expect(screen.getByTitle('Megan Bowen').textContent).toBe('Megan Bowen');
  });

  it('shows a group the card is assigned to with the group mark, named as a group, beside its name', () => {
    const withGroup: TasksResponse = {
      ...tasks,
      rows: [
        row(
          '',
          [
            column('todo', [{ ...card('Fix login', 'todo', 1000), users: [{ id: 1_000_000_001, name: 'Marketing team', isGroup: true }] }]),
            column('done', []),
          ],
          true,
        ),
      ],
    };
    renderCanvas({ board: boardOf({ userDisplay: 'avatarAndName' }), tasks: withGroup });
    expect(screen.getByRole('img', { name: 'Group Marketing team' }).textContent).toBe('');
    expect(screen.getByTitle('Marketing team').textContent).toBe('Marketing team');
  });

  it('shows each person without a picture in initials on a colour of their own, the one of their avatar elsewhere', () => {
    const people = [
      { id: 7, name: 'Megan Bowen', isGroup: false },
      { id: 8, name: 'Alex Wilber', isGroup: false },
    ];
    const withPeople: TasksResponse = {
      ...tasks,
      rows: [
        row(
          '',
          [
            column('todo', [
              { ...card('Fix login', 'todo', 1000), users: people },
              { ...card('Ship', 'todo', 1010), users: [people[0]] },
            ]),
            column('done', []),
          ],
          true,
        ),
      ],
    };
    renderCanvas({ board: boardOf(), tasks: withPeople });
    const colourOf = (person: HTMLElement) => (person.firstElementChild as HTMLElement).style.backgroundColor;
    const [megan, meganAgain] = screen.getAllByTitle('Megan Bowen').map(colourOf);
    const alex = colourOf(screen.getByTitle('Alex Wilber'));
    expect(megan).toMatch(/^var\(--colorPalette\w+Background2\)$/);
    expect(meganAgain).toBe(megan);
    expect(alex).not.toBe(megan);
  });

  it("says an overdue due date in words and in the board's overdue colour, only where the board marks overdue cards", () => {
    const yesterday = new Date(Date.now() - 36 * 60 * 60 * 1000).toISOString();
    const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString();
    const dated: TasksResponse = {
      ...tasks,
      rows: [
        row(
          '',
          [
            column('todo', [
              { ...card('Late report', 'todo', 1000), dueDate: yesterday },
              { ...card('Early report', 'todo', 1010), dueDate: tomorrow },
            ]),
            column('done', []),
          ],
          true,
        ),
      ],
    };
    renderCanvas({ board: boardOf({ overdueDefinition: { color: '#FE867F', isEnable: true } }), tasks: dated });
    const late = screen.getByText(/^Overdue, due /);
    expect(late.style.backgroundColor).toBe('rgb(254, 134, 127)');
    expect(screen.getAllByText(/^(Overdue, due|Due) /).map((due) => due.textContent?.split(' ')[0])).toEqual(['Overdue,', 'Due']);
    cleanup();
    renderCanvas({ board: boardOf({ overdueDefinition: { color: '#FE867F', isEnable: false } }), tasks: dated });
    expect(screen.queryByText(/^Overdue/)).toBeNull();
  });
});

describe("a card's age (docs/reporting.md#card-aging)", () => {
  const DAY = 86_400_000;
  const now = Date.now();
  const aged = (aging: TasksResponse['aging']): TasksResponse => ({
    users: [],
    aging,
    rows: [
      row(
        '',
        [
          column('todo', [{ ...card('Waiting', 'todo', 1000), age: { since: now - 2 * DAY } }]),
          column('doing', [
            { ...card('Fresh', 'doing', 1000), age: { since: now - 3 * 3_600_000, started: now - 3 * 3_600_000 } },
            { ...card('Slow', 'doing', 1010), age: { since: now - 3 * DAY, started: now - 9 * DAY } },
          ]),
        ],
        true,
      ),
    ],
  });
  const scale = { p50: 2 * DAY, p85: 5 * DAY, p95: 8 * DAY, samples: 40 };
  const showing = boardOf({ flow: { showAging: true, personWipLimit: 0 } });

  it('says how long each card is in its column, and marks a started card against the cycle times in words', () => {
    renderCanvas({ board: showing, tasks: aged(scale) });
    expect(screen.getByRole('img', { name: 'In this column for 2 days.' }).textContent).toBe('2d');
    expect(
      screen.getByRole('img', { name: 'In this column for 3 hours. Started 3 hours ago: sooner than half of the finished cards took.' })
        .textContent,
    ).toBe('3h');
    expect(
      screen.getByRole('img', { name: 'In this column for 3 days. Started 9 days ago: longer than 95% of the finished cards took.' }),
    ).toBeTruthy();
  });

  it('marks nothing while too few cards are finished, and shows no age on a board that does not show it', () => {
    renderCanvas({ board: showing, tasks: aged(null) });
    expect(screen.getByRole('img', { name: 'In this column for 3 days.' })).toBeTruthy();
    cleanup();
    renderCanvas({ board: boardOf({}), tasks: aged(scale) });
    expect(screen.queryByRole('img', { name: /In this column/ })).toBeNull();
  });
});
