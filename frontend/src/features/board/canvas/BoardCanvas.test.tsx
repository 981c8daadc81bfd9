import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient } from '@tanstack/react-query';
import { ServerStateProvider } from '../../../testing/serverState';
import { boardResponseSchema, type BoardResponse, type TasksResponse } from '@listboard/shared';
import { queryKeys } from '../../../api/queryKeys';
import { AlertsProvider } from '../../../ui/alerts';
import { BoardCanvas } from './BoardCanvas';
import { card, column, row } from '../testing/dndBoard';
import { boardOf } from '../testing/canvas';

function boardWith(swimlaneField: string | null): BoardResponse {
  return boardResponseSchema.parse({
    id: 'b1',
    name: 'Sprint',
    source: { lists: [{ url: 'https://host/sites/demo', listID: 'list1', name: 'Tasks' }] },
    columnFieldName: 'Status',
    columnDefinitions: [
      { name: 'TODO', value: 'todo' },
      { name: 'DONE', value: 'done' },
    ],
    swimlanes: { field: swimlaneField },
    fields: [],
    userPermission: 2,
    canEditSettings: true,
    canViewCharts: true,
    configEtag: 'W/"1"',
  });
}

function renderBoard(board: BoardResponse, tasks: TasksResponse, onOpenCard = vi.fn()) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.tasks('b1'), tasks);
  render(
    <FluentProvider theme={webLightTheme}>
      <ServerStateProvider client={queryClient}>
        <AlertsProvider>
          <BoardCanvas board={board} tasks={tasks} boardId="b1" onOpenCard={onOpenCard} />
        </AlertsProvider>
      </ServerStateProvider>
    </FluentProvider>,
  );
  return { onOpenCard };
}

/** A lane's header button, named by what it does now: 'Collapse high' on an open lane, 'Expand high' on a closed one. */
function laneToggle(lane: string, action: 'Collapse' | 'Expand'): HTMLElement {
  return within(screen.getByRole('region', { name: lane })).getByRole('button', { name: `${action} ${lane}` });
}

afterEach(cleanup);

describe('BoardCanvas', () => {
  const laneTasks: TasksResponse = {
    users: [],
    rows: [
      row('high', [
        column('todo', [card('Fix login', 'todo', 1000, 'high'), card('Write docs', 'todo', 1010, 'high')], 2),
        column('done', []),
      ]),
      row('', [column('todo', [card('Triage', 'todo', 1000)]), column('done', [card('Ship', 'done', 1000)])], true),
    ],
  };

  it('renders lanes and columns as named regions with the cards named by their titles', () => {
    renderBoard(boardWith('Priority'), laneTasks);
    const high = screen.getByRole('region', { name: 'high' });
    const todo = within(high).getByRole('region', { name: 'TODO' });
    expect(within(todo).getByRole('button', { name: 'Fix login' })).toBeTruthy();
    expect(within(todo).getByRole('button', { name: 'Write docs' })).toBeTruthy();
    const unassigned = screen.getByRole('region', { name: 'Unassigned' });
    expect(within(within(unassigned).getByRole('region', { name: 'DONE' })).getByRole('button', { name: 'Ship' })).toBeTruthy();
  });

  it('shows the counter against an active limit and warns when the cell is full', () => {
    renderBoard(boardWith('Priority'), laneTasks);
    const todo = within(screen.getByRole('region', { name: 'high' })).getByRole('region', { name: 'TODO' });
    expect(within(todo).getByText('2 / 2')).toBeTruthy();
    expect(within(todo).getByRole('img', { name: 'WIP limit reached' })).toBeTruthy();
    const done = within(screen.getByRole('region', { name: 'high' })).getByRole('region', { name: 'DONE' });
    expect(within(done).getByText('0')).toBeTruthy();
    expect(within(done).queryByRole('img', { name: /WIP limit/ })).toBeNull();
  });

  it('collapses and expands a lane with its header button', () => {
    renderBoard(boardWith('Priority'), laneTasks);
    const high = screen.getByRole('region', { name: 'high' });
    const collapse = within(high).getByRole('button', { name: 'Collapse high' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(collapse);
    const expand = within(high).getByRole('button', { name: 'Expand high' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(within(high).queryByRole('button', { name: 'Fix login' })).toBeNull();
    expect(within(high).getByText('2 cards')).toBeTruthy();
  });

  it('opens every lane of a board with no card yet, each column with its add-card slot', () => {
    const empty: TasksResponse = {
      users: [],
      rows: [row('high', [column('todo', []), column('done', [])]), row('', [column('todo', []), column('done', [])], true)],
    };
    renderBoard(boardOf({ swimlanes: { field: 'Priority' } }), empty);
    for (const lane of ['high', 'Unassigned']) {
      const region = screen.getByRole('region', { name: lane });
      expect(laneToggle(lane, 'Collapse').getAttribute('aria-expanded')).toBe('true');
      for (const name of ['TODO', 'DONE'])
        expect(within(within(region).getByRole('region', { name })).getByRole('button', { name: `Add a card to ${name}` })).toBeTruthy();
    }
  });

  it('has no add-card slot in any column of a board that does not allow creating items (allowCreateNewItem off)', () => {
    for (const allowCreateNewItem of [true, false]) {
      renderBoard(boardOf({ swimlanes: { field: 'Priority' }, allowCreateNewItem }), laneTasks);
      expect(screen.getByRole('button', { name: 'Fix login' })).toBeTruthy();
      expect(screen.queryAllByRole('button', { name: /^Add a card to/ }).length > 0).toBe(allowCreateNewItem);
      cleanup();
    }
  });

  it('collapses an empty lane beside lanes with cards, as the spec says', () => {
    renderBoard(boardWith('Priority'), { users: [], rows: [...laneTasks.rows, row('low', [column('todo', []), column('done', [])])] });
    expect(
      within(screen.getByRole('region', { name: 'low' }))
        .getByRole('button', { name: 'Expand low' })
        .getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('starts every lane collapsed on a board whose swimlanes say so (isCollapse), and a person opens one', () => {
    // The server marks each lane of such a board collapsed by default (shared/src/domain/layout.ts).
    const collapsedRows = laneTasks.rows.map((r) => ({ ...r, isCollapsedByDefault: true }));
    renderBoard(boardOf({ swimlanes: { field: 'Priority', isCollapse: true } }), { users: [], rows: collapsedRows });
    for (const lane of ['high', 'Unassigned']) {
      expect(laneToggle(lane, 'Expand').getAttribute('aria-expanded')).toBe('false');
      expect(within(screen.getByRole('region', { name: lane })).queryByRole('region', { name: 'TODO' })).toBeNull();
    }
    fireEvent.click(laneToggle('high', 'Expand'));
    expect(laneToggle('high', 'Collapse').getAttribute('aria-expanded')).toBe('true');
    const high = screen.getByRole('region', { name: 'high' });
    expect(within(within(high).getByRole('region', { name: 'TODO' })).getByRole('button', { name: 'Fix login' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Unassigned' })).queryByRole('button', { name: 'Triage' })).toBeNull();
  });

  it('names the single row of a board without swimlanes by the board and has no lane header', () => {
    const tasks: TasksResponse = { users: [], rows: [row('', [column('todo', [card('Triage', 'todo', 1000)]), column('done', [])], true)] };
    renderBoard(boardWith(null), tasks);
    const region = screen.getByRole('region', { name: 'Sprint' });
    expect(within(region).queryByRole('button', { name: /Collapse/ })).toBeNull();
    expect(within(region).getByRole('button', { name: 'Triage' })).toBeTruthy();
  });

  it('opens a card on a click', () => {
    const { onOpenCard } = renderBoard(boardWith('Priority'), laneTasks);
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }), { detail: 1 });
    expect(onOpenCard).toHaveBeenCalledWith(expect.objectContaining({ uniqueID: 'list1#Ship' }));
  });
});
